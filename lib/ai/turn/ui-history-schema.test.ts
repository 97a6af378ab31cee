import { safeValidateUIMessages, tool, type ToolSet } from "ai";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { cachedSchema } from "@/lib/ai/cached-schema";
import { parseUiHistory } from "./ui-history-schema";

/** A client tool (the learner answers) and a server tool, both with input and output schemas. */
const tools: ToolSet = {
  ask: tool({ inputSchema: z.object({ question: z.string().min(1) }), outputSchema: z.object({ answer: z.string() }) }),
  look: tool({
    inputSchema: z.object({ topic: z.string() }),
    outputSchema: z.object({ found: z.array(z.string()) }),
    execute: async () => ({ found: [] }),
  }),
};

const user = (parts: unknown[], extra: object = {}) => ({ id: "u1", role: "user", parts, ...extra });
const assistant = (parts: unknown[], extra: object = {}) => ({ id: "a1", role: "assistant", parts, ...extra });
const text = (value: string, extra: object = {}) => ({ type: "text", text: value, ...extra });
const call = (state: string, fields: object) => ({ type: "tool-ask", toolCallId: "c1", state, ...fields });

/** Histories the SDK's validateUIMessages accepts or refuses; parseUiHistory must agree, and parse to the same messages. */
const cases: [string, unknown][] = [
  ["one user message", [user([text("hi")])]],
  [
    "text with state, provider metadata and an unknown key (stripped)",
    [user([text("hi", { state: "done", providerMetadata: { x: { y: 1 } }, junk: 1 })])],
  ],
  ["message metadata kept, unknown message key stripped", [user([text("hi")], { metadata: { signatures: { t0: "s" } }, extra: true })]],
  [
    "a whole exchange",
    [
      user([text("hi")]),
      assistant([
        { type: "step-start" },
        { type: "reasoning", text: "thinking", state: "done" },
        text("hello"),
        call("output-available", { input: { question: "Q?" }, output: { answer: "A" } }),
        { type: "tool-look", toolCallId: "c2", state: "output-available", input: { topic: "t" }, output: { found: ["x"] } },
        { type: "tool-look", toolCallId: "c3", state: "output-error", rawInput: "{bad", errorText: "Invalid input" },
      ]),
      user([text("more")]),
    ],
  ],
  [
    "an answered call whose input does not fit (kept as an unavailable dynamic tool)",
    [assistant([call("output-error", { input: { question: 7 }, errorText: "no" })])],
  ],
  ["an empty input on a finished call", [assistant([call("output-available", { input: {}, output: { answer: "A" } })])]],
  ["a call still waiting", [assistant([call("input-available", { input: { question: "Q?" } })])]],
  ["a streaming call", [assistant([call("input-streaming", { input: undefined })])]],
  ["an empty assistant message", [assistant([])]],
  // Refused by both:
  ["an empty history", []],
  ["not a list", { messages: [] }],
  ["a user message without parts", [user([])]],
  ["a message without id", [{ role: "user", parts: [text("hi")] }]],
  ["a text part without text", [user([{ type: "text" }])]],
  ["a text part with an unknown state", [user([text("hi", { state: "weird" })])]],
  ["a call whose input does not fit", [assistant([call("output-available", { input: { question: 7 }, output: { answer: "A" } })])]],
  ["a result that does not fit", [assistant([call("output-available", { input: { question: "Q?" }, output: { answer: 1 } })])]],
  [
    "an error text on a result",
    [assistant([call("output-available", { input: { question: "Q?" }, output: { answer: "A" }, errorText: "x" })])],
  ],
  ["an approval on a waiting call", [assistant([call("input-available", { input: { question: "Q?" }, approval: { id: "p" } })])]],
  ["a tool part without call id", [assistant([{ type: "tool-ask", state: "input-available", input: { question: "Q?" } }])]],
  ["a tool part with an unknown state", [assistant([call("done", { input: { question: "Q?" } })])]],
  ["provider metadata that is not JSON", [user([text("hi", { providerMetadata: { x: { y: () => 1 } } })])]],
  ["a message that is a string", ["hello"]],
];

/** The same tools as the app declares them (cachedSchema): their zod schemas are parsed synchronously, once per object. */
const cachedTools: ToolSet = {
  ask: tool({
    inputSchema: cachedSchema(z.object({ question: z.string().min(1) })),
    outputSchema: cachedSchema(z.object({ answer: z.string() })),
  }),
  look: tool({
    inputSchema: cachedSchema(z.object({ topic: z.string() })),
    outputSchema: cachedSchema(z.object({ found: z.array(z.string()) })),
    execute: async () => ({ found: [] }),
  }),
};

describe("parseUiHistory agrees with the SDK's validateUIMessages", () => {
  it.each(cases)("%s", async (_label, messages) => {
    const ours = await parseUiHistory(structuredCloneSafe(messages), tools);
    const sdk = await safeValidateUIMessages({ messages: structuredCloneSafe(messages), tools: tools as never });
    const cached = await parseUiHistory(structuredCloneSafe(messages), cachedTools);
    expect(cached).toEqual(ours);
    expect(ours.success).toBe(sdk.success);
    if (ours.success && sdk.success) expect(ours.data).toEqual(sdk.data);
    if (!ours.success) {
      expect(ours.reason.length).toBeLessThan(300);
      expect(ours.reason).not.toMatch(/^\s*[[{]/);
    }
  });

  it("still applies a tool schema's asynchronous refinement", async () => {
    const known = new Set(["Q?"]);
    const asyncTools: ToolSet = {
      ask: tool({
        inputSchema: cachedSchema(z.object({ question: z.string().refine(async (question) => known.has(question)) })),
        outputSchema: cachedSchema(z.object({ answer: z.string() })),
      }),
    };
    const history = (question: string) => [assistant([call("output-available", { input: { question }, output: { answer: "A" } })])];
    expect((await parseUiHistory(history("Q?"), asyncTools)).success).toBe(true);
    expect(await parseUiHistory(history("Other?"), asyncTools)).toEqual({
      success: false,
      reason: expect.stringMatching(/the input of ask does not match its schema/),
    });
  });

  it("names the message and part a refusal is about", async () => {
    const result = await parseUiHistory(
      [
        user([text("hi")]),
        assistant([{ type: "step-start" }, call("output-available", { input: { question: "Q?" }, output: { answer: 1 } })]),
      ],
      tools,
    );
    expect(result).toEqual({
      success: false,
      reason: expect.stringMatching(/^message 2, part 2: the result of ask does not match its schema/),
    });
  });
});

/** structuredClone, but functions (a hostile value's) survive: both parsers must see the same input. */
function structuredCloneSafe<T>(value: T): T {
  if (Array.isArray(value)) return value.map(structuredCloneSafe) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, structuredCloneSafe(v)])) as T;
  return value;
}
