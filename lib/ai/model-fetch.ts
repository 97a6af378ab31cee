import "server-only";
import { parseJson } from "@/lib/safe-json";
import { currentTurnMeter } from "./turn/turn-meter";
import { SseNormalizer, tidyCompletion } from "./wire-normalizer";

/**
 * The fetch every model request goes through. Timeouts that fit streaming and
 * work on Node 20: a time-to-first-byte limit, then an idle limit between body
 * chunks, on plain setTimeout timers (held by the event loop, cleared when the
 * body ends) that abort the request's own controller — so the provider's HTTP
 * request really stops. (AbortSignal.timeout can be collected early on Node 20,
 * nodejs/node#57736, and a whole-body deadline cuts healthy slow streams.)
 *
 * A streamed body that breaks (reset, proxy timeout, our idle limit) ends with
 * an in-band error event the provider reports as an error part, so the turn
 * ends with the app's sentence instead of a torn response.
 */
export interface ModelFetchOptions {
  firstByteTimeoutMs: number;
  idleTimeoutMs: number;
  fetch?: typeof fetch;
}

export class ModelTimeoutError extends Error {
  override readonly name = "TimeoutError";
  constructor(
    readonly phase: "first-byte" | "idle",
    readonly ms: number,
  ) {
    super(phase === "first-byte" ? `no answer from the model server within ${ms} ms` : `the model stream was silent for ${ms} ms`);
  }
}

/** Error types our in-band events carry; describeStreamError turns them into sentences. */
export const WIRE_ERROR = { timeout: "nexusnote_timeout", cut: "nexusnote_stream_cut", notOpenAi: "nexusnote_not_openai" } as const;

const encoder = new TextEncoder();
const errorEvent = (type: string, message: string) => encoder.encode(`\n\ndata: ${JSON.stringify({ error: { message, type } })}\n\n`);

type MaybePatchedFetch = typeof fetch & { _nextOriginalFetch?: typeof fetch };

/**
 * The fetch under Next.js's patch: Next keeps it as `_nextOriginalFetch` on its patched global.
 * Its cache/tracing wrapper around a streaming POST to the model is pure cost (~0.3 ms CPU a turn in a profile).
 */
export function unpatchedFetch(): typeof fetch {
  const current = globalThis.fetch as MaybePatchedFetch;
  return current._nextOriginalFetch ?? current;
}

export function createModelFetch(options: ModelFetchOptions): typeof fetch {
  const { firstByteTimeoutMs: firstByte, idleTimeoutMs: idle } = options;
  return async (input, init) => {
    // Looked up per request: Next patches the global fetch after this module may have loaded.
    const baseFetch = options.fetch ?? unpatchedFetch();
    const meter = currentTurnMeter();
    if (meter) meter.requests += 1;
    const onUsage = (prompt: number, completion: number) => {
      if (!meter) return;
      meter.promptTokens += prompt;
      meter.completionTokens += completion;
    };

    const controller = new AbortController();
    const outer = init?.signal ?? undefined;
    const onOuterAbort = () => controller.abort(outer?.reason);
    if (outer?.aborted) controller.abort(outer.reason);
    else outer?.addEventListener("abort", onOuterAbort, { once: true });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      clearTimeout(timer);
      timer = undefined;
      outer?.removeEventListener("abort", onOuterAbort);
    };
    timer = setTimeout(() => controller.abort(new ModelTimeoutError("first-byte", firstByte)), firstByte);
    let response: Response;
    try {
      response = await baseFetch(input, { ...init, signal: controller.signal });
    } catch (error) {
      settle();
      throw controller.signal.aborted ? controller.signal.reason : error;
    }
    const type = response.headers.get("content-type") ?? "";
    if (!response.ok || !response.body) {
      settle();
      return response;
    }
    if (type.includes("text/html")) {
      // A proxy's or login page's HTML with status 200 is not a model answer.
      settle();
      await response.body.cancel().catch(() => {});
      const body = JSON.stringify({
        error: { message: "The server answered with an HTML page, not a model response.", type: WIRE_ERROR.notOpenAi },
      });
      // 400, not 5xx: retrying a misconfigured URL only delays the sentence that names it.
      return new Response(body, { status: 400, headers: { "content-type": "application/json" } });
    }
    if (!type.includes("event-stream")) {
      try {
        const text = await response.text();
        settle();
        const parsed = parseJson(text);
        if (!parsed.ok) return new Response(text, { status: response.status, headers: response.headers });
        tidyCompletion(parsed.value, onUsage);
        return new Response(JSON.stringify(parsed.value), { status: response.status, headers: response.headers });
      } catch (error) {
        settle();
        throw controller.signal.aborted ? controller.signal.reason : error;
      }
    }

    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    const normalizer = new SseNormalizer(onUsage);
    // The idle limit without a timer per chunk: each chunk only notes when it came, and one timer
    // checks on expiry, re-armed for what is left while chunks keep coming (a clearTimeout and a
    // setTimeout per chunk showed in the turn's profile).
    let lastChunkAt = 0;
    let idleArmed = false;
    const checkIdle = () => {
      const quiet = Date.now() - lastChunkAt;
      if (quiet >= idle) controller.abort(new ModelTimeoutError("idle", idle));
      else timer = setTimeout(checkIdle, idle - quiet);
    };
    // Whether the bytes before this chunk ended on a line break: then a chunk of whole lines the
    // normalizer left alone goes on as the bytes that came, not decoded and encoded again.
    let aligned = true;
    const body = new ReadableStream<Uint8Array>({
      async pull(stream) {
        try {
          const { done, value } = await reader.read();
          if (done) {
            settle();
            const rest = normalizer.end();
            if (rest) stream.enqueue(encoder.encode(rest));
            stream.close();
            return;
          }
          lastChunkAt = Date.now();
          if (!idleArmed) {
            // The first byte came: from now on the idle limit.
            idleArmed = true;
            clearTimeout(timer);
            timer = setTimeout(checkIdle, idle);
          }
          const text = decoder.decode(value, { stream: true });
          const out = normalizer.push(text);
          // Ending on a line break, the decoder and the normalizer hold nothing back.
          const whole = value[value.byteLength - 1] === 0x0a;
          if (aligned && whole && out === text) stream.enqueue(value);
          else if (out) stream.enqueue(encoder.encode(out));
          aligned = whole;
        } catch (error) {
          settle();
          const reason: unknown = controller.signal.aborted ? controller.signal.reason : error;
          if (outer?.aborted) {
            stream.error(reason); // the learner left: nobody is listening
            return;
          }
          normalizer.end(true);
          const timedOut = reason instanceof ModelTimeoutError;
          console.warn("[model] stream broke:", reason instanceof Error ? reason.message : reason);
          stream.enqueue(
            errorEvent(timedOut ? WIRE_ERROR.timeout : WIRE_ERROR.cut, reason instanceof Error ? reason.message : "stream broke"),
          );
          stream.close();
        }
      },
      cancel(reason) {
        settle();
        controller.abort(reason);
        return reader.cancel(reason).catch(() => {});
      },
    });
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}
