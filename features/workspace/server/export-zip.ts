import "server-only";
import { strToU8, zipSync } from "fflate";
import type { Database } from "@/lib/db/client";
import { listWorkspace, readWorkspaceFile } from "../data/file-storage";
import { zipEntryPath } from "../lib/path-names";
import { requireWorkspaceCourse } from "../data/workspace-course";

/** The whole workspace (learning files, notes, chapters) as a .zip of markdown files; paths are validated ones. */
export async function exportWorkspaceZip(
  db: Database,
  ownerId: string,
  courseId: string,
): Promise<{ bytes: Uint8Array; filename: string }> {
  const course = await requireWorkspaceCourse(db, ownerId, courseId);
  const { files } = await listWorkspace(db, ownerId, courseId);
  const entries: Record<string, Uint8Array> = {};
  for (const file of files) {
    let name = zipEntryPath(file.path);
    // Two stored names may make one zip name (CON.md and _CON.md): the later one gets a number.
    for (let copy = 2; Object.hasOwn(entries, name); copy++) name = zipEntryPath(file.path).replace(/\.md$/, ` (${copy}).md`);
    entries[name] = strToU8((await readWorkspaceFile(db, ownerId, courseId, file.path)).content);
  }
  const slug =
    course.outline.title
      .normalize("NFKC")
      .replace(/[^\p{L}\p{N}]+/gu, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "workspace";
  return { bytes: zipSync(entries, { level: 6 }), filename: `${slug}.zip` };
}
