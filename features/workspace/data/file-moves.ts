import "server-only";
import { and, eq, max } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { workspaceFileVersions, workspaceFiles } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import type { FileAuthor } from "../contract";
import type { EvidenceFor } from "../lib/milestone-evidence";
import { conflict, entryOf, fileNotFound, insertVersion, lockWritableWorkspace, type StoredFile } from "./file-storage";
import { checkMilestoneTicks, evidenceForPath } from "./milestone-ticks";

/** Deleting and renaming files: the same course lock and version check as every write (see file-storage.ts). */
export async function deleteWorkspaceFile(
  db: Database,
  input: { ownerId: string; courseId: string; path: string; baseVersion?: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockWritableWorkspace(tx, input.ownerId, input.courseId);
    const [existing] = await tx
      .select()
      .from(workspaceFiles)
      .where(and(eq(workspaceFiles.courseId, input.courseId), eq(workspaceFiles.path, input.path)));
    if (!existing) throw fileNotFound(input.path);
    if (input.baseVersion !== undefined && existing.version !== input.baseVersion) throw conflict(existing, input.baseVersion);
    await tx.delete(workspaceFiles).where(and(eq(workspaceFiles.courseId, input.courseId), eq(workspaceFiles.path, input.path)));
  });
}

/**
 * Moves a file to a new path (both validated for writing); the new path's history starts with this
 * content. A file moved to milestones.md ticks nothing without evidence, like any write of it.
 */
export async function renameWorkspaceFile(
  db: Database,
  input: {
    ownerId: string;
    courseId: string;
    path: string;
    renameTo: string;
    baseVersion: number;
    author: FileAuthor;
    evidenceFor: EvidenceFor;
  },
): Promise<StoredFile> {
  const evidence = await evidenceForPath(input.renameTo, input.courseId, input.evidenceFor);
  return db.transaction(async (tx) => {
    await lockWritableWorkspace(tx, input.ownerId, input.courseId);
    const rows = await tx.select().from(workspaceFiles).where(eq(workspaceFiles.courseId, input.courseId));
    const existing = rows.find((row) => row.path === input.path);
    if (!existing) throw fileNotFound(input.path);
    if (existing.version !== input.baseVersion) throw conflict(existing, input.baseVersion);
    const taken = rows.find((row) => row.path === input.renameTo);
    if (taken) throw conflict(taken, 0);
    checkMilestoneTicks(evidence, "", existing.content);
    const [history] = await tx
      .select({ last: max(workspaceFileVersions.version) })
      .from(workspaceFileVersions)
      .where(and(eq(workspaceFileVersions.courseId, input.courseId), eq(workspaceFileVersions.path, input.renameTo)));
    await tx.delete(workspaceFiles).where(and(eq(workspaceFiles.courseId, input.courseId), eq(workspaceFiles.path, input.path)));
    const [row] = await tx
      .insert(workspaceFiles)
      .values({ ...existing, path: input.renameTo, version: (history?.last ?? 0) + 1, lastAuthor: input.author, updatedAt: new Date() })
      .returning();
    if (!row) throw new AppError("internal", { en: "The file could not be renamed.", zh: "文件无法重命名。" });
    await insertVersion(tx, row);
    return { entry: entryOf(row), content: row.content };
  });
}
