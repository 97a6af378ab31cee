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
 * one by one as they come.
 */
export function signedUIMessageStreamResponse(
  stream: ReadableStream<UIMessageChunk>,
  context: StreamVouchContext,
  headers: Record<string, string> = {},
): Response {
  const sign = streamSigner(context);
  let frames = "";
  let scheduled: ReturnType<typeof setImmediate> | undefined;
  let out: TransformStreamDefaultController<Uint8Array> | undefined;
  const release = () => {
    scheduled = undefined;
    if (!frames || !out) return;
    const bytes = encoder.encode(frames);
    frames = "";
    try {
      out.enqueue(bytes);
    } catch {
      // The response was cancelled (the learner left) between the tick and this flush: nobody reads it.
    }
  };
  const body = stream.pipeThrough(
    new TransformStream<UIMessageChunk, Uint8Array>({
      start(controller) {
        out = controller;
      },
      transform(chunk) {
        for (const signed of sign(chunk)) frames += `data: ${JSON.stringify(signed)}\n\n`;
        scheduled ??= setImmediate(release);
      },
      flush(controller) {
        if (scheduled) clearImmediate(scheduled);
        scheduled = undefined;
        controller.enqueue(encoder.encode(`${frames}data: [DONE]\n\n`));
        frames = "";
      },
    }),
  );
  return new Response(body, { headers: { ...UI_MESSAGE_STREAM_HEADERS, ...headers } });
}
