import { describe, expect, it } from "vitest";
import { asksAboutProgress } from "./progress-question";

describe("asksAboutProgress: the learner asks about their own practice record", () => {
  it.each([
    "How am I doing?",
    "so how am I doing with Spanish",
    "How's my progress?",
    "Have I practised pods?",
    "did I already review recursion?",
    "What have I learned so far?",
    "how far have I got in the Kubernetes course?",
    "Am I making progress?",
    "我学得怎么样？",
    "我最近练得如何",
    "我的学习进度呢",
    "我练过递归吗？",
    "我有没有复习过p值",
    "我学了哪些？",
  ])("%s", (text) => {
    expect(asksAboutProgress(text)).toBe(true);
  });

  it.each([
    "How does recursion work?",
    "What is a pod?",
    "how do I practise scales?",
    "What have Pods got to do with Services?",
    "什么是递归？",
    "怎么练习听力",
    "p值等于0.03说明什么",
    "Which of my courses covers pods?",
  ])("not: %s", (text) => {
    expect(asksAboutProgress(text)).toBe(false);
  });
});
