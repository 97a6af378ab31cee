import type { LoadMaterial, ResearchMaterial } from "@/features/interview/lib/research-material";
import { MAX_MATERIAL_DOCUMENTS } from "@/features/interview/lib/research-material";
import { SOURCE_LIMITS, SUPPORTED_SOURCE_TYPES, type SourcesCreatedResponse, type SourceSummary } from "@/features/sources/contract";
import { database } from "@/lib/db/database";
import type { Database } from "@/lib/db/client";
import { normalizeStoredText } from "@/lib/stored-text";
import { defaultInterviewMaterialStore } from "./interview-material-store";

/**
 * Where the interview meets the sources feature: documents the learner attaches
 * on /create are kept as sources of the interview (no course yet), read by the
 * research step, and become the course's sources when its outline is saved.
 * Neither feature imports the other; this file hands each what it needs.
 */

export type UploadOutcome = SourcesCreatedResponse["results"][number];

/** A ready document's extracted text (1-based lines; `pages[i]` is the first line of page i+1). */
export interface InterviewMaterialDocument {
  id: string;
  title: string;
  text: string;
  pages: { page: number; startLine: number }[];
}

/** What the interview needs from whoever keeps attached documents. Every call is owner- and interview-scoped. */
export interface InterviewMaterialStore {
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

let testStore: InterviewMaterialStore | undefined;

/** Test hook: route the composition to this store (a fake); undefined → the wired one. */
export function setInterviewMaterialStoreForTests(store: InterviewMaterialStore | undefined): void {
  testStore = store;
}

function store(): InterviewMaterialStore {
  return testStore ?? defaultInterviewMaterialStore;
}

async function db(): Promise<Database> {
  return (await database()).db;
}

/** One request may carry the interview's whole allowance of documents at the per-file limit, plus form overhead. */
export const MATERIAL_REQUEST_LIMIT_BYTES = MAX_MATERIAL_DOCUMENTS * SOURCE_LIMITS.fileBytes + 256 * 1024;

const EXTENSIONS: Record<string, keyof typeof SUPPORTED_SOURCE_TYPES> = {
  pdf: "pdf",
  docx: "docx",
  md: "md",
  markdown: "md",
  txt: "txt",
  text: "txt",
  html: "html",
  htm: "html",
};
const SUPPORTED_LIST = "PDF, DOCX, Markdown, plain text or a saved HTML page";

/** The file's name as it may be echoed back: no paths, no control characters, bounded. */
function displayName(file: File): string {
  const base = file.name.split(/[\\/]/).pop() ?? "";
  return normalizeStoredText(base, { clipTo: SOURCE_LIMITS.titleLength }) || "unnamed file";
}

function refusal(fileName: string, status: number, code: string, message: string): UploadOutcome {
  return { ok: false, fileName, status, code, message };
}

/** What can be refused without reading the file: size and type (the ingester checks the bytes themselves). */
function precheck(file: File): UploadOutcome | null {
  const fileName = displayName(file);
  if (file.size > SOURCE_LIMITS.fileBytes) {
    const limit = Math.round(SOURCE_LIMITS.fileBytes / (1024 * 1024));
    return refusal(fileName, 413, "payload_too_large", `“${fileName}” is larger than ${limit} MB; split it or attach a smaller part.`);
  }
  const extension = /\.([a-z0-9]{1,10})$/i.exec(fileName)?.[1]?.toLowerCase() ?? "";
  const declared = file.type.split(";")[0]?.trim().toLowerCase() ?? "";
  const known = EXTENSIONS[extension] ?? Object.entries(SUPPORTED_SOURCE_TYPES).find(([, type]) => type === declared)?.[0];
  if (!known) {
    return refusal(fileName, 415, "unsupported_media_type", `“${fileName}” is not a supported document: attach ${SUPPORTED_LIST}.`);
  }
  if (file.size === 0) return refusal(fileName, 400, "bad_request", `“${fileName}” is empty.`);
  return null;
}

/**
 * Attaches files to an interview: each refused on its own (413 too large, 415
 * not a document, over the interview's allowance) or handed to the store.
 * Outcomes come back in the order the files were sent.
 */
export async function attachInterviewMaterial(ownerId: string, interviewId: string, files: File[]): Promise<UploadOutcome[]> {
  const handle = await db();
  const existing = (await store().status(handle, ownerId, interviewId)).filter((source) => source.status !== "failed").length;
  let room = Math.max(0, MAX_MATERIAL_DOCUMENTS - existing);
  const outcomes: (UploadOutcome | null)[] = files.map((file) => {
    const refused = precheck(file);
    if (refused) return refused;
    if (room === 0) {
      const fileName = displayName(file);
      return refusal(
        fileName,
        413,
        "payload_too_large",
        `A course can start from at most ${MAX_MATERIAL_DOCUMENTS} documents; remove one to attach “${fileName}”.`,
      );
    }
    room -= 1;
    return null;
  });
  const accepted = files.filter((_, index) => outcomes[index] === null);
  const stored = accepted.length > 0 ? await store().attach(handle, ownerId, interviewId, accepted) : [];
  let next = 0;
  return outcomes.map((outcome) => outcome ?? stored[next++] ?? refusal("unnamed file", 500, "internal", "The file was not stored."));
}

export async function interviewMaterialStatus(ownerId: string, interviewId: string): Promise<SourceSummary[]> {
  return store().status(await db(), ownerId, interviewId);
}

export async function removeInterviewMaterial(ownerId: string, interviewId: string, sourceId: string): Promise<boolean> {
  return store().remove(await db(), ownerId, interviewId, sourceId);
}

/**
 * The interview's reader for the documents a request names. Read only when the
 * research step runs; ids that are not this owner's ready documents of this
 * interview are ignored (the store filters, and so does this), never an error.
 */
export function materialLoaderFor(ownerId: string, interviewId: string, ids: readonly string[]): LoadMaterial | undefined {
  const wanted = [...new Set(ids)].slice(0, MAX_MATERIAL_DOCUMENTS);
  if (wanted.length === 0) return undefined;
  return async (): Promise<ResearchMaterial[]> => {
    const documents = await store().read(await db(), ownerId, interviewId, wanted);
    return wanted.flatMap((id) => documents.filter((document) => document.id === id).slice(0, 1));
  };
}

/** Called when the interview's outline is saved as a course: its documents go with it. */
export async function linkInterviewMaterial(ownerId: string, interviewId: string, courseId: string): Promise<void> {
  await store().linkToCourse(await db(), ownerId, interviewId, courseId);
}
