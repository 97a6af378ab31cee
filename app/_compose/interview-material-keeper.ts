import type { SourcesCreatedResponse, SourceSummary } from "@/features/sources/contract";
import {
  attachInterviewSources,
  linkInterviewSourcesToCourse,
  listInterviewSources,
  readInterviewSources,
  removeInterviewSource,
} from "@/features/sources/data/interview-sources";
import type { Database } from "@/lib/db/client";

export type UploadOutcome = SourcesCreatedResponse["results"][number];

/** A ready document's extracted text (1-based lines; `pages[i]` is the first line of page i+1). */
export interface InterviewMaterialDocument {
  id: string;
  title: string;
  text: string;
  pages: { page: number; startLine: number }[];
}

/** What the interview needs from whoever keeps attached documents. Every call is owner- and interview-scoped. */
export interface InterviewMaterialKeeper {
  /** Queues the files for ingestion as sources of this interview; one outcome per file, in order. */
  attach(db: Database, ownerId: string, interviewId: string, files: File[]): Promise<UploadOutcome[]>;
  /** The interview's documents with their ingestion status. */
  status(db: Database, ownerId: string, interviewId: string): Promise<SourceSummary[]>;
  /** The text of those of `ids` that are this owner's, this interview's, and ready; others are left out. */
  read(db: Database, ownerId: string, interviewId: string, ids: readonly string[]): Promise<InterviewMaterialDocument[]>;
  /** Makes the interview's documents sources of the course its outline was saved as (idempotent). */
  linkToCourse(db: Database, ownerId: string, interviewId: string, courseId: string): Promise<void>;
  /** Removes one of the interview's documents; false when there is no such document. */
  remove(db: Database, ownerId: string, interviewId: string, sourceId: string): Promise<boolean>;
}

/**
 * The keeper behind /create's attached material: the sources feature keeps the
 * documents as sources of the interview (no course yet), ingests them like any
 * upload, and moves them to the course when its outline is saved. (Route tests
 * replace this module with an in-memory keeper: tests/support/interview/fake-material-keeper.ts.)
 */
export const defaultInterviewMaterialKeeper: InterviewMaterialKeeper = {
  attach: (db, ownerId, interviewId, files) => attachInterviewSources(db, ownerId, interviewId, files),
  status: listInterviewSources,
  read: readInterviewSources,
  linkToCourse: linkInterviewSourcesToCourse,
  remove: removeInterviewSource,
};
