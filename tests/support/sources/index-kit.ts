/**
 * Test support for the sources index (not a test file): a deterministic embedder (bag of words
 * with a few synonyms folded together, so the semantic channel finds what keywords cannot),
 * requests to the sources routes, and a helper that runs the ingester until the queue is empty.
 */
import { createHash } from "node:crypto";
import { MockEmbeddingModelV4 } from "ai/test";
import { queryTerms } from "@/features/sources/lib/search-terms";
import type { SourceEmbedder } from "@/features/sources/server/embedder";
import { embedPendingChunks } from "@/features/sources/server/embedding-pass";
import { startSourceWorker } from "@/features/sources/server/source-worker";
import type { Database } from "@/lib/db/client";
import { sources } from "@/lib/db/schema";
import { inArray } from "drizzle-orm";

const DIMENSIONS = 64;
/** Words the test embedder treats as one meaning (keyword search sees different words). */
const SYNONYMS: Record<string, string> = {
  automobile: "car",
  vehicle: "car",
  汽车: "car",
  车辆: "car",
  physician: "doctor",
  医生: "doctor",
};

export function testEmbedding(text: string): number[] {
  const vector = new Array<number>(DIMENSIONS).fill(0);
  for (const term of queryTerms(text)) {
    const meaning = SYNONYMS[term] ?? term;
    const bucket = createHash("sha1").update(meaning).digest().readUInt32BE(0) % DIMENSIONS;
    vector[bucket]! += 1;
  }
  const norm = Math.hypot(...vector) || 1;
  return vector.map((value) => value / norm);
}

export function testEmbedder(modelId = "test-embedder"): SourceEmbedder & { calls: () => number } {
  const model = new MockEmbeddingModelV4({
    modelId,
    maxEmbeddingsPerCall: 32,
    doEmbed: async ({ values }) => ({ embeddings: values.map(testEmbedding), warnings: [] }),
  });
  // Bag of words: a one-word question and a passage of eight words sharing it are 1/√8 ≈ 0.35 apart.
  return { modelId, model, minSimilarity: 0.3, calls: () => model.doEmbedCalls.length };
}

/** Runs an ingester until every upload/paste is ready or failed (and the embedder, if any, is done). */
export async function drainSources(db: Database, options: { embedder?: SourceEmbedder | null; timeoutMs?: number } = {}): Promise<void> {
  const worker = startSourceWorker({
    db,
    concurrency: 2,
    pollMs: 20,
    staleMs: 60_000,
    maxAttempts: 3,
    retryInMs: () => 0,
    embedder: () => options.embedder ?? null,
    log: () => {},
  });
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  try {
    while (Date.now() < deadline) {
      const open = await db
        .select({ id: sources.id })
        .from(sources)
        .where(inArray(sources.status, ["queued", "reading", "splitting", "indexing"]));
      if (open.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await worker.stop();
  }
  // What became ready is embedded now rather than at the worker's next idle pass.
  if (options.embedder) while ((await embedPendingChunks(db, options.embedder)) > 0);
}

export const sourcesUrl = (courseId: string) => `http://127.0.0.1/api/courses/${courseId}/sources`;
export const searchUrl = (courseId: string, q: string) => `http://127.0.0.1/api/courses/${courseId}/search?q=${encodeURIComponent(q)}`;

/** A multipart request with the given files as `file` fields. */
export function uploadRequest(
  courseId: string,
  cookie: string,
  files: { name: string; content: string | Uint8Array<ArrayBuffer>; type?: string }[],
): Request {
  const form = new FormData();
  for (const file of files) form.append("file", new File([file.content], file.name, { type: file.type ?? "" }));
  return new Request(sourcesUrl(courseId), { method: "POST", headers: { cookie }, body: form });
}
