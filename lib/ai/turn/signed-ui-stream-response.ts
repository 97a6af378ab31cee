import "server-only";
import { UI_MESSAGE_STREAM_HEADERS, type UIMessageChunk } from "ai";
import { streamSigner, type StreamVouchContext } from "./vouch-stream";

const encoder = new TextEncoder();

/**
 * The response of a tutor turn: the agent's UI chunks, signed (./vouch-stream.ts),
 * as the SDK's UI message stream protocol (server-sent events, `data: [DONE]`
 * last, its headers) — what `createUIMessageStreamResponse` of the signed chunks
 * sends, byte for byte, in one stream stage instead of three (sign, to SSE text,
 * to bytes).
 *
 * Frames made in the same tick leave as one Uint8Array, flushed on the next
 * macrotask (setImmediate): Next writes each chunk to the socket on its own (one
 * writev each, ~14 a turn), and a slow model's chunks, a tick apart, still leave
 * one by one as they come. One ReadableStream reading the agent's stream, not a
 * pipeThrough(TransformStream): that built a readable, a writable and a pipe per turn.
 */
export function signedUIMessageStreamResponse(
  stream: ReadableStream<UIMessageChunk>,
  context: StreamVouchContext,
  headers: Record<string, string> = {},
  /** Chunks a feature adds at the end of the turn, written (signed) just before the finish chunk; a stream cut off before it gets none. */
  finalChunks?: () => Promise<UIMessageChunk[]>,
): Response {
  const sign = streamSigner(context);
  const reader = stream.getReader();
  let out!: ReadableStreamDefaultController<Uint8Array>;
  let frames = "";
  let scheduled: ReturnType<typeof setImmediate> | undefined;
  let cancelled = false;
  let wake: (() => void) | undefined;

  const release = () => {
    scheduled = undefined;
    if (!frames || cancelled) return;
    out.enqueue(encoder.encode(frames));
    frames = "";
  };
  const run = async () => {
    try {
      for (;;) {
        // Backpressure: a batch nobody has read yet waits for the reader before more is read.
        if ((out.desiredSize ?? 0) <= 0) await new Promise<void>((resolve) => (wake = resolve));
        const { done, value } = await reader.read();
        if (cancelled) return;
        if (done) break;
        if (value.type === "finish" && finalChunks) {
          const added = await finalChunks().catch((error: unknown) => {
            console.error("[turn] final chunks failed:", error);
            return [];
          });
          if (cancelled) return;
          for (const part of added) for (const signed of sign(part)) frames += `data: ${JSON.stringify(signed)}\n\n`;
        }
        for (const signed of sign(value)) frames += `data: ${JSON.stringify(signed)}\n\n`;
        scheduled ??= setImmediate(release);
      }
      if (scheduled) clearImmediate(scheduled);
      out.enqueue(encoder.encode(`${frames}data: [DONE]\n\n`));
      out.close();
    } catch (error) {
      if (scheduled) clearImmediate(scheduled);
      if (cancelled) return;
      out.error(error);
      await reader.cancel(error).catch(() => {}); // a failed signing stops the agent, as a failed pipe did
    }
  };

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      out = controller;
      void run();
    },
    pull() {
      wake?.();
      wake = undefined;
    },
    cancel(reason) {
      // The learner left: the agent's stream (and with it the model request) is cancelled.
      cancelled = true;
      if (scheduled) clearImmediate(scheduled);
      wake?.();
      return reader.cancel(reason);
    },
  });
  return new Response(body, { headers: { ...UI_MESSAGE_STREAM_HEADERS, ...headers } });
}
