import "server-only";
import { eq } from "drizzle-orm";
import type { Transaction } from "@/lib/db/client";
import { sourceChunks, sources } from "@/lib/db/schema";
import { normalizeStoredText } from "@/lib/stored-text";
import { indexTerms, searchLength } from "../lib/search-terms";
import { splitDocument, type DocumentChunk, type DocumentPage } from "../lib/split-document";
import { newSourceId } from "./source-rows";

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters (12 per row). */
const INSERT_BATCH = 500;

export interface ChunkOwner {
  sourceId: string;
  ownerId: string;
  courseId: string | null;
}

function searchColumns(text: string) {
  const searchText = indexTerms(text);
  return { searchText, searchLength: searchLength(searchText) };
}

/** Splits the text (pure, outside any transaction) into the chunks that will be indexed. */
export function chunkText(text: string, pages: readonly DocumentPage[]): DocumentChunk[] {
  return splitDocument({ text, pages });
}

/**
 * Replaces a source's chunks. Call inside the transaction that also marks the source ready (or
 * stores a chapter's new hash): readers see the old chunks or the new ones, never a mix.
 */
export async function replaceChunks(tx: Transaction, owner: ChunkOwner, chunks: readonly DocumentChunk[]): Promise<number> {
  await tx.delete(sourceChunks).where(eq(sourceChunks.sourceId, owner.sourceId));
  const rows = chunks
    .map((chunk) => {
      const heading = chunk.heading ? normalizeStoredText(chunk.heading, { clipTo: 500 }) || null : null;
      const text = normalizeStoredText(chunk.text, { multiline: true });
      return {
        id: newSourceId("chk"),
        sourceId: owner.sourceId,
        courseId: owner.courseId,
        ownerId: owner.ownerId,
        ordinal: chunk.ordinal,
        heading,
        text,
        lineStart: chunk.lineStart,
        lineEnd: Math.max(chunk.lineStart, chunk.lineEnd),
        pageStart: chunk.pageStart,
        pageEnd: chunk.pageEnd,
        // The heading's words find the passage under it too.
        ...searchColumns(heading ? `${heading}\n${text}` : text),
      };
    })
    .filter((row) => row.text.length > 0);
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await tx.insert(sourceChunks).values(rows.slice(start, start + INSERT_BATCH));
  }
  // The source's total length goes with its chunks (BM25's mean length per course, data/keyword-queries.ts).
  const searchLength = rows.reduce((sum, row) => sum + row.searchLength, 0);
  await tx.update(sources).set({ searchLength }).where(eq(sources.id, owner.sourceId));
  return rows.length;
}
