import "server-only";
import { and, asc, count, eq, max, sql, sum } from "drizzle-orm";
import type { Database, Transaction } from "@/lib/db/client";
import { lockOwnedCourse } from "@/lib/course-scope/owned-course";
import { workspaceFileVersions, workspaceFiles } from "@/lib/db/schema";
import { AppError, type ErrorText } from "@/lib/errors";
import { WORKSPACE_LIMITS, type FileAuthor, type FileEntry } from "../contract";
import { storableContent, utf8Bytes } from "../lib/file-content";
import type { CourseEvidence, EvidenceFor } from "../lib/milestone-evidence";
import { applyChange, type FileChange } from "./file-change";
import { isChapterPath } from "../lib/workspace-path";
import { checkMilestoneTicks, evidenceForPath } from "./milestone-ticks";
import { chapterFiles, requireWorkspaceCourse } from "./workspace-course";

/**
 * Learning files as rows. Every write runs in one transaction that first locks
 * the course row (owner-scoped: a foreign course is a 404), so writes to one
 * course are serialised, the limits hold under concurrency, and a version check
 * and its write can never be split. A write either happens whole or not at all.
 */
type FileRow = typeof workspaceFiles.$inferSelect;

export type { FileChange } from "./file-change";

export interface StoredFile {
  entry: FileEntry;
  content: string;
}

export interface WriteResult extends StoredFile {
  previous: string | null;
}

export function entryOf(row: FileRow): FileEntry {
  return {
    path: row.path,
    version: row.version,
    bytes: row.bytes,
    readOnly: false,
    lastAuthor: row.lastAuthor === "tutor" || row.lastAuthor === "system" ? row.lastAuthor : "learner",
    updatedAt: row.updatedAt.toISOString(),
  };
}

const placeholder = (status: string) =>
  status === "failed" ? "_This chapter could not be written yet._\n" : "_This chapter is still being written._\n";

export async function listWorkspace(db: Database, ownerId: string, courseId: string): Promise<{ files: FileEntry[]; folders: string[] }> {
  await requireWorkspaceCourse(db, ownerId, courseId);
  const rows = await db.select().from(workspaceFiles).where(eq(workspaceFiles.courseId, courseId)).orderBy(asc(workspaceFiles.path));
  const chapterEntries: FileEntry[] = (await chapterFiles(db, courseId)).map((chapter) => ({
    path: chapter.path,
    version: chapter.content ? 1 : 0,
    bytes: utf8Bytes(chapter.content ?? ""),
    readOnly: true,
    lastAuthor: "system",
    updatedAt: chapter.updatedAt.toISOString(),
  }));
  const files = [...rows.map(entryOf), ...chapterEntries];
  const folders = new Set(["notes", "chapters"]);
  for (const file of files) {
    const parts = file.path.split("/");
    for (let depth = 1; depth < parts.length; depth++) folders.add(parts.slice(0, depth).join("/"));
  }
  return { files, folders: [...folders].sort() };
}

/** The learner's and tutor's files with their content, by path, in one query (the tutor's context; ownership checked by the caller). */
export async function learnerFileRows(db: Database, courseId: string): Promise<{ path: string; version: number; content: string }[]> {
  return db
    .select({ path: workspaceFiles.path, version: workspaceFiles.version, content: workspaceFiles.content })
    .from(workspaceFiles)
    .where(eq(workspaceFiles.courseId, courseId))
    .orderBy(asc(workspaceFiles.path));
}

export async function readWorkspaceFile(db: Database, ownerId: string, courseId: string, path: string): Promise<StoredFile> {
  await requireWorkspaceCourse(db, ownerId, courseId);
  if (isChapterPath(path)) {
    const chapter = (await chapterFiles(db, courseId)).find((candidate) => candidate.path === path);
    if (!chapter) throw fileNotFound(path);
    const content = chapter.content ?? placeholder(chapter.status);
    return {
      content,
      entry: {
        path,
        version: chapter.content ? 1 : 0,
        bytes: utf8Bytes(content),
        readOnly: true,
        lastAuthor: "system",
        updatedAt: chapter.updatedAt.toISOString(),
      },
    };
  }
  const [row] = await db
    .select()
    .from(workspaceFiles)
    .where(and(eq(workspaceFiles.courseId, courseId), eq(workspaceFiles.path, path)));
  if (!row) throw fileNotFound(path);
  return { entry: entryOf(row), content: row.content };
}

