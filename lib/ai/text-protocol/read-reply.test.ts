import { describe, expect, it } from "vitest";
import { readReply } from "./read-reply";
import { jsonValues, splitReasoning } from "./reply-json";

const QUESTION = { message: "Thanks!", question: "Your goal?", options: ["Deploy apps", "Pass the CKA"], targetField: "goal" };
const asked = { forced: "presentOptions" };

describe("reading what models without tool calling write", () => {
  it("a fenced JSON call with prose around it, a trailing comma and a <think> block", () => {
    const reply = `<think>They want JSON.</think>Sure! Here it is:\n\`\`\`json\n{"tool": "presentOptions", "input": ${JSON.stringify(QUESTION)},}\n\`\`\`\nAnything else?`;
    expect(readReply(reply, asked)).toEqual({ kind: "call", toolName: "presentOptions", input: QUESTION, reasoning: "They want JSON." });
  });

  it("a bare JSON call after prose, in the name/arguments shape with arguments as a string", () => {
    const reply = `I will ask the learner now. {"name": "presentOptions", "arguments": ${JSON.stringify(JSON.stringify(QUESTION))}}`;
    expect(readReply(reply, asked)).toMatchObject({ kind: "call", toolName: "presentOptions", input: QUESTION });
  });

  it("an array of calls (the first is taken), OpenAI's function wrapper and <tool_call> markup", () => {
    const array = `[{"type": "function", "function": {"name": "presentOptions", "arguments": ${JSON.stringify(QUESTION)}}}, {"tool": "other", "input": {}}]`;
    expect(readReply(array, asked)).toMatchObject({ kind: "call", toolName: "presentOptions", input: QUESTION });
    const markup = `<tool_call>{"name": "presentOptions", "arguments": ${JSON.stringify(QUESTION)}}</tool_call>`;
    expect(readReply(markup, asked)).toMatchObject({ kind: "call", toolName: "presentOptions" });
  });

  it("forced by name, the input object alone is that tool's call; unforced it stays words", () => {
    expect(readReply(`\`\`\`\n${JSON.stringify(QUESTION)}\n\`\`\``, asked)).toMatchObject({
      kind: "call",
      toolName: "presentOptions",
      input: QUESTION,
    });
    const config = 'Your package.json needs: {"name": "demo", "version": "1.0.0"}';
    expect(readReply(config, { forced: null })).toEqual({ kind: "text", text: config, reasoning: "" });
  });

  it("an empty reply, or only reasoning, is empty; an unopened </think> is reasoning", () => {
    expect(readReply("", asked).kind).toBe("empty");
    expect(readReply("  <think>hmm, what to ask</think>  ", asked)).toEqual({ kind: "empty", reasoning: "hmm, what to ask" });
    expect(splitReasoning("planning the answer</think>A pod is a unit.")).toEqual({
      text: "A pod is a unit.",
      reasoning: "planning the answer",
    });
  });

  it("a call to a tool the model was not offered is still read as that call (the caller decides)", () => {
    expect(readReply('{"tool": "deleteEverything", "input": {}}', asked)).toMatchObject({ kind: "call", toolName: "deleteEverything" });
  });

  it("prose with brackets is not JSON; broken JSON leaves the words", () => {
    expect(jsonValues("Use [brackets] and {braces} freely.")).toEqual([]);
    expect(readReply('Here: {"tool": "presentOptions", "input": {"message": "cut off', asked)).toMatchObject({ kind: "text" });
  });
});
