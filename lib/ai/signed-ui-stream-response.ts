import "server-only";
import { UI_MESSAGE_STREAM_HEADERS, type UIMessageChunk } from "ai";
import { streamSigner, type StreamVouchContext } from "./vouch-stream";

const encoder = new TextEncoder();

/**
 * The response of a tutor turn: the agent's UI chunks, signed (./vouch-stream.ts),
 * as the SDK's UI message stream protocol (server-sent events, `data: [DONE]`
 * last, its headers) — what `createUIMessageStreamResponse` of the signed chunks
 * sends, byte for byte, in one stream stage instead of three (sign, to SSE text,
 * to bytes): every chunk of every turn used to take three more promise hops and
 * queues, and a chunk with its signature now leaves as one write.
 */
export function signedUIMessageStreamResponse(
  stream: ReadableStream<UIMessageChunk>,
  context: StreamVouchContext,
  headers: Record<string, string> = {},
): Response {
  const sign = streamSigner(context);
  const body = stream.pipeThrough(
    new TransformStream<UIMessageChunk, Uint8Array>({
      transform(chunk, controller) {
        let frames = "";
        for (const out of sign(chunk)) frames += `data: ${JSON.stringify(out)}\n\n`;
        controller.enqueue(encoder.encode(frames));
      },
      flush(controller) {
        controller.enqueue(encoder.encode("data: [DONE]\n\n"));
      },
    }),
  );
  return new Response(body, { headers: { ...UI_MESSAGE_STREAM_HEADERS, ...headers } });
}
