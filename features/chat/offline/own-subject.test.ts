import { describe, expect, it } from "vitest";
import { CHAT_TOOL } from "../contract";
import { offlineChat } from "@/tests/support/chat/offline-chat-kit";

// The tool call the chat makes for the learner's last message, after the earlier ones.
const searchedFor = (messages: string[]) => {
  const reply = offlineChat(messages);
  return reply.toolCall?.toolName === CHAT_TOOL.searchMyCourses ? (reply.toolCall.input as { topic: string }).topic : null;
};

describe("a question that names its own subject is answered about that subject", () => {
  // The class: "how do I X", "why should I X", "我该怎么X" name X; the asker is no subject, so the
  // previous question's topic must never stand in for it.
  it.each([
    ["What is a fast-forward merge?", "how do I resolve a conflict?", /^resolve a conflict$/],
    ["What is a fast-forward merge?", "why should I never rebase a shared branch?", /^rebase a shared branch$/],
    ["How do I resolve a conflict?", "How do I undo a commit?", /^undo a commit$/],
    ["What is overfitting?", "how can I speed up training?", /^speed up training$/],
    ["Explain closures", "ok, how should we structure a test suite?", /^structure a test suite$/],
    ["什么是快进合并？", "我该怎么解决冲突？", /^解决冲突$/],
    ["什么是快进合并？", "为什么我不应该变基共享分支？", /^变基共享分支$/],
    ["怎么解决合并冲突？", "我怎么撤销提交？", /^撤销提交$/],
    ["什么是过拟合？", "如何才能加快训练速度？", /加快训练速度/],
  ])("after %j, %j is about its own subject", (first, second, topic) => {
    expect(searchedFor([first, second])).toMatch(topic);
    // The same question opening a chat reads the same subject.
    expect(searchedFor([second])).toMatch(topic);
  });

  // Only a follow-up that names nothing falls back to the conversation's subject.
  it.each([
    ["What is a fast-forward merge?", "and how do I avoid it?", "fast-forward merge"],
    ["What is a fast-forward merge?", "How do I start?", "fast-forward merge"],
    ["What is overfitting?", "how can I deal with that?", "overfitting"],
    ["What is overfitting?", "tell me more", "overfitting"],
    ["什么是过拟合？", "那怎么避免呢？", "过拟合"],
    ["什么是递归", "那如何实现呢", "递归"],
    ["什么是递归", "再说详细点", "递归"],
  ])("after %j, the follow-up %j is about %s", (first, second, topic) => {
    const reply = offlineChat([first, second]);
    expect(JSON.stringify(reply.toolCall?.input)).toContain(topic);
  });
});

describe("English and Chinese take the same path for the same kind of question", () => {
  // The class: a how/why question is an explanation request in both languages: grounded in the
  // learner's material by the search, never a study plan in one language and a search in the other.
  it.each([
    ["how does overfitting happen?", "过拟合是怎么发生的？", "overfitting", "过拟合"],
    ["why does gradient descent converge?", "梯度下降为什么会收敛？", "gradient descent", "梯度下降"],
    ["how does a hash map work?", "哈希表是如何工作的？", "hash map", "哈希表"],
    ["how do transformers use attention?", "Transformer 怎样使用注意力？", "transformers", "Transformer"],
    ["why do we normalise inputs?", "为何要归一化输入？", "normalise inputs", "归一化输入"],
  ])("%j and %j both search the learner's material", (en, zh, enTopic, zhTopic) => {
    expect(searchedFor([en])).toContain(enTopic);
    expect(searchedFor([zh])).toContain(zhTopic);
  });
});
