import { describe, expect, it } from "vitest";
import { isQuizRequest, quizTopic } from "./quiz-request";

describe("a quiz asked in 中英混写", () => {
  it.each([
    ["帮我quiz一下Bayes theorem", /^Bayes theorem$/],
    ["quiz我一下 linked lists", /^linked lists$/],
    ["test一下关于TCP握手", /^TCP握手$/],
  ])("%s names its topic", (text, topic) => {
    expect(isQuizRequest(text)).toBe(true);
    expect(quizTopic(text)).toMatch(topic);
  });

  it.each(["quiz一下", "quiz me 一下这部分", "test一下这个"])("%s names none", (text) => {
    expect(quizTopic(text)).toBeNull();
  });
});