/**
 * Locks the course for a write (see above) and refuses one to a course never confirmed: its
 * outline may still change, and confirming is what gives a workspace its files.
 */
export async function lockWritableWorkspace(tx: Transaction, ownerId: string, courseId: string): Promise<void> {
  const { status } = await lockOwnedCourse(tx, ownerId, courseId);
  if (status === "draft") {
    throw new AppError("conflict", {
      en: "This course is still a draft: confirm its outline first, then its workspace can be written to.",
      zh: "这门课程还是草稿：请先确认它的大纲，然后才能写入它的工作区。",
    });
  }
}

export function fileNotFound(path: string): AppError {
  return new AppError("not_found", { en: `There is no file ${path} in this workspace.`, zh: `这个工作区里没有文件 ${path}。` });
}

export function conflict(row: FileRow, baseVersion: number | undefined): AppError {
  const author: Record<string, string> = { tutor: "导师", learner: "学习者", system: "系统" };
  const message: ErrorText =
    baseVersion === undefined || baseVersion === 0
      ? {
          en: `${row.path} already exists (version ${row.version}). Open it and edit it instead.`,
          zh: `${row.path} 已经存在（版本 ${row.version}）。请打开它进行编辑。`,
        }
      : {
          en: `${row.path} changed since version ${baseVersion}: it is now version ${row.version}, last written by the ${row.lastAuthor}. Read it again and redo the change.`,
          zh: `${row.path} 在版本 ${baseVersion} 之后被修改了：现在是版本 ${row.version}，最后由${author[row.lastAuthor] ?? row.lastAuthor}写入。请重新读取后再做这次修改。`,
        };
  return new AppError("conflict", message, { details: { current: { ...entryOf(row), content: row.content } } });
}

async function checkLimits(tx: Transaction, courseId: string, path: string, bytes: number, isNew: boolean): Promise<void> {
  if (bytes > WORKSPACE_LIMITS.fileBytes) {
    throw new AppError("payload_too_large", {
      en: `A file may hold at most ${WORKSPACE_LIMITS.fileBytes / 1024} KB; this one would be ${Math.ceil(bytes / 1024)} KB.`,
      zh: `一个文件最多 ${WORKSPACE_LIMITS.fileBytes / 1024} KB；这个文件会有 ${Math.ceil(bytes / 1024)} KB。`,
    });
  }
  const [totals] = await tx
    .select({ files: count(), bytes: sum(workspaceFiles.bytes) })
    .from(workspaceFiles)
    .where(and(eq(workspaceFiles.courseId, courseId), sql`${workspaceFiles.path} <> ${path}`));
  const files = Number(totals?.files ?? 0);
  if (isNew && files + 1 > WORKSPACE_LIMITS.filesPerCourse) {
    throw new AppError("payload_too_large", {
      en: `A workspace may hold at most ${WORKSPACE_LIMITS.filesPerCourse} files. Delete one first.`,
      zh: `一个工作区最多 ${WORKSPACE_LIMITS.filesPerCourse} 个文件。请先删除一个。`,
    });
  }
  if (Number(totals?.bytes ?? 0) + bytes > WORKSPACE_LIMITS.totalBytes) {
    throw new AppError("payload_too_large", {
      en: `A workspace may hold at most ${WORKSPACE_LIMITS.totalBytes / 1024 / 1024} MB in all. Delete or shorten some files first.`,
      zh: `一个工作区总共最多 ${WORKSPACE_LIMITS.totalBytes / 1024 / 1024} MB。请先删除或缩短一些文件。`,
    });
  }
}

