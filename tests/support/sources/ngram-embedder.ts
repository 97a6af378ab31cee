/**
 * Test support (not a test file): a deterministic TEST embedder for the semantic channel — hashed
 * character n-grams, not a model. It knows no meanings (no synonyms, no translation); what it adds
 * over the keyword channel is fuzzy word-shape matching: "roasted" is near "roasting" and
 * "lighthouse" near "lighthouses" through shared trigrams, which PostgreSQL's 'simple' FTS config
 * (no stemming) cannot see. Chinese: character unigrams and bigrams. Signed feature hashing into
 * 512 dimensions with sublinear term frequency, L2-normalised, so cosine distance is meaningful.
 */
import { createHash } from "node:crypto";
import { MockEmbeddingModelV4 } from "ai/test";
import type { SourceEmbedder } from "@/features/sources/server/embedder";

export const NGRAM_DIMENSIONS = 512;
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;
const WORD = /[\p{L}\p{N}]+/gu;
const STOP = new Set(
  "a an and are as at be by can do does for from has have how in is it its of on or that the this to was what when where which who why with".split(
    " ",
  ),
);

function* features(text: string): Generator<string> {
  const normalized = text.normalize("NFKC").toLowerCase();
  for (const [run] of normalized.matchAll(CJK_RUN)) {
    const chars = Array.from(run);
    for (let i = 0; i < chars.length; i += 1) {
      yield `c:${chars[i]}`;
      if (i + 1 < chars.length) yield `b:${chars[i]}${chars[i + 1]}`;
    }
  }
  for (const [word] of normalized.replace(CJK_RUN, " ").matchAll(WORD)) {
    if (STOP.has(word)) continue;
    yield `w:${word}`;
    const padded = `#${word}#`;
    for (let i = 0; i + 3 <= padded.length; i += 1) yield `t:${padded.slice(i, i + 3)}`;
  }
}

export function ngramEmbedding(text: string): number[] {
  const counts = new Map<string, number>();
  for (const feature of features(text)) counts.set(feature, (counts.get(feature) ?? 0) + 1);
  const vector = new Array<number>(NGRAM_DIMENSIONS).fill(0);
  for (const [feature, count] of counts) {
    const digest = createHash("sha1").update(feature).digest();
    const bucket = digest.readUInt32BE(0) % NGRAM_DIMENSIONS;
    const sign = digest[4]! & 1 ? 1 : -1;
    // Whole words weigh more than their trigrams; repeated terms count sublinearly.
    const weight = (feature.startsWith("w:") ? 2 : 1) * (1 + Math.log(count));
    vector[bucket]! += sign * weight;
  }
  const norm = Math.hypot(...vector) || 1;
  return vector.map((value) => value / norm);
}

export function ngramEmbedder(modelId = "test-ngram-embedder"): SourceEmbedder & { calls: () => number } {
  const model = new MockEmbeddingModelV4({
    modelId,
    maxEmbeddingsPerCall: 64,
    doEmbed: async ({ values }) => ({ embeddings: values.map(ngramEmbedding), warnings: [] }),
  });
  // Its similarity bar: out-of-scope questions of the quality set reach at most 0.30 with it (a
  // typical answerable one 0.30 with its passage), so only a closer passage counts. A real model needs its own.
  return { modelId, model, minSimilarity: 0.32, calls: () => model.doEmbedCalls.length };
}
