import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { sources } from "@/lib/db/schema";
import type { SupportedSourceType } from "../contract";
import type { DocumentPage } from "../lib/split-document";
import { extractSourceText, SourceExtractionError } from "./extract/extract-source-text";
import { chunkText } from "../data/source-indexing";
import { advanceSource, completeSource, type ClaimedSource } from "../data/source-queue";
import { linesOf, storableSourceText } from "../data/source-rows";

/** A failure that retrying cannot fix (the file itself), with a message the learner can act on. */
export class PermanentSourceError extends Error {}

async function readText(db: Database, sourceId: string): Promise<{ text: string; pages: DocumentPage[] } | null> {
  const [row] = await db
    .select({ kind: sources.kind, type: sources.type, upload: sources.upload, pastedText: sources.pastedText })
    .from(sources)
    .where(eq(sources.id, sourceId));
  if (!row) return null;
  if (row.kind === "paste") {
    if (!row.pastedText?.trim()) throw new PermanentSourceError("The pasted text is empty.");
    return { text: row.pastedText, pages: [] };
  }
  if (!row.upload) throw new PermanentSourceError("The uploaded file is missing; upload it again.");
  try {
    const extracted = await extractSourceText(new Uint8Array(row.upload), row.type as SupportedSourceType);
    return { text: extracted.text, pages: extracted.pages };
  } catch (error) {
    if (error instanceof SourceExtractionError) throw new PermanentSourceError(error.message);
    throw error;
  }
}

/**
 * One claimed source, start to finish: reading → splitting → indexing → ready. Each step first
 * checks the claim is still held; "lost" means another worker (or a delete) took it over.
 */
export async function processSource(db: Database, source: ClaimedSource, workerId: string): Promise<"ready" | "lost"> {
  const read = await readText(db, source.id);
  if (!read) return "lost";
  const text = storableSourceText(read.text);
  if (!text.trim()) throw new PermanentSourceError("No text could be found in this file.");
  const lineCount = linesOf(text).length;
  const pages = read.pages.filter((page) => page.startLine <= lineCount);
  if (!(await advanceSource(db, { sourceId: source.id, workerId, status: "splitting" }))) return "lost";
  const chunks = chunkText(text, pages);
  if (!(await advanceSource(db, { sourceId: source.id, workerId, status: "indexing" }))) return "lost";
  const done = await completeSource(db, { source, workerId, text, pages, chunks, lineCount });
  return done ? "ready" : "lost";
}
