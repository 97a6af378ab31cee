import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { workspaceFileVersions, workspaceFiles } from "@/lib/db/schema";
import { storableContent, utf8Bytes } from "../lib/file-content";
import { learningFiles } from "../lib/learning-files";
import type { SourceText } from "../lib/ground-truth-facts";
import { fillGroundTruth } from "./ground-truth-fill";
import { requireWorkspaceCourse } from "./workspace-course";

/**
 * Gives a confirmed course its learning files, once: only a workspace that has
 * never held a file is seeded, so files the learner deleted do not come back.
 * Safe to call again (on every confirm and when a workspace is opened): each call also gives
 * ground-truth.md the definitions of chapters written since, while it is still the app's own.
 */
export async function seedLearningFiles(
  db: Database,
  ownerId: string,
  courseId: string,
  /** The learner's sources (from features/sources, wired in app/_compose): their definitions are facts too. */
  sources: () => Promise<readonly SourceText[]> = async () => [],
): Promise<boolean> {
  const course = await requireWorkspaceCourse(db, ownerId, courseId);
  if (course.status === "draft") return false;
  const [seen] = await db
    .select({ path: workspaceFileVersions.path })
    .from(workspaceFileVersions)
    .where(eq(workspaceFileVersions.courseId, courseId))
    .limit(1);
  if (seen) {
    await fillGroundTruth(db, ownerId, course, await sources());
    return false;
  }
  const files = learningFiles(course).map((file) => ({ ...file, content: storableContent(file.content) }));
  const seeded = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(workspaceFiles)
      .values(
        files.map((file) => ({
          courseId,
          path: file.path,
          content: file.content,
          bytes: utf8Bytes(file.content),
          version: 1,
          lastAuthor: "system",
        })),
      )
      .onConflictDoNothing()
      .returning();
    if (inserted.length > 0) {
      await tx
        .insert(workspaceFileVersions)
        .values(inserted.map((row) => ({ courseId, path: row.path, version: row.version, content: row.content, author: "system" })))
        .onConflictDoNothing();
    }
    return inserted.length > 0;
  });
  if (seeded) await fillGroundTruth(db, ownerId, course, await sources());
  return seeded;
}
