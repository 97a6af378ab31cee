import "server-only";
import { parseJson } from "@/lib/safe-json";
import { AGENT_OPTIONS_KEY } from "./agent-call";
import type {
  LanguageModelV4CallOptions,
  LanguageModelV4Content,
  LanguageModelV4Middleware,
  LanguageModelV4StreamPart as Part,
  LanguageModelV4Usage,
} from "@ai-sdk/provider";
import { answerMissingError, answerNowPrompt, mustAnswerInWords } from "./answer-now";
import { correctionPrompt, forcedToolError, forcedToolOf, isForcedCall } from "./forced-tool";
import { tappedWriter } from "./part-taps";
import { PartRepairer, type RepairContext } from "./repair-parts";

/**
 * Makes real OpenAI-compatible servers look like well-behaved models to the
 * agents: reasoning split out in every form, `<tool_call>` markup turned into
 * calls, calls to tools not offered dropped, extra calls to one-at-a-time tools
 * dropped, reused ids renewed, finish reasons fixed — and when a forced tool is
 * still missing, or a request that offers no tools got no words (./answer-now.ts),
 * ONE more request with what was wrong, then a clear error.
 *
 * Per-agent settings travel in `providerOptions.nexusnote` (no provider reads them):
 * `singleCallTools: string[]`; per step, `allowedTools: string[]` (offered tools a
 * call may use now — a call to another counts as not offered).
 */
const isJson = (text: string) => parseJson(text).ok;

function contextOf(params: LanguageModelV4CallOptions): RepairContext {
  const knownIds = new Set<string>();
  for (const message of params.prompt) {
    if (message.role === "system") continue;
    for (const part of message.content) if ("toolCallId" in part) knownIds.add(part.toolCallId);
  }
  const options = (params.providerOptions?.[AGENT_OPTIONS_KEY] ?? {}) as { singleCallTools?: unknown; allowedTools?: unknown };
  const single = Array.isArray(options.singleCallTools) ? options.singleCallTools.filter((name) => typeof name === "string") : [];
  const allowed = Array.isArray(options.allowedTools) ? new Set(options.allowedTools.filter((name) => typeof name === "string")) : null;
  return {
    offered: new Set((params.tools ?? []).map((tool) => tool.name).filter((name) => !allowed || allowed.has(name))),
    knownIds,
    singleCall: new Set(single as string[]),
    keepRaw: params.includeRawChunks === true,
  };
}

const add = (a: number | undefined, b: number | undefined) => (a === undefined && b === undefined ? undefined : (a ?? 0) + (b ?? 0));
function addUsage(a: LanguageModelV4Usage | undefined, b: LanguageModelV4Usage): LanguageModelV4Usage {
  if (!a) return b;
  return {
    ...b,
    inputTokens: { ...b.inputTokens, total: add(a.inputTokens.total, b.inputTokens.total) },
    outputTokens: { ...b.outputTokens, total: add(a.outputTokens.total, b.outputTokens.total) },
  };
}

/**
 * Holds no state between calls: whether a response opens with unannounced reasoning
 * (an unopened `</think>`) is decided from that response alone (./repair-parts.ts),
 * never learned from an earlier learner's or agent's answer.
 */
