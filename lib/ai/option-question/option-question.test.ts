import type { UIMessage } from "ai";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { answerMisfit, optionAnswerSchema, optionListSchema } from "./option-answer";
import { withoutDeadToolParts } from "@/lib/ai/browser/dead-tool-parts";
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

  it("does not wait for ever on a part that can no longer finish once the stream has ended", () => {
    const answered = card("output-available", { selected: ["Beginner"] });
    const withParts = (...parts: object[]): UIMessage => ({ ...answered, parts: [...answered.parts, ...(parts as never[])] });
    // A second card the server dropped mid-stream, a call cut off, a server tool that never returned.
    const dead = [
      { type: "tool-ask", toolCallId: "q2", state: "input-streaming", input: { options: ["A"] } },
      { type: "tool-research", toolCallId: "r1", state: "input-streaming" },
      { type: "tool-research", toolCallId: "r2", state: "input-available", input: { topic: "x" } },
    ];
    for (const part of dead) {
      const messages = [withParts(part)];
      expect(learnerJustAnswered("ask")({ messages })).toBe(true);
      expect(withoutDeadToolParts(messages, "ask")).toEqual([answered]);
    }
    // An open question still waits for the learner; a finished call after the answer (one that failed) ends the
    // turn there, as before — the rule never starts a continuation nobody asked for.
    const open = withParts({ type: "tool-ask", toolCallId: "q2", state: "input-available", input: question });
    expect(learnerJustAnswered("ask")({ messages: [open] })).toBe(false);
    expect(withoutDeadToolParts([open], "ask")).toEqual([open]);
    const failedAfter = withParts({ type: "tool-research", toolCallId: "r3", state: "output-error", input: {}, errorText: "cut off" });
    expect(learnerJustAnswered("ask")({ messages: [failedAfter] })).toBe(false);
    // Only the last message is the settled stream's; earlier ones are left as they are.
    const user: UIMessage = { id: "u", role: "user", parts: [{ type: "text", text: "hi" }] };
    const history = [withParts(dead[0]!), user];
    expect(withoutDeadToolParts(history, "ask")).toBe(history);
  });
});
