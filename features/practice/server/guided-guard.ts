import "server-only";
import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4Prompt,
  LanguageModelV4StreamPart as Part,
  LanguageModelV4StreamResult,
} from "@ai-sdk/provider";
import { wrapLanguageModel, type LanguageModel } from "ai";
import { answerLeak, type AnswerKey } from "../lib/answer-leak";

/**
 * Guided mode's enforcement (issue 26): while the learner may not be told the answer, every step
 * the tutor's model streams is held back until its words are checked against the question's
 * answer key (lib/answer-leak.ts). A step that tells is asked for again ONCE, with what was wrong;
 * if that tells too, the ladder's own next hint is said instead. Reasoning is never let through
 * in a guarded step (a model's thoughts spell out answers too). Tool calls of a step that passes
 * go on as they were; a replaced step has none. A model that obeys "just tell me" is stopped here,
 * not by asking it nicely.
 */
export interface GuidedGuard {
  /** The key to check against now, or null when the answer may be told (or no question is being worked on). */
  key(): AnswerKey | null;
  /** The ladder's words to say when the model cannot stop telling. */
  fallback(): string;
  /** Called once per step that was held back (for the page's "held" count and the ladder). */
  onHeld?(why: string, replaced: boolean): void;
}

type Buffered = { parts: Part[]; rest: Omit<LanguageModelV4StreamResult, "stream"> };

async function buffer(result: LanguageModelV4StreamResult): Promise<Buffered> {
  const { stream, ...rest } = result;
  const parts: Part[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
  }
  return { parts, rest };
}

const textOf = (parts: readonly Part[]) =>
  parts.map((part) => (part.type === "text-delta" || part.type === "reasoning-delta" ? part.delta : "")).join("");

/** A thrown error of the step stays an error: the turn runner says it with Retry. */
const failed = (parts: readonly Part[]) => parts.some((part) => part.type === "error");

function replay(parts: readonly Part[]): ReadableStream<Part> {
  // Reasoning is dropped: it is not for the learner while the answer is being kept back.
  const kept = parts.filter((part) => !part.type.startsWith("reasoning"));
  return new ReadableStream({
    start(controller) {
      for (const part of kept) controller.enqueue(part);
      controller.close();
    },
  });
}

function saying(text: string, finish: Part | undefined): ReadableStream<Part> {
  const id = "guided-fallback";
  const end: Part =
    finish?.type === "finish"
      ? { ...finish, finishReason: { unified: "stop", raw: "stop" } }
      : { type: "finish", finishReason: { unified: "stop", raw: "stop" }, usage: zeroUsage };
  return replay([
    { type: "stream-start", warnings: [] },
    { type: "text-start", id },
    { type: "text-delta", id, delta: text },
    { type: "text-end", id },
    end,
  ]);
}

const zeroUsage = {
  inputTokens: { total: undefined, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: undefined, text: undefined, reasoning: undefined },
} as const;

function correction(prompt: LanguageModelV4Prompt, said: string, why: string): LanguageModelV4Prompt {
  return [
    ...prompt,
    { role: "assistant", content: [{ type: "text", text: said }] },
    {
      role: "user",
      content: [
        {
          type: "text",
          text: `[Guided mode check] That reply was not sent to the learner: ${why}. The learner has not earned the answer yet. Write the reply again WITHOUT the answer — no letter, no spelling, no translation, no paraphrase that gives it — and give the next hint instead.`,
        },
      ],
    },
  ];
}

/** The model of a guided turn: every step checked against `guard` before anyone reads it. */
export function guidedModel(model: LanguageModel, guard: GuidedGuard): LanguageModelV4 {
  return wrapLanguageModel({
    model: model as LanguageModelV4,
    middleware: {
      specificationVersion: "v4",
      wrapStream: async ({ doStream, params, model: inner }) => {
        if (!guard.key()) return doStream();
        const first = await buffer(await doStream());
        const key = guard.key();
        const why = key && !failed(first.parts) ? answerLeak(textOf(first.parts), key) : null;
        if (!key || !why) return { ...first.rest, stream: replay(first.parts) };
        const again = await buffer(
          await inner.doStream({ ...params, prompt: correction(params.prompt, textOf(first.parts), why) } as LanguageModelV4CallOptions),
        );
        const still = failed(again.parts) ? "the second try failed" : answerLeak(textOf(again.parts), key);
        guard.onHeld?.(why, still !== null);
        if (!still) return { ...again.rest, stream: replay(again.parts) };
        return {
          ...again.rest,
          stream: saying(
            guard.fallback(),
            again.parts.findLast((part) => part.type === "finish"),
          ),
        };
      },
    },
  });
}
