import { describe, expect, it } from "vitest";
import { CHAT_TOOL } from "../contract";
import { CHAT_PHRASES_EN } from "./content/chat-phrases-en";
import { CHAT_PHRASES_ZH } from "./content/chat-phrases-zh";
import { extractiveAnswer } from "./grounded-answer";
import { offlineChat, quotesOf, toolTurn } from "@/tests/support/chat/offline-chat-kit";

const passage = (text: string, where = "guidance.md:1-3") => ({ title: "Kubernetes", href: "/courses/c1", where, text });
const searched = (passages: unknown[]) => toolTurn(CHAT_TOOL.searchMyCourses, { passages });

describe("a quote offered as the answer names the subject asked", () => {
  // The class: a line that shares only where the question was asked ("the Kubernetes course") or one
  // word of a phrase ("start") is no answer; the reply says the course has nothing on it.
  const GUIDANCE = passage("Build a real project with Kubernetes from the first week.\nStart with the tools your team already uses.");
  it.each([
    ["What does start small mean in the Kubernetes course?", "start small"],
    ["what does “start small” mean in the Kubernetes course?", "start small"],
    ["explain start small from the Kubernetes course", "start small"],
  ])("%s searches %j and quotes nothing that does not name it", (said, topic) => {
    expect(offlineChat([said]).toolCall?.input).toEqual({ topic });
    const reply = offlineChat([said], "default", searched([GUIDANCE])).text ?? "";
    expect(quotesOf(reply)).toEqual([]);
    expect(reply).toContain(`None of your courses or sources covers **${topic}**`);
    // A line that does name it is quoted as the answer.
    const named = passage("Start small: deploy one pod before you write a whole chart.");
    expect(quotesOf(offlineChat([said], "default", searched([GUIDANCE, named])).text ?? "")).toEqual([
      "Start small: deploy one pod before you write a whole chart.",
    ]);
  });

  it.each([
    ["Kubernetes课程里的“从小处开始”是什么意思？", "从小处开始"],
    ["课程里说的从小处开始是什么意思", "从小处开始"],
  ])("%s searches %j and never quotes a line about the course only", (said, topic) => {
    expect(offlineChat([said]).toolCall?.input).toEqual({ topic });
    const lines = passage("用 Kubernetes 做一个真实的项目。\n第一周就开始部署。");
    const reply = offlineChat([said], "default", searched([lines])).text ?? "";
    expect(quotesOf(reply)).toEqual([]);
    expect(reply).toContain(`**${topic}**`);
  });

  it("answers with a line naming the first subject, never with one naming only the scope after it", () => {
    const lines = [
      passage("Kubernetes schedules containers onto nodes."),
      passage("A pod is the smallest unit Kubernetes runs.", "pods.md:1"),
    ];
    expect(extractiveAnswer("pod in Kubernetes", lines)?.answer.sentence).toBe("A pod is the smallest unit Kubernetes runs.");
    expect(extractiveAnswer("pod in Kubernetes", lines.slice(0, 1))).toBeNull();
  });
});

describe("a follow-up for more gives the next lines, never the same ones", () => {
  const LINES = [
    "A fast-forward merge moves the branch pointer forward without a merge commit.",
    "A fast-forward merge is only possible when the branches have not diverged.",
    "Use --no-ff to keep a merge commit even when a fast-forward merge is possible.",
  ];
  const MATERIAL = searched([passage(LINES.join("\n"), "merging.md:1-3")]);
  // "More detail" after an explanation is the same kind of follow-up, never a new deep dive quoting the same lines again.
  it.each([
    ["tell me more"],
    ["go on"],
    ["can you say more?"],
    ["go into more detail"],
    ["can you go deeper?"],
    ["还有呢？"],
    ["继续"],
    ["再说详细点"],
    ["说得更详细一些"],
    ["能再具体一点吗？"],
  ])("%s after the first answer quotes only lines not quoted before, then says there is nothing more", (more) => {
    const first = offlineChat(["What is a fast-forward merge?"], "default", MATERIAL).text ?? "";
    const firstQuotes = quotesOf(first);
    expect(firstQuotes.length).toBeGreaterThan(0);
    // After an answer that quoted only the first line, the next lines come.
    const partial = `Your material answers this: “${LINES[0]}” — [Kubernetes](/courses/c1), merging.md:1-3`;
    const next = offlineChat(["What is a fast-forward merge?", more], "default", MATERIAL, "en", [partial]).text ?? "";
    expect(quotesOf(next).length).toBeGreaterThan(0);
    expect(quotesOf(next)).not.toContain(LINES[0]);
    expect(next).not.toBe(first);
    // Everything already quoted: said so, in the learner's language, and nothing repeated.
    const done = offlineChat(["What is a fast-forward merge?", more], "default", MATERIAL, "en", [first]).text ?? "";
    expect(quotesOf(done)).toEqual([]);
    const phrases = /\p{Script=Han}/u.test(more) ? CHAT_PHRASES_ZH : CHAT_PHRASES_EN;
    expect(done).toContain(phrases.explain.nothingMore.split("**")[0]!);
  });
});

describe("which of my courses covers X: the places found, as links to open", () => {
  const match = (id: string, chapter: string) => ({
    courseId: "c1",
    courseTitle: "Git",
    chapterId: id,
    chapterTitle: chapter,
    href: `/courses/c1/chapters/${id}`,
  });
  it.each([
    ["Which of my courses covers rebasing?", "Here is what I found in your courses:"],
    ["do I have a course on rebasing?", "Here is what I found in your courses:"],
    ["我的哪门课讲了变基？", "我在你的课程里找到了这些："],
    ["我有没有关于变基的课程？", "我在你的课程里找到了这些："],
  ])("%s", (said, lead) => {
    const reply = offlineChat(
      [said],
      "default",
      toolTurn(CHAT_TOOL.lookupCourses, { matches: [match("a", "Rebase"), match("b", "Merge")] }),
    );
    expect(reply.text).toContain(lead);
    // One course found by two chapters is listed once, both chapters under it.
    expect(reply.text?.split("[Git](/courses/c1)").length).toBe(2);
    expect(reply.text).toContain("[Rebase](/courses/c1/chapters/a)");
    expect(reply.text).toContain("[Merge](/courses/c1/chapters/b)");
  });
});
