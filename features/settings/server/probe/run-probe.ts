import "server-only";
import { createOpenAI } from "@ai-sdk/openai";
import { APICallError, RetryError } from "ai";
import { createModelFetch, unpatchedFetch } from "@/lib/ai/model-fetch";
import type { ProbeError, ProbeResult } from "@/lib/instance-settings/settings-shape";
import { checkCallsTool, checkForcedTool, checkJsonSchema, checkSingleCall, checkStreaming } from "./probe-checks";
import { probeVerdicts } from "./probe-verdicts";

export interface ProbeTarget {
  baseUrl: string;
  apiKey: string;
  model: string;
}

export interface ProbeOptions {
  /** The whole probe's bound; a check still running then counts as failed. */
  totalMs?: number;
  /** Each check's bound (first byte, then silence between chunks). */
  checkMs?: number;
  fetch?: typeof globalThis.fetch;
}

export const PROBE_TOTAL_MS = 60_000;
const CHECK_MS = 15_000;

/**
 * Probes a model through the real @ai-sdk/openai chat-completions provider, without the app's
 * repair middleware: what the model itself does. Reasoning counts as leaked when the raw answer
 * carries `<think>` or a reasoning_content field (the app hides both, but it costs time). Bounded:
 * each check by `checkMs`, the whole by `totalMs`.
 */
export async function runProbe(target: ProbeTarget, options: ProbeOptions = {}): Promise<ProbeResult> {
  const started = performance.now();
  const checkMs = options.checkMs ?? CHECK_MS;
  const total = AbortSignal.timeout(options.totalMs ?? PROBE_TOTAL_MS);
  let rawSeen = "";
  const sniff: typeof fetch = async (input, init) => {
    const response = await (options.fetch ?? unpatchedFetch())(input, init);
    // A copy of the raw answer, read aside (capped), to see what the provider's parsing hides.
    void response
      .clone()
      .text()
      .then((text) => {
        if (rawSeen.length < 200_000) rawSeen += text.slice(0, 50_000);
      })
      .catch(() => undefined);
    return response;
  };
  const provider = createOpenAI({
    baseURL: target.baseUrl,
    apiKey: target.apiKey,
    fetch: createModelFetch({ firstByteTimeoutMs: checkMs, idleTimeoutMs: checkMs, fetch: sniff }),
  });
  const model = provider.chat(target.model);
  const signal = () => AbortSignal.any([total, AbortSignal.timeout(checkMs)]);
  const checks = {
    reachable: false,
    streams: false,
    callsTool: false,
    obeysForcedTool: false,
    singleCall: false,
    jsonSchema: false,
    leaksReasoning: false,
  };
  let firstTokenMs: number | null = null;
  let tokensPerSecond: number | null = null;
  let error: ProbeError | null = null;
  try {
    const streaming = await checkStreaming(model, signal());
    Object.assign(checks, { reachable: true, streams: streaming.streams });
    ({ firstTokenMs, tokensPerSecond } = streaming);
    const calls = await checkCallsTool(model, signal());
    checks.callsTool = calls.callsTool;
    // Without tool calls the next two can only fail; skip them rather than wait on the model.
    checks.obeysForcedTool = checks.callsTool && (await checkForcedTool(model, signal()));
    checks.singleCall = checks.callsTool && (await checkSingleCall(model, signal()));
    checks.jsonSchema = await checkJsonSchema(model, signal());
    checks.leaksReasoning =
      /<think>|"reasoning_content"\s*:\s*"[^"]|"reasoning"\s*:\s*"[^"]/.test(rawSeen) || /<think>/.test(streaming.text);
  } catch (failure) {
    error = probeErrorOf(failure, total.aborted);
  }
  return {
    target: { baseUrl: target.baseUrl, model: target.model },
    at: new Date().toISOString(),
    durationMs: Math.round(performance.now() - started),
    checks,
    firstTokenMs,
    tokensPerSecond,
    error,
    verdicts: probeVerdicts(checks),
  };
}

function probeErrorOf(failure: unknown, timedOut: boolean): ProbeError {
  const root = RetryError.isInstance(failure) ? failure.lastError : failure;
  if (APICallError.isInstance(root)) {
    if (root.responseBody?.includes("nexusnote_not_openai")) return "not_openai";
    if (root.statusCode === 401 || root.statusCode === 403) return "refused_key";
    if (root.statusCode === 404) return "not_found";
    if (root.statusCode === undefined) return "unreachable";
    return "failed";
  }
  const name = root instanceof Error ? root.name : "";
  if (timedOut || name === "TimeoutError" || name === "AbortError") return "timeout";
  const text = root instanceof Error ? `${root.message} ${String((root as { cause?: unknown }).cause ?? "")}` : "";
  if (/ECONNREFUSED|ENOTFOUND|EAI_AGAIN|fetch failed|EHOSTUNREACH/i.test(text)) return "unreachable";
  return "failed";
}
