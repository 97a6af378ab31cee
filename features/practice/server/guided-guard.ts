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
import { comparableAnswer } from "../lib/answer-match";
import { callText, promptText } from "./guided-calls";
import { GUARD_CORRECTION } from "../prompts/guided-instructions";
import { POSE_PROBLEM_TOOL, posePracticeProblemInputSchema } from "../tools/pose-practice-problem";
import { parseJson } from "@/lib/safe-json";

/**
 * Guided mode's enforcement (issue 26): while the learner may not be told the answer, every step
 * the tutor's model streams is held back until its words are checked against the question's
 * answer key (lib/answer-leak.ts). A step that tells is asked for again ONCE, with what was wrong;
 * if that tells too, the ladder's own next hint is said instead. Reasoning is never let through
 * in a guarded step (a model's thoughts spell out answers too). A step's tool-call inputs are checked
 * with its words (a note written with the answer is telling it); calls of a step that passes go on
 * as they were; a replaced step has none. A model that obeys "just tell me" is stopped here,
 * not by asking it nicely.
 */
export interface GuidedGuard {
  /** Guided mode: every step is held until checked (a step may pose a problem whose key comes with it). */
  active(): boolean;
  /** The key to check against now, or null when the answer may be told (or no question is being worked on). */
  key(): AnswerKey | null;
  /** The ladder's words to say when the model cannot stop telling. */
  fallback(): string;
  /** Called once per step that was held back (for the page's "held" count and the ladder). */
  onHeld?(why: string, replaced: boolean): void;
  /**
   * What the turn's answer must carry (the worked solution's answer, a hint's citation) and the
   * ladder's words that carry it: a final step without it gets those words added, once a turn.
   */
  required?(): { marks: string[]; say: string } | null;
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
    { role: "assistant", content: [{ type: "text", text: said || "(tool calls only)" }] },
    {
      role: "user",
      content: [
        {
          type: "text",
          text: `${GUARD_CORRECTION} That reply was not sent to the learner: ${why}. The learner has not earned the answer yet. Write the reply again WITHOUT the answer — no letter, no spelling, no translation, no paraphrase that gives it — and give the next hint instead.`,
        },
      ],
    },
  ];
}

/** The answer key of a problem a step poses (its posePracticeProblem call), or null. */
function posedKey(parts: readonly Part[]): AnswerKey | null {
  const call = parts.find((part) => part.type === "tool-call" && part.toolName === POSE_PROBLEM_TOOL);
  if (call?.type !== "tool-call") return null;
  const json = parseJson(call.input);
  const input = posePracticeProblemInputSchema.safeParse(json.ok ? json.value : null);
  if (!input.success) return null;
  const { kind, prompt, answer, accepted, options, keyPoints } = input.data;
  const index = options?.findIndex((option) => comparableAnswer(option.text) === comparableAnswer(answer)) ?? -1;
  return {
    kind,
    prompt,
    answers: [answer, ...accepted],
    options: options?.map((option) => option.text) ?? null,
    correctIndex: index >= 0 ? index : null,
    keyPoints,
  };
}

/**
 * The raw input of each call the step began and never finished (a stream cut, or a model that stopped
 * mid-call): no tool-call part reads it as a whole, yet the page streams it as it came.
 */
function unfinishedInputs(parts: readonly Part[]): string {
  const finished = new Set(parts.flatMap((part) => (part.type === "tool-call" ? [part.toolCallId] : [])));
  return parts.map((part) => (part.type === "tool-input-delta" && !finished.has(part.id) ? part.delta : "")).join("");
}

/**
 * Why a step tells the answer of `key`: its words, or its calls' inputs the page would show (a note's
 * diff, a posed problem's prompt, a call's input as it streamed even if it never finished), read
 * together as the learner would read them.
 */
function leakOf(parts: readonly Part[], key: AnswerKey, given: string): string | null {
  const words = textOf(parts);
  const told = answerLeak(words, key);
  if (told) return told;
  const calls = [callText(parts, given, key.answers), unfinishedInputs(parts)].filter(Boolean).join("\n");
  if (!calls) return null;
  const both = answerLeak(`${words}\n${calls}`, key);
  if (!both) return null;
  const names = [...new Set(parts.flatMap((part) => (part.type === "tool-call" ? [part.toolName] : [])))].join(", ");
  return `the input of its ${names} call would show the learner the answer (${both})`;
}

