import type { TextStreamPart, ToolSet } from "ai";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ensureTurnOutcome, type TurnEnding } from "./turn-outcome";

type Part = TextStreamPart<ToolSet>;
const step = (...parts: object[]) => [{ type: "start-step" }, ...parts, { type: "finish-step" }] as Part[];
const words = (text: string) => ({ type: "text-delta", id: "t", text });
const call = (invalid = false) => ({
  type: "tool-call",
  toolCallId: "c",
  toolName: "readFile",
  input: {},
  ...(invalid ? { invalid } : {}),
});
const proposal = { type: "tool-approval-request", approvalId: "a", toolCall: call() };

async function outcome(parts: Part[]) {
  vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  const endings: TurnEnding[] = [];
  const transform = ensureTurnOutcome<ToolSet>({
    label: "test",
    completes: (part) => part.type === "tool-approval-request",
    answerInLastStep: true,
    emptyMessage: (ending) => {
      endings.push(ending);
      return { en: "no answer — retry", zh: "没有回答——请重试" };
    },
  })({ tools: {} as ToolSet, stopStream: () => {} });
  const out: Part[] = [];
  const writer = transform.writable.getWriter();
  const reading = (async () => {
    for await (const part of transform.readable as unknown as AsyncIterable<Part>) out.push(part);
  })();
  for (const part of [...parts, { type: "finish" } as Part]) await writer.write(part);
  await writer.close();
  await reading;
  return { errors: out.filter((part) => part.type === "error").length, last: out.at(-1)?.type, endings };
}

afterEach(() => vi.restoreAllMocks());

describe("ensureTurnOutcome with answerInLastStep", () => {
  it("words in the last step, or a proposal, complete the turn", async () => {
    expect((await outcome([...step(call()), ...step(words("A Pod is small."))])).errors).toBe(0);
    expect((await outcome(step(words("I suggest this."), proposal))).errors).toBe(0);
  });

  it("words before a call are a preamble: a turn that stops after its tools gets one error, before the finish", async () => {
    const read = await outcome([...step(words("Let me read it."), call()), ...step(words("  "))]);
    expect(read).toEqual({ errors: 1, last: "finish", endings: [{ toolCalls: 1, invalidCalls: 0 }] });
    const broken = await outcome([...step(words("Trying."), call(true)), ...step(call(true))]);
    expect(broken.endings).toEqual([{ toolCalls: 2, invalidCalls: 2 }]);
    expect((await outcome([])).endings).toEqual([{ toolCalls: 0, invalidCalls: 0 }]);
  });

  it("a turn that already failed gets no second error", async () => {
    expect((await outcome([...step(call()), { type: "error", error: new Error("cut") } as Part])).errors).toBe(1);
  });
});
