import "server-only";
import { embedMany } from "ai";
import type { Database } from "@/lib/db/client";
import type { SourceEmbedder } from "./embedder";
import { ensureVectorTable, pendingChunks, storeVectors, vectorSupport, vectorTableName } from "../data/vector-queries";

export interface EmbeddingPassOptions {
  batchSize?: number;
  /** Batches per pass, so one pass never holds the worker for long. */
  maxBatches?: number;
  timeoutMs?: number;
}

/**
 * Embeds chunks of ready sources that have no vector for this model yet, in batches. Keyword
 * search works meanwhile; a failing endpoint only delays semantic hits (the next pass tries again,
 * and `embedMany` retries each batch). Returns how many chunks were embedded.
 */
export async function embedPendingChunks(db: Database, embedder: SourceEmbedder, options: EmbeddingPassOptions = {}): Promise<number> {
  const { batchSize = 64, maxBatches = 8, timeoutMs = 60_000 } = options;
  if (!(await vectorSupport(db)).ok) return 0;
  const table = vectorTableName(embedder.modelId);
  let embedded = 0;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const chunks = await pendingChunks(db, table, batchSize);
    if (chunks.length === 0) break;
    const { embeddings } = await embedMany({
      model: embedder.model,
      values: chunks.map((chunk) => (chunk.heading ? `${chunk.heading}\n${chunk.text}` : chunk.text)),
      maxRetries: 2,
      abortSignal: AbortSignal.timeout(timeoutMs),
    });
    if (embeddings.length !== chunks.length || embeddings.length === 0) throw new Error("the embedding endpoint returned a wrong count");
    const dimensions = embeddings[0]!.length;
    if (embeddings.some((vector) => vector.length !== dimensions)) throw new Error("the embedding endpoint returned mixed dimensions");
    await ensureVectorTable(db, table, dimensions);
    await storeVectors(
      db,
      table,
      chunks.map((chunk, index) => ({ chunkId: chunk.id, embedding: embeddings[index]! })),
    );
    embedded += chunks.length;
    if (chunks.length < batchSize) break;
  }
  return embedded;
}
