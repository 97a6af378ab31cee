import type { LoadMaterial, ResearchMaterial } from "@/features/interview/lib/research-material";
import { MAX_MATERIAL_DOCUMENTS } from "@/features/interview/lib/research-material";
import { SOURCE_LIMITS, type SourceSummary } from "@/features/sources/contract";
import { refusal, screenInterviewUploads } from "@/features/sources/lib/interview-uploads";
import { wakeSourceWorker } from "@/features/sources/server/source-worker-registry";
import { database } from "@/lib/db/database";
import { defaultInterviewMaterialKeeper as keeper, type UploadOutcome } from "./interview-material-keeper";

/**
 * Where the interview meets the sources feature: documents the learner attaches
 * on /create are kept as sources of the interview (no course yet), read by the
 * research step, and become the course's sources when its outline is saved.
 * Neither feature imports the other; this file hands each what it needs: the
 * interview's allowance of documents to the sources feature's upload screening,
 * the sources feature's keeper to the interview.
 */

const db = async () => (await database()).db;

/** One request may carry the interview's whole allowance of documents at the per-file limit, plus form overhead. */
export const MATERIAL_REQUEST_LIMIT_BYTES = MAX_MATERIAL_DOCUMENTS * SOURCE_LIMITS.fileBytes + 256 * 1024;

/**
 * Attaches files to an interview: each refused on its own (the sources feature's
 * upload rule, or over the interview's allowance) or handed to the keeper.
 * Outcomes come back in the order the files were sent.
 */
export async function attachInterviewMaterial(ownerId: string, interviewId: string, files: File[]): Promise<UploadOutcome[]> {
  const handle = await db();
  const existing = (await keeper.status(handle, ownerId, interviewId)).filter((source) => source.status !== "failed").length;
  const screened = await screenInterviewUploads(files, { existing, maxDocuments: MAX_MATERIAL_DOCUMENTS });
  const accepted = files.filter((_, index) => screened[index] === null);
  const stored = accepted.length > 0 ? await keeper.attach(handle, ownerId, interviewId, accepted) : [];
  // This process's ingester claims them now; an idle one polls only every few seconds.
  if (accepted.length > 0) wakeSourceWorker();
  let next = 0;
  return screened.map((outcome) => outcome ?? stored[next++] ?? refusal("unnamed file", 500, "internal", "The file was not stored."));
}

export async function interviewMaterialStatus(ownerId: string, interviewId: string): Promise<SourceSummary[]> {
  return keeper.status(await db(), ownerId, interviewId);
}

export async function removeInterviewMaterial(ownerId: string, interviewId: string, sourceId: string): Promise<boolean> {
  return keeper.remove(await db(), ownerId, interviewId, sourceId);
}

/**
 * The interview's reader for the documents a request names. Read only when the
 * research step runs; ids that are not this owner's ready documents of this
 * interview are ignored (the keeper filters, and so does this), never an error.
 */
export function materialLoaderFor(ownerId: string, interviewId: string, ids: readonly string[]): LoadMaterial | undefined {
  const wanted = [...new Set(ids)].slice(0, MAX_MATERIAL_DOCUMENTS);
  if (wanted.length === 0) return undefined;
  return async (): Promise<ResearchMaterial[]> => {
    const documents = await keeper.read(await db(), ownerId, interviewId, wanted);
    return wanted.flatMap((id) => documents.filter((document) => document.id === id).slice(0, 1));
  };
}

/** Called when the interview's outline is saved as a course: its documents go with it. */
export async function linkInterviewMaterial(ownerId: string, interviewId: string, courseId: string): Promise<void> {
  await keeper.linkToCourse(await db(), ownerId, interviewId, courseId);
}