export async function insertVersion(tx: Transaction, row: FileRow): Promise<void> {
  await tx
    .insert(workspaceFileVersions)
    .values({ courseId: row.courseId, path: row.path, version: row.version, content: row.content, author: row.lastAuthor });
}

type WriteTarget = { ownerId: string; courseId: string; path: string; author: FileAuthor; evidenceFor: EvidenceFor };
type WriteInput = WriteTarget & { change: FileChange; baseVersion?: number };

/**
 * Creates (baseVersion absent or 0) or changes (baseVersion = the version the
 * change was made on) one file. Paths must already be validated for writing.
 * `evidenceFor` is required of every writer: no write of milestones.md skips the evidence check.
 */
export async function writeWorkspaceFile(db: Database, input: WriteInput): Promise<WriteResult> {
  const evidence = await evidenceForPath(input.path, input.courseId, input.evidenceFor);
  return db.transaction((tx) => writeInTransaction(tx, input, evidence));
}

const ROLLBACK = Symbol("preview rollback");

/**
 * What writeWorkspaceFile would do, without doing it: the very same transaction (lock, version,
 * change, milestone evidence, limits), rolled back. A tutor's proposal is checked with it when it is made, so the
 * learner is never offered one the write would refuse.
 */
export async function previewWorkspaceWrite(db: Database, input: WriteInput): Promise<WriteResult> {
  const evidence = await evidenceForPath(input.path, input.courseId, input.evidenceFor);
  let preview: WriteResult | undefined;
  try {
    await db.transaction(async (tx) => {
      preview = await writeInTransaction(tx, input, evidence);
      throw ROLLBACK;
    });
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
  if (!preview) throw new AppError("internal", { en: "The change could not be checked.", zh: "无法检查这次修改。" });
  return preview;
}

async function writeInTransaction(tx: Transaction, input: WriteInput, evidence: CourseEvidence | null): Promise<WriteResult> {
  const { ownerId, courseId, path, change, baseVersion, author } = input;
  await lockWritableWorkspace(tx, ownerId, courseId);
  const [existing] = await tx
    .select()
    .from(workspaceFiles)
    .where(and(eq(workspaceFiles.courseId, courseId), eq(workspaceFiles.path, path)));
  const creating = baseVersion === undefined || baseVersion === 0;
  if (existing && (creating || existing.version !== baseVersion)) throw conflict(existing, baseVersion);
  if (!existing && !creating) throw fileNotFound(path);
  if (!existing && change.kind !== "content") throw fileNotFound(path);

  const content = storableContent(applyChange(existing?.content ?? "", change, path));
  checkMilestoneTicks(evidence, existing?.content ?? "", content);
  const bytes = utf8Bytes(content);
  await checkLimits(tx, courseId, path, bytes, !existing);
  let row: FileRow | undefined;
  if (existing) {
    [row] = await tx
      .update(workspaceFiles)
      .set({ content, bytes, version: existing.version + 1, lastAuthor: author, updatedAt: sql`now()` })
      .where(and(eq(workspaceFiles.courseId, courseId), eq(workspaceFiles.path, path), eq(workspaceFiles.version, existing.version)))
      .returning();
  } else {
    // A path that existed before (deleted, renamed away) continues its history instead of reusing version numbers.
    const [history] = await tx
      .select({ last: max(workspaceFileVersions.version) })
      .from(workspaceFileVersions)
      .where(and(eq(workspaceFileVersions.courseId, courseId), eq(workspaceFileVersions.path, path)));
    [row] = await tx
      .insert(workspaceFiles)
      .values({ courseId, path, content, bytes, version: (history?.last ?? 0) + 1, lastAuthor: author })
      .returning();
  }
  if (!row) throw new AppError("internal", { en: "The file could not be saved.", zh: "文件无法保存。" });
  await insertVersion(tx, row);
  return { entry: entryOf(row), content: row.content, previous: existing?.content ?? null };
}
