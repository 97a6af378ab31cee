import "server-only";
import type { Database } from "@/lib/db/client";
import type { SearchMode } from "../contract";
import type { SourceEmbedder } from "./embedder";
import { vectorSupport } from "../data/vector-queries";

/** Which search is active, and why semantic search is off when a model is configured. */
export async function searchModeFor(db: Database, embedder: SourceEmbedder | null): Promise<SearchMode> {
  if (!embedder) return { mode: "keyword" };
  const support = await vectorSupport(db);
  if (!support.ok) return { mode: "keyword", note: support.reason, embeddingModel: embedder.modelId };
  return { mode: "hybrid", embeddingModel: embedder.modelId };
}