export function createRepairMiddleware(): LanguageModelV4Middleware {
  return {
    specificationVersion: "v4",
    wrapStream: async ({ params, model }) => {
      const forced = forcedToolOf(params);
      // What the response must hold to be passed on: the forced call, words, or (neither) anything.
      const demand = forced ? "call" : mustAnswerInWords(params) ? "words" : null;
      const open = (prompt = params.prompt) => model.doStream({ ...params, prompt, includeRawChunks: true });
      const first = await open();
      const retryPrompt = (answered: string, problems: string[]) =>
        forced ? correctionPrompt(params, forced, answered, problems) : answerNowPrompt(params, problems);

      let controller!: ReadableStreamDefaultController<Part>;
      // Set when the reader cancels (the learner stopped, the route gave up): the model's stream is
      // cancelled with it, and no retry is opened for a response nobody will read.
      let cancelled = false;
      let reading: ReadableStreamDefaultReader<Part> | undefined;
      const stream = new ReadableStream<Part>({
        start(started) {
          controller = started;
        },
        cancel(reason) {
          cancelled = true;
          out.stop();
          return reading?.cancel(reason);
        },
      });
      // Parts go out through the writer, which lets an observer (the usage meter) see them here
      // instead of in a stream layer of its own (./part-taps.ts).
      const out = tappedWriter(stream, controller);
      void (async () => {
        let usage: LanguageModelV4Usage | undefined;
        let problems: string[] = [];
        let answered = "";
        try {
          for (let attempt = 0; attempt < (demand ? 2 : 1); attempt++) {
            const result = attempt === 0 ? first : await open(retryPrompt(answered, problems));
            if (cancelled) return void (await result.stream.cancel());
            const repairer = new PartRepairer(contextOf(params));
            const held: Part[] = [];
            const badIds = new Set<string>();
            let released = !demand;
            let broken = false;
            let finish: Extract<Part, { type: "finish" }> | undefined;
            answered = "";
            const reader = (reading = result.stream.getReader());
            for (;;) {
              const { done, value } = await reader.read();
              if (cancelled) return;
              if (done) break;
              for (const part of repairer.push(value)) {
                // After a broken stream, a half-received tool call is noise, not a call to run.
                if (broken && (part.type === "tool-call" || part.type.startsWith("tool-input"))) continue;
                if (part.type === "error") broken = true;
                if (part.type === "finish") {
                  finish = part;
                  continue;
                }
                if (part.type === "stream-start" || part.type === "response-metadata") {
                  if (attempt === 0) out.enqueue(part);
                  continue;
                }
                if (!released && demand === "words" && part.type === "text-delta" && part.delta.trim()) {
                  released = true;
                  for (const kept of held) out.enqueue(kept);
                  held.length = 0;
                }
                if (!released && forced && part.type === "tool-call") {
                  if (!isJson(part.input)) {
                    repairer.problems.push(`Your arguments for "${part.toolName}" were not valid JSON.`);
                    badIds.add(part.toolCallId);
                    continue;
                  }
                  if (isForcedCall(forced, part.toolName)) {
                    released = true;
                    for (const kept of held) if (!("id" in kept && badIds.has(String(kept.id)))) out.enqueue(kept);
                    held.length = 0;
                  }
                }
                if (part.type === "error" && !released) {
                  released = true; // a broken stream is reported as it is, not retried as a tool problem
                  for (const kept of held) out.enqueue(kept);
                  held.length = 0;
                }
                if (released) out.enqueue(part);
                else {
                  held.push(part);
                  if (part.type === "text-delta") answered += part.delta;
                }
              }
            }
            if (finish) usage = addUsage(usage, finish.usage);
            if (released) {
              if (finish) out.enqueue({ ...finish, usage: usage ?? finish.usage });
              out.close();
              return;
            }
            problems = repairer.problems;
            if (attempt === 1) {
              out.enqueue({ type: "error", error: forced ? forcedToolError(forced, problems) : answerMissingError(problems) });
              out.enqueue({
                type: "finish",
                finishReason: { unified: "error", raw: finish?.finishReason.raw },
                usage: usage ?? finish!.usage,
              });
              out.close();
              return;
            }
          }
        } catch (error) {
          controller.error(error);
        }
      })();
      return { ...first, stream };
    },

    wrapGenerate: async ({ params, model }) => {
      const forced = forcedToolOf(params);
      let usage: LanguageModelV4Usage | undefined;
      let problems: string[] = [];
      let answered = "";
      for (let attempt = 0; ; attempt++) {
        const prompt = attempt === 0 ? params.prompt : correctionPrompt(params, forced!, answered, problems);
        const result = await model.doGenerate({ ...params, prompt });
        usage = addUsage(usage, result.usage);
        const repairer = new PartRepairer(contextOf(params));
        const parts: Part[] = [];
        const reasoning = (result.response?.body as { choices?: { message?: { reasoning_content?: unknown } }[] })?.choices?.[0]?.message
          ?.reasoning_content;
        if (typeof reasoning === "string" && reasoning) {
          parts.push(...repairer.push({ type: "raw", rawValue: { choices: [{ delta: { reasoning_content: reasoning } }] } }));
        }
        for (const item of result.content) {
          if (item.type === "text") parts.push(...repairer.push({ type: "text-delta", id: "t", delta: item.text }));
          else if (item.type === "tool-call") parts.push(...repairer.push(item));
        }
        parts.push(...repairer.push({ type: "finish", finishReason: result.finishReason, usage: result.usage }));
        const content: LanguageModelV4Content[] = [];
        let text = "";
        let thought = "";
        for (const part of parts) {
          if (part.type === "text-delta") text += part.delta;
          else if (part.type === "reasoning-delta") thought += part.delta;
          else if (part.type === "tool-call") content.push(part);
        }
        if (thought) content.unshift({ type: "reasoning", text: thought });
        if (text) content.splice(thought ? 1 : 0, 0, { type: "text", text });
        const finish = parts.find((part) => part.type === "finish");
        const ok =
          !forced || content.some((part) => part.type === "tool-call" && isForcedCall(forced, part.toolName) && isJson(part.input));
        if (ok) return { ...result, content, usage, finishReason: finish?.type === "finish" ? finish.finishReason : result.finishReason };
        problems = repairer.problems;
        answered = text;
        if (attempt === 1) throw forcedToolError(forced!, problems);
      }
    },
  };
}
