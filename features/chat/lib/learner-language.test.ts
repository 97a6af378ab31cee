import type { ModelMessage } from "ai";
import { describe, expect, it } from "vitest";
import { withTurnContext } from "@/lib/ai/turn/turn-context";
import { learnerLanguage, lastLearnerText } from "./learner-language";

describe("learnerLanguage", () => {
  const chinese: ModelMessage = { role: "user", content: "请深入讲讲梯度下降" };

  it("reads the learner's own last words, not the app's context message a tool now receives after them", () => {
    // AI SDK 7 hands tools the step's messages, which end with the app's (English) context message.
    const messages = withTurnContext([chinese], "Always write to the learner in the language they use. Today is 2026-11-26.");
    expect(lastLearnerText(messages)).toBe("请深入讲讲梯度下降");
    expect(learnerLanguage(messages, "en")).toBe("zh");
  });

  it("falls back to the UI language when the learner has written nothing", () => {
    expect(learnerLanguage(withTurnContext([], "context only"), "zh")).toBe("zh");
  });
});
