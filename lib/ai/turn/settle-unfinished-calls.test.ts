import type { TextStreamPart, ToolSet } from "ai";
import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { settleUnfinishedCalls, UNFINISHED_CALL_ERROR } from "./settle-unfinished-calls";

type Part = TextStreamPart<ToolSet>;

async function through(parts: object[]): Promise<Part[]> {
  const transform = settleUnfinishedCalls<ToolSet>()({ tools: {} as ToolSet, stopStream: () => {} });
  const source = new ReadableStream<Part>({
    start(controller) {
      for (const part of parts) controller.enqueue(part as Part);
      controller.close();
    },
  });
  const out: Part[] = [];
  const reader = source.pipeThrough(transform).getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) out.push(next.value);
  return out;
}

const started = (id: string) => [
  { type: "tool-input-start", id, toolName: "ask" },
  { type: "tool-input-delta", id, delta: '{"message":"Hel' },
];

describe("settleUnfinishedCalls", () => {
  it("finishes a call whose input never completed as an invalid call before its step ends", async () => {
    const out = await through([...started("a"), { type: "error", error: new Error("cut") }, { type: "finish-step" }, { type: "finish" }]);
    expect(out.map((part) => part.type)).toEqual(["tool-input-start", "tool-input-delta", "error", "tool-call", "finish-step", "finish"]);
    expect(out[3]).toMatchObject({ toolCallId: "a", toolName: "ask", input: '{"message":"Hel', invalid: true });
    expect(String((out[3] as { error?: unknown }).error)).toContain(UNFINISHED_CALL_ERROR[DEFAULT_LOCALE]);
  });

  it("leaves completed calls alone, and settles what a stream ending without a finish left open", async () => {
    const completed = await through([
      ...started("a"),
      { type: "tool-call", toolCallId: "a", toolName: "ask", input: {} },
      { type: "finish-step" },
    ]);
    expect(completed.filter((part) => part.type === "tool-call")).toHaveLength(1);
    const ended = await through(started("b"));
    expect(ended.at(-1)).toMatchObject({ type: "tool-call", toolCallId: "b", invalid: true });
  });
});
