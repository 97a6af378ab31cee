import "server-only";
import { createHash } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { sources } from "@/lib/db/schema";
import { normalizeStoredText } from "@/lib/stored-text";
import { SOURCE_LIMITS } from "../contract";
import { SEARCH_TERMS_VERSION } from "../lib/search-terms";
import { chunkText, replaceChunks } from "./source-indexing";
import { refreshStaleTerms } from "./term-refresh";
import { linesOf, newSourceId, storableSourceText } from "./source-rows";

/** One of the course's own texts to index beside the learner's sources. */
export interface CourseDocument {
  /** Stable identity within the course: the chapter id or the file path. */
  origin: string;
  kind: "chapter" | "file";
  /** The workspace path a hit opens. */
  path: string;
  title: string;
  text: string;
}

/**
 * What a document's index was built from: its content and the tokenizer's version, so a new
 * tokenizer re-indexes every chapter and file once (version 1 hashed the content alone: rows
 * stored before versions existed compare unequal too).
 */
export function documentHash(doc: Pick<CourseDocument, "kind" | "path" | "title">, text: string, version = SEARCH_TERMS_VERSION): string {
  const content = `${doc.kind}\u0000${doc.path}\u0000${doc.title}\u0000${text}`;
  return createHash("sha256")
    .update(version > 1 ? `${content}\u0000terms-v${version}` : content)
    .digest("hex");
}

/**
 * Brings the index of a course's chapters and learning files in line with `docs`: a document whose
 * content hash is unchanged is left alone, a changed or new one is re-chunked (row and chunks in
 * one transaction, so a search sees the old passages or the new ones), and documents no longer
 * given are removed; the learner's uploads and pastes indexed by an older tokenizer get fresh terms
 * (./term-refresh.ts). Synchronous for the text; vectors follow in the background (the worker).
 * Returns how many documents were (re)indexed and removed.
 */
export async function syncCourseDocuments(
  db: Database,
  ownerId: string,
  courseId: string,
  docs: readonly CourseDocument[],
): Promise<{ indexed: number; removed: number }> {
  const existing = await db
    .select({ id: sources.id, origin: sources.origin, contentHash: sources.contentHash })
    .from(sources)
    .where(and(eq(sources.ownerId, ownerId), eq(sources.courseId, courseId), inArray(sources.kind, ["chapter", "file"])));
  const byOrigin = new Map(existing.map((row) => [row.origin, row]));
  const wanted = new Set<string>();
  let indexed = 0;
  for (const doc of docs) {
    const text = storableSourceText(doc.text);
    if (!text.trim() || wanted.has(doc.origin)) continue;
    wanted.add(doc.origin);
    const hash = documentHash(doc, text);
    const current = byOrigin.get(doc.origin);
    if (current?.contentHash === hash) continue;
    const chunks = chunkText(text, []);
    const title = normalizeStoredText(doc.title, { clipTo: SOURCE_LIMITS.titleLength }) || doc.path;
    const fields = {
      kind: doc.kind,
      title,
      path: doc.path,
      status: "ready",
      text,
      lineCount: linesOf(text).length,
      bytes: Buffer.byteLength(text),
      contentHash: hash,
      updatedAt: sql`now()`,
    };
    await db.transaction(async (tx) => {
      const [row] = current
        ? await tx.update(sources).set(fields).where(eq(sources.id, current.id)).returning({ id: sources.id })
        : await tx
            .insert(sources)
            .values({ ...fields, id: newSourceId("src"), ownerId, courseId, origin: doc.origin })
            // Two searches syncing at once: the second insert of the same origin updates instead.
            .onConflictDoUpdate({ target: [sources.courseId, sources.origin], targetWhere: sql`origin IS NOT NULL`, set: fields })
            .returning({ id: sources.id });
      const chunkCount = await replaceChunks(tx, { sourceId: row!.id, ownerId, courseId }, chunks);
      await tx.update(sources).set({ chunkCount }).where(eq(sources.id, row!.id));
    });
    indexed += 1;
  }
  // The learner's own sources indexed by an older tokenizer get its terms now (once per version).
  await refreshStaleTerms(db, ownerId, courseId);
  const gone = existing.filter((row) => row.origin === null || !wanted.has(row.origin)).map((row) => row.id);
  if (gone.length > 0) await db.delete(sources).where(inArray(sources.id, gone));
  return { indexed, removed: gone.length };
}
