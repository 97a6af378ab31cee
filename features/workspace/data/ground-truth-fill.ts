import "server-only";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { workspaceFiles } from "@/lib/db/schema";
import { LEARNING_FILES } from "../contract";
import { storableContent, utf8Bytes } from "../lib/file-content";
import { withChapterFacts, withSourceFacts, type SourceText } from "../lib/ground-truth-facts";
import { workspaceTexts } from "./course-texts";
import { insertVersion } from "./file-storage";
import type { WorkspaceCourse } from "./workspace-course";

/**
 * Gives ground-truth.md the definitions the learner's sources and the written chapters state, cited
 * (lib/ground-truth-facts.ts), while
 * the file is still the app's own: once the learner or the tutor has changed it, it is theirs and
 * nothing is added behind their back. Runs when the workspace is opened; a new version each time
 * facts are added, so Undo and the history see it like any other write.
 */
export async function fillGroundTruth(
  db: Database,
  ownerId: string,
  course: Pick<WorkspaceCourse, "id" | "language">,
  sources: readonly SourceText[] = [],
): Promise<boolean> {
  const { chapters } = await workspaceTexts(db, ownerId, course.id);
  if (chapters.length === 0 && sources.length === 0) return false;
  const [row] = await db
    .select()
    .from(workspaceFiles)
    .where(and(eq(workspaceFiles.courseId, course.id), eq(workspaceFiles.path, LEARNING_FILES.groundTruth)));
  if (!row || row.lastAuthor !== "system") return false;
  // The learner's own documents first: what they attached says what the subject's terms are.
  const withSources = withSourceFacts(row.content, sources, course.language);
  const next = withChapterFacts(withSources ?? row.content, chapters, course.language) ?? withSources;
  if (next === null) return false;
  const content = storableContent(next);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(workspaceFiles)
      .set({ content, bytes: utf8Bytes(content), version: row.version + 1 })
      .where(and(eq(workspaceFiles.courseId, course.id), eq(workspaceFiles.path, row.path), eq(workspaceFiles.version, row.version)))
      .returning();
    if (updated) await insertVersion(tx, updated);
    return updated !== undefined;
  });
}
