import "server-only";
import { createOpenAI } from "@ai-sdk/openai";
import type { EmbeddingModel } from "ai";
import { effectiveServerEnv } from "@/lib/ai/model-settings";
import type { ServerEnv } from "@/lib/env";

/** The embedding model semantic search uses, with the id its vectors are filed under. */
export interface SourceEmbedder {
  modelId: string;
  model: EmbeddingModel;
  /**
   * The cosine similarity at which a passage counts as relevant to a question for this model
   * (EMBEDDING_MIN_SIMILARITY; default DEFAULT_MIN_SIMILARITY): nearest is not near, and a
   * question the material does not cover still has nearest passages.
   */
  minSimilarity?: number;
}

/** Conservative for an unknown model: below it a passage is rarely about the question. */
export const DEFAULT_MIN_SIMILARITY = 0.5;

const KEY = Symbol.for("nexusnote.sourcesEmbedder");
type Slot = { [KEY]?: { embedder: SourceEmbedder | null } };

/**
 * EMBEDDING_MODEL through an OpenAI-compatible endpoint (EMBEDDING_BASE_URL / EMBEDDING_API_KEY,
 * falling back to the LLM's); null when unset, and search is keyword only. Tests replace it with
 * a deterministic embedder through setEmbedderForTests.
 */
export function configuredEmbedder(): SourceEmbedder | null {
  const override = (globalThis as Slot)[KEY];
  if (override) return override.embedder;
  return embedderFromEnv(effectiveServerEnv());
}

/** The embedder a given environment configures (see configuredEmbedder). */
export function embedderFromEnv(env: ServerEnv): SourceEmbedder | null {
  if (!env.EMBEDDING_MODEL) return null;
  const baseURL = env.EMBEDDING_BASE_URL ?? env.LLM_BASE_URL;
  const apiKey = env.EMBEDDING_API_KEY ?? env.LLM_API_KEY;
  // Without an endpoint or key there is nothing to call: stay keyword-only instead of failing every search.
  if (!baseURL && !apiKey) return null;
  const provider = createOpenAI({ baseURL, apiKey: apiKey ?? "unused" });
  return { modelId: env.EMBEDDING_MODEL, model: provider.embedding(env.EMBEDDING_MODEL), minSimilarity: env.EMBEDDING_MIN_SIMILARITY };
}

/** Test hook: an embedder (or null: none) instead of the environment's; undefined restores it. */
export function setEmbedderForTests(embedder: SourceEmbedder | null | undefined): void {
  (globalThis as Slot)[KEY] = embedder === undefined ? undefined : { embedder };
}
