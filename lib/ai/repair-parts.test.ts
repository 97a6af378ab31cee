import { describe, expect, it } from "vitest";
import type { LanguageModelV4StreamPart as Part } from "@ai-sdk/provider";
import { PartRepairer, undoRepeatedArguments } from "./repair-parts";

describe("undoRepeatedArguments (a tool call sent twice under one id)", () => {
  const one = JSON.stringify({ path: "notes/a.md", oldText: "x", newText: "y" });
  it("takes one copy of an exactly repeated JSON object, twice or three times", () => {
    expect(undoRepeatedArguments(one + one)).toBe(one);
    expect(undoRepeatedArguments(one + one + one)).toBe(one);
  });
  it("leaves valid JSON and anything that is not an exact repeat alone", () => {
    expect(undoRepeatedArguments(one)).toBe(one);
    const different = one + JSON.stringify({ path: "notes/b.md" });
    expect(undoRepeatedArguments(different)).toBe(different);
    expect(undoRepeatedArguments('{"a":1')).toBe('{"a":1');
    expect(undoRepeatedArguments("")).toBe("");
  });
});

describe("PartRepairer: one call of a one-at-a-time tool per response", () => {
  const context = () => ({ offered: new Set(["ask", "look"]), knownIds: new Set<string>(), singleCall: new Set(["ask"]), keepRaw: false });
  const start = (id: string, toolName: string): Part => ({ type: "tool-input-start", id, toolName });
  const delta = (id: string, text: string): Part => ({ type: "tool-input-delta", id, delta: text });
  const call = (id: string, toolName: string): Part => ({ type: "tool-call", toolCallId: id, toolName, input: "{}" });

  it("drops the extra calls when they start, so nothing of them is ever streamed, however the calls interleave", () => {
    const repairer = new PartRepairer(context());
    const out = [
      start("a", "ask"),
      start("b", "ask"),
      delta("a", "{"),
      delta("b", "{"),
      start("c", "look"),
      delta("a", "}"),
      call("a", "ask"),
      call("b", "ask"),
      call("c", "look"),
    ].flatMap((part) => repairer.push(part));
    const ids = out.map((part) => ("id" in part ? part.id : "toolCallId" in part ? part.toolCallId : null));
    expect(ids).not.toContain("b");
    expect(out.filter((part) => part.type === "tool-call").map((part) => part.type === "tool-call" && part.toolCallId)).toEqual(["a", "c"]);
    expect(out.filter((part) => part.type === "tool-input-start")).toHaveLength(2);
  });
});
