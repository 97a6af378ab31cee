/**
 * The course's own texts the search indexes (app/_compose/sources-course-documents.ts): read from
 * the workspace in one query whatever the number of files, with the same documents as reading the
 * workspace file by file, and another browser's course still a 404.
 */
import { evidenceFor } from "@/app/_compose/milestone-evidence";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { courseDocuments } from "@/app/_compose/sources-course-documents";
import type { CourseDocument } from "@/features/sources/data/course-documents";
import { putFile } from "@/features/workspace/server/file-service";
import { listWorkspace, readWorkspaceFile } from "@/features/workspace/data/file-storage";
import { chapterFiles } from "@/features/workspace/data/workspace-course";
import { materialTextOf } from "@/features/workspace/lib/learning-files";
import type { Database } from "@/lib/db/client";
import { chapters } from "@/lib/db/schema";
import { setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { testDatabaseTargets } from "@/tests/support/db/test-databases";
import { confirmedCourse, workspaceBrowser } from "@/tests/support/workspace/workspace-kit";

/** The database with a count of the statements started through it (select, insert, update, delete, execute). */
function countingDatabase(db: Database): { db: Database; statements: () => number } {
  let statements = 0;
  const counted = new Set(["select", "selectDistinct", "insert", "update", "delete", "execute", "transaction"]);
  const proxy = new Proxy(db, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof key !== "string" || !counted.has(key) || typeof value !== "function") return value;
      return (...args: unknown[]) => {
        statements += 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db: proxy, statements: () => statements };
}

/** What the search indexed before: the workspace listed, then every learning file read on its own. */
async function fileByFile(db: Database, ownerId: string, courseId: string): Promise<CourseDocument[]> {
  const { files } = await listWorkspace(db, ownerId, courseId);
  const docs: CourseDocument[] = [];
  for (const chapter of await chapterFiles(db, courseId)) {
    if (chapter.content)
      docs.push({ origin: `chapter:${chapter.path}`, kind: "chapter", path: chapter.path, title: chapter.title, text: chapter.content });
  }
  for (const entry of files) {
    if (entry.readOnly) continue;
    const file = await readWorkspaceFile(db, ownerId, courseId, entry.path);
    const title = entry.path.split("/").at(-1) ?? entry.path;
    // ground-truth.md's plan (the outline, labelled as the plan) is never material: its lines go in blank.
    docs.push({
      origin: `file:${entry.path}`,
      kind: "file",
      path: entry.path,
      title,
      text: materialTextOf(entry.path, file.content.slice(0, 400_000)),
    });
  }
  return docs;
}

describe.each(testDatabaseTargets())("the course's documents on $name", (target) => {
  const database = setUpCourseRouteEnvironment({ open: () => target.open() });

  it("one query for every chapter and learning file, the same documents as reading them one by one", async () => {
    const { ownerId } = await workspaceBrowser();
    const { db } = database();
    const courseId = await confirmedCourse(db, ownerId, { written: true });
    // One chapter not written yet, one written empty: neither is a document.
    const [first, second] = await db.select({ id: chapters.id }).from(chapters).where(eq(chapters.courseId, courseId));
    await db.update(chapters).set({ content: null, status: "queued" }).where(eq(chapters.id, first!.id));
    await db.update(chapters).set({ content: "" }).where(eq(chapters.id, second!.id));
    const notes = {
      "notes/kube.md": "# Kube\n\nThe kubelet runs on every node.",
      "notes/zh/机器学习.md": "# 机器学习\n\n监督学习使用带标签的数据 🌱",
      "notes/a-empty.md": "",
      "notes/big.md": `${"long line of notes ".repeat(10_000)}\n`,
      "Zeta.md": "capitalised",
    };
    for (const [path, content] of Object.entries(notes)) await putFile(db, ownerId, courseId, { path, content }, evidenceFor(db, ownerId));

    const counting = countingDatabase(db);
    const docs = await courseDocuments(counting.db, ownerId, courseId);
    expect(counting.statements()).toBe(1);
    expect(docs).toEqual(await fileByFile(db, ownerId, courseId));
    expect(docs.filter((doc) => doc.kind === "file").map((doc) => doc.path)).toEqual(expect.arrayContaining(Object.keys(notes)));
    const groundTruth = docs.find((doc) => doc.path === "ground-truth.md")!;
    const stored = await readWorkspaceFile(db, ownerId, courseId, "ground-truth.md");
    expect(stored.content).toMatch(/^## Your plan/m);
    expect(groundTruth.text).not.toMatch(/Your plan|Subject:/);
    expect(groundTruth.text.split("\n")).toHaveLength(stored.content.split("\n").length);
  }, 60_000);

  it("another browser's course, or an unknown one, is a 404", async () => {
    const { ownerId } = await workspaceBrowser();
    const { db } = database();
    const courseId = await confirmedCourse(db, ownerId);
    const stranger = await workspaceBrowser();
    await expect(courseDocuments(db, stranger.ownerId, courseId)).rejects.toMatchObject({ code: "not_found" });
    await expect(courseDocuments(db, ownerId, "crs_nothing_here")).rejects.toMatchObject({ code: "not_found" });
  });
});
