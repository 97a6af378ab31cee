import { convertToModelMessages, type UIMessage } from "ai";
import { convertToLanguageModelPrompt, standardizePrompt } from "ai/internal";
import { describe, expect, it } from "vitest";
import { signHistory } from "@/tests/support/ai/signed-history";
import { createChatTools } from "../agents/chat-agent";
import { findPendingQuestion, sanitizeMessages as sanitizeUnsigned } from "./sanitize-messages";

const tools = createChatTools({ model: "unused" as never, lookupCourses: async () => [] });
/** Histories as the server streamed them: finished parts signed, half-streamed ones not. */
const sign = (history: UIMessage[]) => signHistory(history, tools);
const sanitizeMessages = (history: UIMessage[]) => sanitizeUnsigned(sign(history));

const user = (id: string, text: string): UIMessage => ({ id, role: "user", parts: [{ type: "text", text }] });
const assistant = (id: string, parts: unknown[]): UIMessage => ({ id, role: "assistant", parts }) as UIMessage;
const text = (value: string) => ({ type: "text", text: value, state: "done" });
const step = { type: "step-start" };
const lookupDone = {
  type: "tool-lookupCourses",
  toolCallId: "l1",
  state: "output-available",
  input: { query: "sql" },
  output: { matches: [] },
};

describe("sanitizeMessages", () => {
  it("keeps a finished history as it is", () => {
    const history = [user("u1", "hi"), assistant("a1", [step, lookupDone, text("No courses yet.")])];
    expect(sanitizeMessages(history)).toEqual(sign(history));
  });

  it("cuts a tool call whose input was still streaming, and the text after it", () => {
    const history = [
      user("u1", "explain joins"),
      assistant("a1", [
        step,
        text("Let me dig in."),
        { type: "tool-deepDive", toolCallId: "d1", state: "input-streaming", input: { topic: "jo" } },
        text("partial"),
      ]),
    ];
    const clean = sanitizeMessages(history);
    expect(clean[1]?.parts).toEqual([step, text("Let me dig in.")]);
  });

  it("cuts a server tool that never returned and a deep dive with only preliminary outputs", () => {
    const history = [
      user("u1", "q"),
      assistant("a1", [step, { type: "tool-lookupCourses", toolCallId: "l2", state: "input-available", input: { query: "x" } }]),
      user("u2", "again"),
      assistant("a2", [
        step,
        text("Here goes"),
        {
          type: "tool-deepDive",
          toolCallId: "d2",
          state: "output-available",
          preliminary: true,
          input: { topic: "t" },
          output: { phase: "analyzing", explanation: "half", citations: [] },
        },
      ]),
    ];
    const clean = sanitizeMessages(history);
    expect(clean.map((m) => m.id)).toEqual(["u1", "u2", "a2"]);
    expect(clean[2]?.parts).toEqual([step, text("Here goes")]);
  });

  it("keeps a pending option question on the last message, drops an unanswered one earlier", () => {
    const question = {
      type: "tool-offerOptions",
      toolCallId: "o1",
      state: "input-available",
      input: { question: "Level?", options: ["a", "b"] },
    };
    const pendingLast = [user("u1", "teach me"), assistant("a1", [step, text("First:"), question])];
    expect(sanitizeMessages(pendingLast)).toEqual(sign(pendingLast));
    expect(findPendingQuestion(pendingLast)?.toolCallId).toBe("o1");

    const earlier = [...pendingLast, user("u2", "never mind")];
    const clean = sanitizeMessages(earlier);
    expect(clean[1]?.parts).toEqual([step, text("First:")]);
    expect(findPendingQuestion(clean)).toBeNull();
  });

  it("cuts a stopped reply at its first part the server had not signed yet, keeping what it had", () => {
    // Stop landed after "Second" ended but before its signature arrived; the signed text before it stays.
    const signed = sign([user("u1", "go"), assistant("a1", [step, text("First.")])]);
    const stopped = { ...signed[1]!, parts: [...signed[1]!.parts, step, text("Second"), text("Thi")] } as UIMessage;
    const clean = sanitizeUnsigned([signed[0]!, stopped]);
    expect(clean[1]?.parts).toEqual([step, text("First.")]);
    expect(clean[1]?.metadata).toEqual(signed[1]?.metadata);
  });

  it("keeps an unsigned message saved before signing when it is not the last (the server says why it refuses it)", () => {
    const legacy = [user("u1", "a"), assistant("a1", [step, text("Old reply")]), user("u2", "b")];
    expect(sanitizeUnsigned(legacy)).toEqual(legacy);
    // As the last message it would be refused on the next turn: it goes.
    expect(sanitizeUnsigned(legacy.slice(0, 2)).map((m) => m.id)).toEqual(["u1"]);
  });

  it("keeps errored tools (they carry a result) and drops messages left empty", () => {
    const errored = { type: "tool-lookupCourses", toolCallId: "e", state: "output-error", input: { query: "q" }, errorText: "db down" };
    const history = [
      user("u1", "a"),
      assistant("a1", [step, errored, text("Sorry.")]),
      user("u2", "b"),
      assistant("a2", [step, { type: "tool-startCourse", toolCallId: "s", state: "input-streaming" }]),
    ];
    const clean = sanitizeMessages(history);
    expect(clean.map((m) => m.id)).toEqual(["u1", "a1", "u2"]);
  });

  it("leaves a history the SDK converts without MissingToolResultsError", async () => {
    const broken = [
      user("u1", "q"),
      assistant("a1", [
        step,
        { type: "tool-deepDive", toolCallId: "d", state: "input-available", input: { topic: "t" } },
        text("dangling"),
      ]),
      user("u2", "q2"),
      assistant("a2", [step, { type: "tool-lookupCourses", toolCallId: "x", state: "input-streaming" }]),
    ];
    // What streamText does with the history before calling the model.
    const toPrompt = async (messages: UIMessage[]) =>
      convertToLanguageModelPrompt({
        prompt: await standardizePrompt({ messages: await convertToModelMessages(messages) }),
        supportedUrls: {},
        download: undefined,
      });
    await expect(toPrompt(broken)).rejects.toThrow(/tool result/i);
    await expect(toPrompt(sanitizeMessages(broken))).resolves.toBeDefined();
  });
});
