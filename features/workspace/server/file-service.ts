import "server-only";
import type { Database } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { FilePutRequest, FileResponse } from "../contract";
import type { EvidenceFor } from "../lib/milestone-evidence";
import { checkReadRange, lineCount, numberedLines } from "../lib/line-text";
import { renameWorkspaceFile } from "../data/file-moves";
import { readWorkspaceFile, writeWorkspaceFile } from "../data/file-storage";
import { requirePath } from "./path-guard";

/** The file routes' work, after identity: validate paths, read or write, shape the response. */
export async function getFileResponse(
  db: Database,
  ownerId: string,
  courseId: string,
  query: { path: string; start?: number; end?: number },
): Promise<FileResponse> {
  const path = requirePath(query.path, "read");
  const { entry, content } = await readWorkspaceFile(db, ownerId, courseId, path);
  const file: FileResponse["file"] = { ...entry, content, lineCount: lineCount(content) };
  if (query.start !== undefined && query.end !== undefined) {
    const range = checkReadRange(content, query.start, query.end);
    if (!range.ok)
      throw new AppError("bad_request", { en: `${path}: ${range.message}`, zh: `${path}：无法读取这些行（${range.message}）。` });
    file.range = { start: query.start, end: query.end, numbered: numberedLines(content, query.start, query.end) };
  }
  return { file };
}

/** A learner's write; one that ticks a milestone is checked against `evidenceFor` (422 without evidence). */
export async function putFile(
  db: Database,
  ownerId: string,
  courseId: string,
  body: FilePutRequest,
  evidenceFor: EvidenceFor,
): Promise<FileResponse> {
  // Renaming a file away needs only a path that may be removed: a name stored before a rule existed can still be fixed.
  const path = requirePath(body.path, "renameTo" in body ? "remove" : "write");
  if ("renameTo" in body) {
    const renameTo = requirePath(body.renameTo, "write");
    const { entry, content } = await renameWorkspaceFile(db, {
      ownerId,
      courseId,
      path,
      renameTo,
      baseVersion: body.baseVersion,
      author: "learner",
      evidenceFor,
    });
    return { file: { ...entry, content, lineCount: lineCount(content) } };
  }
  const change =
    "content" in body
      ? { kind: "content" as const, content: body.content }
      : { kind: "lines" as const, start: body.start, end: body.end, text: body.text };
  const { entry, content } = await writeWorkspaceFile(db, {
    ownerId,
    courseId,
    path,
    change,
    baseVersion: body.baseVersion,
    author: "learner",
    evidenceFor,
  });
  return { file: { ...entry, content, lineCount: lineCount(content) } };
}
