import { describe, expect, it } from "vitest";
import { asksForChange } from "./change-request";

describe("asksForChange: the learner's words, read conservatively", () => {
  it.each([
    "Add this to my notes",
    "add this to my notes.",
    "Please add a summary of pods to notes/pods.md",
    "Can you add this to my notes?",
    "Could you please update ground-truth.md with the definition?",
    "OK, save this as a new note.",
    "I'd like you to tick milestone 2.",
    "Go ahead and rename notes/a.md to notes/b.md",
    "Let's append the formula to my ground truth",
    "Explain pods and then add the gist to my notes.",
    "Tidy up my notes",
    "Correct the typo in notes/pods.md",
    "Pods are the smallest unit. Write that into my notes.",
    "Jot this down",
    "Could you put a summary of this chapter in my notes?",
    "Note this in ground-truth.md",
  ])("en request: %s", (text) => expect(asksForChange(text)).toBe(true));

  it.each([
    "把这个加到我的笔记里",
    "请更新 ground-truth.md",
    "帮我把这段总结写进笔记",
    "你能把这个加到笔记里吗？",
    "好的，保存一下",
    "麻烦把里程碑 2 勾选上",
    "先解释一下，然后帮我加到笔记里",
    "整理一下我的笔记",
    "帮我在笔记里加上这句话",
    "往 ground-truth.md 里补充一条定义",
    "记一下",
  ])("zh request: %s", (text) => expect(asksForChange(text)).toBe(true));

  it.each([
    "What is a pod?",
    "Explain ownership",
    "Why did you change my notes?",
    "Should I add this to my notes?",
    "How do I update a file?",
    "Add this?",
    "Can you explain how to add a node to a cluster?",
    "Don't change anything, just explain.",
    "Add nothing yet — do not edit my notes.",
    "Correct me if I'm wrong: a pod holds containers.",
    "Make it simpler",
    "Change the topic: tell me about services",
    "Summarize chapter 2",
    "I read chapter 2 today.",
    "Thanks!",
    "Note that pods share a network.",
    "",
    "   ",
    "Deployments: how to roll out replicas",
  ])("en not a request: %s", (text) => expect(asksForChange(text)).toBe(false));

  it.each([
    "什么是 Pod？",
    "为什么要把它加到笔记里？",
    "我应该把这个加到笔记里吗？",
    "加到笔记里吗？",
    "不要修改我的笔记，解释一下就好",
    "先别改，解释一下",
    "这段话是什么意思",
    "帮我整理一下思路",
    "怎么保存文件？",
    "在笔记里加什么比较好？",
    "我在笔记里写了一些想法。",
  ])("zh not a request: %s", (text) => expect(asksForChange(text)).toBe(false));

  it("a request hidden in pasted material is still the learner's words, but a negation anywhere wins", () => {
    expect(asksForChange("Here is a passage. Please add it to my notes, but don't touch ground-truth.md.")).toBe(false);
  });
});
