import "server-only";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { sources } from "@/lib/db/schema";
import type { SourcesCreatedResponse, SourceSummary } from "../contract";
import type { DocumentPage } from "../lib/split-document";
import { acceptUploads } from "./source-intake";
import { pagesOf, sourceIdSchema, summaryColumns, summaryOf } from "./source-rows";
import { LEARNER_KINDS, linkInterviewSources } from "./source-queries";

/**
 * Material attached on /create, before the course exists: sources of an
 * interview (course_id null). Every query is scoped to the owner and the
 * interview, so another browser's ids simply match nothing.
 */
const ofInterview = (ownerId: string, interviewId: string) =>
  and(
    eq(sources.ownerId, ownerId),
    eq(sources.interviewId, interviewId),
    isNull(sources.courseId),
    inArray(sources.kind, [...LEARNER_KINDS]),
  );

/** Queues the files as the interview's sources (each checked on its own: 413, 415, empty); outcomes in order. */
export async function attachInterviewSources(
  db: Database,
  ownerId: string,
  interviewId: string,
  files: readonly File[],
): Promise<SourcesCreatedResponse["results"]> {
  const uploaded = await Promise.all(
    files.map(async (file) => ({
      fileName: file.name,
      declaredType: file.type || undefined,
      bytes: new Uint8Array(await file.arrayBuffer()),
    })),
  );
  return acceptUploads(db, ownerId, { interviewId }, uploaded);
}

export async function listInterviewSources(db: Database, ownerId: string, interviewId: string): Promise<SourceSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(sources)
    .where(ofInterview(ownerId, interviewId))
    .orderBy(asc(sources.createdAt), asc(sources.id));
  return rows.map(summaryOf);
}

/** The ready ones among `ids`, with their text; anything else (other owner, not ready, malformed id) is left out. */
export async function readInterviewSources(
  db: Database,
  ownerId: string,
  interviewId: string,
  ids: readonly string[],
): Promise<{ id: string; title: string; text: string; pages: DocumentPage[] }[]> {
  const wanted = ids.filter((id) => sourceIdSchema.safeParse(id).success);
  if (wanted.length === 0) return [];
  const rows = await db
    .select({ id: sources.id, title: sources.title, text: sources.text, pages: sources.pages })
    .from(sources)
    .where(and(ofInterview(ownerId, interviewId), inArray(sources.id, wanted), eq(sources.status, "ready")))
    .orderBy(asc(sources.createdAt));
  return rows.map((row) => ({ id: row.id, title: row.title, text: row.text ?? "", pages: pagesOf(row) }));
}

/** Removes one of the interview's sources (its chunks go with it); false when there is no such source. */
export async function removeInterviewSource(db: Database, ownerId: string, interviewId: string, sourceId: string): Promise<boolean> {
  if (!sourceIdSchema.safeParse(sourceId).success) return false;
  const rows = await db
    .delete(sources)
    .where(and(ofInterview(ownerId, interviewId), eq(sources.id, sourceId)))
    .returning({ id: sources.id });
  return rows.length > 0;
}

/** The interview's sources become the course's (idempotent: once linked they are no longer the interview's). */
export async function linkInterviewSourcesToCourse(db: Database, ownerId: string, interviewId: string, courseId: string): Promise<void> {
  await linkInterviewSources(db, { ownerId, interviewId, courseId });
}
