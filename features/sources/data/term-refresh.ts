import "server-only";
import { and, eq, isNull, ne, notInArray, or } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { sourceChunks, sources } from "@/lib/db/schema";
import { indexTerms, searchLength, SEARCH_TERMS_VERSION } from "../lib/search-terms";

/** What a learner's source records in `content_hash`: the tokenizer version its chunks' terms were built with. */
export const TERMS_MARK = `terms-v${SEARCH_TERMS_VERSION}`;

/**
 * Rebuilds the search terms of a course's ready uploads and pastes indexed by an older tokenizer
 * (SEARCH_TERMS_VERSION), in place: the chunks keep their ids, text and vectors, only `search_text`
 * and `search_length` change, so citations and embeddings stay valid. Each source once per version
 * (its `content_hash` then holds TERMS_MARK); chapters and files are re-indexed by their hash instead
 * (./course-documents.ts). Returns how many sources were refreshed.
 */
export async function refreshStaleTerms(db: Database, ownerId: string, courseId: string): Promise<number> {
  const stale = await db
    .select({ id: sources.id })
    .from(sources)
    .where(
      and(
        eq(sources.ownerId, ownerId),
        eq(sources.courseId, courseId),
        eq(sources.status, "ready"),
        notInArray(sources.kind, ["chapter", "file"]),
        or(isNull(sources.contentHash), ne(sources.contentHash, TERMS_MARK)),
      ),
    );
  for (const { id } of stale) {
    await db.transaction(async (tx) => {
      const chunks = await tx
        .select({ id: sourceChunks.id, heading: sourceChunks.heading, text: sourceChunks.text })
        .from(sourceChunks)
        .where(eq(sourceChunks.sourceId, id));
      let total = 0;
      for (const chunk of chunks) {
        // As replaceChunks indexes it (./source-indexing.ts): the heading's words find the passage too.
        const searchText = indexTerms(chunk.heading ? `${chunk.heading}\n${chunk.text}` : chunk.text);
        const length = searchLength(searchText);
        total += length;
        await tx.update(sourceChunks).set({ searchText, searchLength: length }).where(eq(sourceChunks.id, chunk.id));
      }
      await tx.update(sources).set({ searchLength: total, contentHash: TERMS_MARK }).where(eq(sources.id, id));
    });
  }
  return stale.length;
}