/**
 * A step that failed and told: only its failure goes on (the turn runner says it with Retry), none of
 * its words, thoughts or calls. Asking again is the learner's Retry, not the guard's.
 */
function onlyFailure(parts: readonly Part[]): Part[] {
  return parts.filter((part) => !/^(?:text|reasoning|tool-input)-/.test(part.type) && part.type !== "tool-call");
}

/** The step without its words (and thoughts) and without its calls but the posed problem's. */
function onlyPosing(parts: readonly Part[]): Part[] {
  const others = new Set(
    parts.flatMap((part) => (part.type === "tool-call" && part.toolName !== POSE_PROBLEM_TOOL ? [part.toolCallId] : [])),
  );
  return parts.filter((part) => {
    if (part.type.startsWith("text-") || part.type.startsWith("reasoning")) return false;
    if (part.type === "tool-call") return !others.has(part.toolCallId);
    if (part.type === "tool-input-start" || part.type === "tool-input-delta" || part.type === "tool-input-end") return !others.has(part.id);
    return true;
  });
}

/** The model of a guided turn: every step checked against `guard` before anyone reads it. */
export function guidedModel(model: LanguageModel, guard: GuidedGuard): LanguageModelV4 {
  let completed = false;
  /** A final step (words, no call) missing what the turn must carry gets the ladder's words after its own. */
  const withRequired = (parts: Part[]): Part[] => {
    const required = completed ? null : guard.required?.();
    if (!required || failed(parts) || parts.some((part) => part.type === "tool-call")) return parts;
    completed = true;
    const said = comparableAnswer(textOf(parts.filter((part) => part.type === "text-delta")));
    if (required.marks.every((mark) => said.includes(comparableAnswer(mark)))) return parts;
    const finish = parts.findLastIndex((part) => part.type === "finish");
    const id = "guided-rung";
    const added: Part[] = [
      { type: "text-start", id },
      { type: "text-delta", id, delta: `${said ? "\n\n" : ""}${required.say}` },
      { type: "text-end", id },
    ];
    return finish < 0 ? [...parts, ...added] : [...parts.slice(0, finish), ...added, ...parts.slice(finish)];
  };
  return wrapLanguageModel({
    model: model as LanguageModelV4,
    middleware: {
      specificationVersion: "v4",
      wrapStream: async ({ doStream, params, model: inner }) => {
        if (!guard.active()) return doStream();
        const first = await buffer(await doStream());
        const key = guard.key();
        if (!key) {
          // A problem posed in this step: its words beside the call must not give its own answer.
          // Its other calls (a note written with that answer) must not either: then only the problem is posed.
          const posed = posedKey(first.parts);
          const told = posed ? leakOf(first.parts, posed, promptText(params.prompt)) : null;
          if (told) guard.onHeld?.(told, true);
          const kept = failed(first.parts) ? onlyFailure(first.parts) : onlyPosing(first.parts);
          return { ...first.rest, stream: replay(told ? kept : withRequired(first.parts)) };
        }
        const given = promptText(params.prompt);
        // A step that failed is checked too: what it streamed before it broke off (words, a call's input
        // cut mid-way) would reach the learner with its error. Under load the model fetch's idle limit
        // cuts a step that had already streamed a whole note with the answer in it.
        const why = leakOf(first.parts, key, given);
        if (!why) return { ...first.rest, stream: replay(withRequired(first.parts)) };
        if (failed(first.parts)) {
          guard.onHeld?.(why, true);
          return { ...first.rest, stream: replay(onlyFailure(first.parts)) };
        }
        const retry = { ...params, prompt: correction(params.prompt, textOf(first.parts), why) } as LanguageModelV4CallOptions;
        const again = await buffer(await inner.doStream(retry));
        const still = failed(again.parts) ? "the second try failed" : leakOf(again.parts, key, given);
        guard.onHeld?.(why, still !== null);
        if (!still) return { ...again.rest, stream: replay(withRequired(again.parts)) };
        completed = true;
        const finish = again.parts.findLast((part) => part.type === "finish");
        return { ...again.rest, stream: saying(guard.fallback(), finish) };
      },
    },
  });
}
