import { parseJsonEventStream, uiMessageChunkSchema, type UIMessageChunk } from "ai";

/**
 * Parses an SSE UI message stream response into validated chunks (throws on a
 * malformed chunk). Used by the agent tests of every feature that streams.
 */
export async function readUiChunks(response: Response): Promise<UIMessageChunk[]> {
  if (!response.body) throw new Error("response has no body");
  const chunks: UIMessageChunk[] = [];
  const reader = parseJsonEventStream({ stream: response.body, schema: uiMessageChunkSchema }).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!value.success) throw new Error(`malformed UI chunk: ${String(value.error)}`);
    chunks.push(value.value as UIMessageChunk);
  }
  return chunks;
}

/** What the learner reads of a streamed reply: its text deltas, joined. */
export const chunkText = (chunks: UIMessageChunk[]) => chunks.map((chunk) => (chunk.type === "text-delta" ? chunk.delta : "")).join("");
