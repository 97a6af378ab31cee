/**
 * The turn runner with each kind of history: what it loads, when it refuses
 * (before anything streams), what it hands back once the stream has ended,
 * and that a failure to keep the conversation is logged, not thrown at the learner.
 */
import { ToolLoopAgent, type UIMessage } from "ai";
import { MockLanguageModelV4, simulateReadableStream } from "ai/test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppError } from "@/lib/errors";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { readUiChunks } from "@/tests/support/ai/read-ui-chunks";
import { createMessageVouch } from "./message-vouch";
import { runTutorTurn } from "./run-tutor-turn";
import { clientSignedHistory, serverStoredHistory, type HistoryValidator, type TurnHistory } from "./turn-history";
import { validateUiHistory } from "./validate-ui-history";

const usage = { inputTokens: { total: 3, noCache: 3, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 2, text: 2, reasoning: 0 } };
const vouch = createMessageVouch("test-secret-for-the-turn-runner");

function answering(text: string) {
  return new MockLanguageModelV4({
    doStream: async () => {
      const chunks = [
        { type: "text-start", id: "t" },
        { type: "text-delta", id: "t", delta: text },
        { type: "text-end", id: "t" },
        { type: "finish", finishReason: { unified: "stop", raw: undefined }, usage },
      ];
      return { stream: simulateReadableStream({ chunks }) } as never;
    },
  });
}

const agentSaying = (text: string) => new ToolLoopAgent({ model: answering(text), tools: {} });
const learner = (text: string): UIMessage => ({ id: `u-${text}`, role: "user", parts: [{ type: "text", text }] });
const outcome = {
  label: "test",
  completes: (part: { type: string }) => part.type === "text-delta",
  emptyMessage: { en: "Nothing came back.", zh: "什么也没有返回。" },
};
const turn = (history: TurnHistory<UIMessage>, text = "Hello there.") =>
  runTutorTurn({ agent: agentSaying(text), history, options: undefined, vouch, locale: DEFAULT_LOCALE, outcome });

const textOf = (chunks: { type: string; delta?: string }[]) =>
  chunks.map((chunk) => (chunk.type === "text-delta" ? chunk.delta : "")).join("");

afterEach(() => vi.restoreAllMocks());

describe("runTutorTurn", () => {
  it("a client-signed history: validated with the agent's tools and the vouch, answered, signed, nothing kept", async () => {
    const calls: unknown[][] = [];
    const validate: HistoryValidator = (messages, tools, given) => {
      calls.push([messages, tools, given]);
      return validateUiHistory(messages, tools, { vouch: given });
    };
    const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const response = await turn(clientSignedHistory([learner("hi")], validate));
    expect(response.headers.get("cache-control")).toBe("no-cache, no-transform");
    const chunks = await readUiChunks(response);
    expect(textOf(chunks)).toBe("Hello there.");
    expect(calls).toEqual([[[learner("hi")], {}, vouch]]);
    // Signed: the text part's signature follows it.
    expect(chunks.some((chunk) => chunk.type === "message-metadata")).toBe(true);
    // One log line per turn, with its cost.
    expect(write.mock.calls.map(([line]) => String(line))).toContainEqual(
      expect.stringMatching(/^\[test\] turn outcome=ok steps=1 requests=\d+ promptTokens=\d+ completionTokens=\d+\n$/),
    );
  });

  it("a history that fails validation is refused before the agent runs", async () => {
    const refuse = async () => {
      throw new AppError("bad_request", "forged");
    };
    const model = answering("never");
    const agent = new ToolLoopAgent({ model, tools: {} });
    await expect(
      runTutorTurn({ agent, history: clientSignedHistory([], refuse), options: undefined, vouch, locale: DEFAULT_LOCALE, outcome }),
    ).rejects.toThrow("forged");
    expect(model.doStreamCalls).toHaveLength(0);
  });

  it("a server-stored history: saved before the model answers and again, finished, when the stream ends", async () => {
    const saved: UIMessage[][] = [];
    const history = serverStoredHistory<UIMessage>([learner("hi")], async (messages) => void saved.push([...messages]));
    const chunks = await readUiChunks(await turn(history, "Stored answer."));
    expect(textOf(chunks)).toBe("Stored answer.");
    expect(saved).toHaveLength(2);
    expect(saved[0]).toEqual([learner("hi")]);
    expect(saved[1]!.map((message) => message.role)).toEqual(["user", "assistant"]);
    expect(saved[1]![1]!.parts).toContainEqual(expect.objectContaining({ type: "text", text: "Stored answer." }));
  });

  it("a stored row the SDK's schemas refuse is refused before the model answers, and nothing is saved", async () => {
    const save = vi.fn(async () => {});
    const history = serverStoredHistory<UIMessage>([{ id: "x", role: "user", parts: [{ type: "text" }] }], save);
    await expect(turn(history)).rejects.toThrow();
    expect(save).not.toHaveBeenCalled();
  });

  it("keeping the finished conversation fails → logged with the tutor's label; the learner's stream still ends cleanly", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    let calls = 0;
    const history = serverStoredHistory<UIMessage>([learner("hi")], async () => {
      calls += 1;
      if (calls === 2) throw new Error("disk full");
    });
    const chunks = await readUiChunks(await turn(history));
    expect(chunks.some((chunk) => chunk.type === "error")).toBe(false);
    expect(error).toHaveBeenCalledWith("[test] conversation not saved:", expect.any(Error));
  });
});
