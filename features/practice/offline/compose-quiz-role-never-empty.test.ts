import type { LanguageModelV4Prompt, LanguageModelV4ToolResultOutput } from "@ai-sdk/provider";
import { describe, expect, it } from "vitest";
import type { RoleContext } from "@/lib/ai/offline/model/role-context";
import { quizFromPractice } from "./compose-quiz-role";

/** The learner's words, then this turn's practice tool call and its result, as the offline model reads them. */
function turn(text: string, toolName: string, output: LanguageModelV4ToolResultOutput): RoleContext {
  const prompt: LanguageModelV4Prompt = [
    { role: "user", content: [{ type: "text", text }] },
    { role: "assistant", content: [{ type: "tool-call", toolCallId: "c1", toolName, input: {} }] },
    { role: "tool", content: [{ type: "tool-result", toolCallId: "c1", toolName, output }] },
  ];
  const tools = ["askPracticeQuestion", "recordPracticeAnswer"];
  return { prompt, tools: new Map(tools.map((name) => [name, { type: "object" }])), choice: { mode: "auto" }, responseFormat: undefined };
}

const FAILED: LanguageModelV4ToolResultOutput[] = [
  { type: "error-text", value: "Failed query: select … from practice_items" },
  { type: "error-json", value: { message: "boom" } },
  { type: "json", value: { unexpected: true } },
  { type: "text", value: "" },
  { type: "content", value: [] },
];

describe("the offline quiz never replies with nothing", () => {
  it.each(["askPracticeQuestion", "recordPracticeAnswer"])(
    "a %s result it cannot read still gets a sentence, in the learner's language",
    (toolName) => {
      for (const output of FAILED) {
        const english = quizFromPractice(turn("Quiz me", toolName, output))?.text ?? "";
        expect(english, output.type).toMatch(/^I have no practice question to ask you right now/);
        expect(english).toMatch(/review queue/);
        const chinese = quizFromPractice(turn("考考我", toolName, output))?.text ?? "";
        expect(chinese, output.type).toMatch(/^现在没有可以问你的练习题/);
        expect(chinese).toContain("复习队列");
      }
    },
  );

  it("when the course has no question to draw, says what the learner can do instead, in both languages", () => {
    const none: LanguageModelV4ToolResultOutput = {
      type: "json",
      value: { ok: false, error: "This course has no practice questions yet." },
    };
    const english = quizFromPractice(turn("Quiz me", "askPracticeQuestion", none))?.text ?? "";
    expect(english).toMatch(/no practice questions to ask yet/);
    expect(english).toMatch(/review queue.*another chapter.*select lines/s);
    const chinese = quizFromPractice(turn("考考我", "askPracticeQuestion", none))?.text ?? "";
    expect(chinese).toMatch(/还没有可以出的练习题/);
    expect(chinese).toMatch(/复习队列.*另一章.*选中几行/s);
  });
});
