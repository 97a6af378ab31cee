import type { UIMessage } from "ai";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { answerMisfit, optionAnswerSchema, optionListSchema } from "./option-answer";
import { endsWithAnsweredQuestion, findPendingQuestion, learnerJustAnswered } from "./option-history";
import { optionAnswerRule } from "./option-history-validator";

const question = { options: ["Beginner", "Some experience"], multiSelect: false, allowSkip: false };
const card = (state: "input-available" | "output-available", output?: unknown): UIMessage => ({
  id: "a1",
  role: "assistant",
  parts: [{ type: "tool-ask", toolCallId: "q1", state, input: question, ...(output ? { output } : {}) } as never],
});

describe("the option-question protocol", () => {
  it("takes exactly one of: clicked options, typed text, or a skip where the tool allows it", () => {
    const skippable = optionAnswerSchema({ textMax: 10, skippable: true });
    const strict = optionAnswerSchema({ textMax: 10, skippable: false });
    expect(skippable.safeParse({ skipped: true }).success).toBe(true);
    expect(strict.safeParse({ skipped: true }).success).toBe(false);
    expect(strict.safeParse({ text: "mine" }).success).toBe(true);
    expect(strict.safeParse({ text: "x".repeat(11) }).success).toBe(false);
    expect(strict.safeParse({ selected: ["A"], text: "both" }).success).toBe(false);
    expect(strict.safeParse({}).success).toBe(false);
    expect(optionListSchema.safeParse(["only one"]).success).toBe(false);
    expect(optionListSchema.safeParse(["a", "b", "c", "d", "e"]).success).toBe(false);
  });

  it("says why an answer does not fit its question", () => {
    expect(answerMisfit(question, { selected: ["Beginner"] })).toBeNull();
    expect(answerMisfit(question, { text: "anything I like" })).toBeNull();
    expect(answerMisfit(question, { selected: ["Expert"] })).toMatch(/not one of the offered options/);
    expect(answerMisfit(question, { selected: ["Beginner", "Some experience"] })).toMatch(/one answer/);
    expect(answerMisfit(question, { skipped: true })).toMatch(/cannot be skipped/);
    expect(answerMisfit({ ...question, allowSkip: true }, { skipped: true })).toBeNull();
  });

  it("refuses a forged answer in a history with a 400", () => {
    const rule = optionAnswerRule("ask", z.object({ options: optionListSchema }), optionAnswerSchema({ textMax: 100, skippable: false }));
    expect(() => rule("ask", question, { selected: ["Invented"] }, "message 2")).toThrow(/not one of the offered options \(message 2\)/);
    expect(() => rule("other-tool", question, { selected: ["Invented"] }, "message 2")).not.toThrow();
  });

  it("finds the open question and continues only right after the learner answered it", () => {
    expect(findPendingQuestion([card("input-available")], "ask")?.toolCallId).toBe("q1");
    expect(findPendingQuestion([card("input-available")], "other")).toBeNull();
    const answered = card("output-available", { selected: ["Beginner"] });
    expect(findPendingQuestion([answered], "ask")).toBeNull();
    expect(endsWithAnsweredQuestion(answered, "ask")).toBe(true);
    expect(learnerJustAnswered("ask")({ messages: [answered] })).toBe(true);
    expect(learnerJustAnswered("ask")({ messages: [card("input-available")] })).toBe(false);
    expect(learnerJustAnswered("other")({ messages: [answered] })).toBe(false);
  });
});
