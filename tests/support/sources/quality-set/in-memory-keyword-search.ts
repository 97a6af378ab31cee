/**
 * A database-free stand-in for the keyword channel, for measuring the tokenizer and splitter on
 * the quality set: chunks are indexed with indexTerms, queries scored with queryTerms by TF-IDF
 * with length damping (roughly what ts_rank gives). Not the product's search; a baseline.
 */
import { indexTerms, queryTerms } from "@/features/sources/lib/search-terms";
import { splitDocument } from "@/features/sources/lib/split-document";

export interface IndexedChunk {
  documentId: string;
  text: string;
  terms: Map<string, number>;
  length: number;
}

export function buildInMemoryIndex(documents: readonly { id: string; text: string }[]): IndexedChunk[] {
  return documents.flatMap((document) =>
    splitDocument({ text: document.text }).map((chunk) => {
      const terms = new Map<string, number>();
      const all = indexTerms(`${chunk.heading ?? ""}\n${chunk.text}`)
        .split(" ")
        .filter(Boolean);
      for (const term of all) terms.set(term, (terms.get(term) ?? 0) + 1);
      return { documentId: document.id, text: chunk.text, terms, length: all.length };
    }),
  );
}

export function searchInMemory(index: readonly IndexedChunk[], query: string, limit = 5): IndexedChunk[] {
  const terms = queryTerms(query);
  const idf = new Map(terms.map((term) => [term, Math.log(1 + index.length / (1 + index.filter((c) => c.terms.has(term)).length))]));
  return index
    .map((chunk) => ({
      chunk,
      score:
        terms.reduce((sum, term) => sum + (chunk.terms.has(term) ? (1 + Math.log(chunk.terms.get(term)!)) * idf.get(term)! : 0), 0) /
        Math.log(2 + chunk.length),
    }))
    .filter((scored) => scored.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((scored) => scored.chunk);
}
