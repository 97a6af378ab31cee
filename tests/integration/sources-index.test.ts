/**
 * The sources index on PGlite (with pgvector) and PostgreSQL (without it here): semantic and fused
 * search with a deterministic embedder; keyword-only with a note where pgvector is missing; an
 * ingestion job whose process died resumes; nothing half-indexed is searchable; the course's
 * chapters and learning files are indexed and re-indexed only when they change.
 */
import { evidenceFor } from "@/app/_compose/milestone-evidence";
import { hostname } from "node:os";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { searchCourseWithDocuments, syncCourseDocumentsFor } from "@/app/_compose/sources-course-documents";
import { putFile } from "@/features/workspace/server/file-service";
import { deleteWorkspaceFile } from "@/features/workspace/data/file-moves";
import { acceptPaste } from "@/features/sources/data/source-intake";
import { claimSources, advanceSource } from "@/features/sources/data/source-queue";
import { searchCourseMaterial } from "@/features/sources/server/search-service";
import { linkInterviewSources } from "@/features/sources/data/source-queries";
import { startSourceWorker } from "@/features/sources/server/source-worker";
import { sourceChunks, sources } from "@/lib/db/schema";
import { setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { testDatabaseTargets } from "@/tests/support/db/test-databases";
import { drainSources, testEmbedder } from "@/tests/support/sources/index-kit";
import { confirmedCourse, workspaceBrowser } from "@/tests/support/workspace/workspace-kit";

const CARS = "Maintenance\n\nChange the car oil every ten thousand kilometres.";
const COOKING = "Cooking\n\nSimmer the tomato sauce for twenty minutes.";

describe.each(testDatabaseTargets())("sources index on $name", (target) => {
  const database = setUpCourseRouteEnvironment({ open: () => target.open() });

  async function courseWith(texts: Record<string, string>) {
    const { ownerId } = await workspaceBrowser();
    const { db } = database();
    const courseId = await confirmedCourse(db, ownerId);
    for (const [title, text] of Object.entries(texts)) await acceptPaste(db, ownerId, { courseId }, { title, text });
    return { db, ownerId, courseId };
  }

  it("semantic + fused search with pgvector, keyword only (and saying so) without it", async () => {
    const embedder = testEmbedder();
    const { db, ownerId, courseId } = await courseWith({ Cars: CARS, Cooking: COOKING });
    await drainSources(db, { embedder });
    const result = await searchCourseMaterial(db, { ownerId, courseId, query: "automobile", embedder });
    if (database().kind === "pglite") {
      expect(result.search).toEqual({ mode: "hybrid", embeddingModel: "test-embedder" });
      expect(result.hits[0]).toMatchObject({ title: "Cars", channels: ["semantic"] });
      const fused = await searchCourseMaterial(db, { ownerId, courseId, query: "car oil", embedder });
      expect(fused.hits[0]).toMatchObject({ title: "Cars" });
      expect(fused.hits[0]!.channels.sort()).toEqual(["keyword", "semantic"]);
      // Another model has no vectors yet: keyword still answers, and says why semantic is missing.
      const other = await searchCourseMaterial(db, { ownerId, courseId, query: "car", embedder: testEmbedder("model-b") });
      expect(other.hits[0]).toMatchObject({ title: "Cars", channels: ["keyword"] });
      expect(other.search.note).toMatch(/embedded/);
    } else {
      expect(result.search.mode).toBe("keyword");
      expect(result.search.note).toMatch(/pgvector/);
      expect(result.hits).toEqual([]);
      const keyword = await searchCourseMaterial(db, { ownerId, courseId, query: "car oil", embedder });
      expect(keyword.hits[0]).toMatchObject({ title: "Cars", channels: ["keyword"] });
      expect(embedder.calls()).toBe(0);
    }
  });

  it("a job whose process died mid-way resumes; a stale claim of another host is retaken; an abandoned one fails", async () => {
    const { db, ownerId, courseId } = await courseWith({ Cars: CARS, Cooking: COOKING });
    // Claimed by a process of this host that no longer runs (pid beyond any real one), left mid-way.
    const dead = `${hostname()}:4194303:gone`;
    const [first, second] = await claimSources(db, { workerId: dead, limit: 2, staleMs: 60_000 });
    await advanceSource(db, { sourceId: first!.id, workerId: dead, status: "splitting" });
    await db
      .update(sources)
      .set({ claimedBy: "elsewhere:1:x", claimedAt: sql`now() - interval '1 hour'` })
      .where(eq(sources.id, second!.id));
    expect((await searchCourseMaterial(db, { ownerId, courseId, query: "car oil" })).hits).toEqual([]);

    const worker = startSourceWorker({ db, concurrency: 2, pollMs: 20, staleMs: 60_000, maxAttempts: 3, log: () => {} });
    for (let tries = 0; tries < 200; tries += 1) {
      const rows = await db.select({ status: sources.status }).from(sources).where(eq(sources.courseId, courseId));
      if (rows.every((row) => row.status === "ready")) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await worker.stop();
    const rows = await db
      .select({ title: sources.title, status: sources.status, attempts: sources.attempts })
      .from(sources)
      .where(eq(sources.courseId, courseId));
    expect(rows.map((row) => row.status)).toEqual(["ready", "ready"]);
    expect(rows.every((row) => row.attempts === 2)).toBe(true);
    expect((await searchCourseMaterial(db, { ownerId, courseId, query: "car oil" })).hits[0]).toMatchObject({ title: "Cars" });

    // Used every attempt and its worker died again: failed for good, with a reason, never searchable.
    const { db: same, courseId: other, ownerId: otherOwner } = await courseWith({ Poison: "poison pill text" });
    await same
      .update(sources)
      .set({ status: "reading", attempts: 3, claimedBy: dead, claimedAt: sql`now()` })
      .where(eq(sources.courseId, other));
    await drainSources(same);
    const [failed] = await same.select().from(sources).where(eq(sources.courseId, other));
    expect(failed).toMatchObject({ status: "failed" });
    expect(failed!.error).toMatch(/given up/);
    expect((await searchCourseMaterial(same, { ownerId: otherOwner, courseId: other, query: "poison" })).hits).toEqual([]);
  });

  it("English inflections find each other both ways; short words stay exact", async () => {
    const { db, ownerId, courseId } = await courseWith({
      Roots: "Roots\n\nThe roots absorbed water after the rain.",
      Leaves: "Leaves\n\nStudents study how leaves breathe.",
      Cooking: COOKING,
    });
    await drainSources(db);
    const titles = async (query: string) => (await searchCourseMaterial(db, { ownerId, courseId, query })).hits.map((hit) => hit.title);
    expect(await titles("absorbs")).toEqual(["Roots"]);
    expect(await titles("absorbing water")).toContain("Roots");
    expect((await titles("studies"))[0]).toBe("Leaves");
    // "rain" is four letters: exact, so "rainbow" alone finds nothing.
    expect(await titles("rainbow")).toEqual([]);
  });

  it("chunks of a source that is not ready are never searchable", async () => {
    const { db, ownerId, courseId } = await courseWith({ Cars: CARS });
    await drainSources(db);
    const [row] = await db.select().from(sources).where(eq(sources.courseId, courseId));
    await db.update(sources).set({ status: "indexing" }).where(eq(sources.id, row!.id));
    expect((await searchCourseMaterial(db, { ownerId, courseId, query: "car" })).hits).toEqual([]);
    await db.update(sources).set({ status: "ready" }).where(eq(sources.id, row!.id));
    expect((await searchCourseMaterial(db, { ownerId, courseId, query: "car" })).hits).toHaveLength(1);
  });

  it("indexes the course's chapters and learning files, re-indexing only what changed", async () => {
    const { ownerId } = await workspaceBrowser();
    const { db } = database();
    const courseId = await confirmedCourse(db, ownerId, { written: true });
    await putFile(
      db,
      ownerId,
      courseId,
      { path: "notes/kube.md", content: "# Kube\n\nThe kubelet runs on every node." },
      evidenceFor(db, ownerId),
    );
    const found = await searchCourseWithDocuments(db, { ownerId, courseId, query: "kubelet" });
    expect(found.hits[0]).toMatchObject({ kind: "file", path: "notes/kube.md", title: "kube.md" });
    const chapter = await searchCourseWithDocuments(db, { ownerId, courseId, query: "point three" });
    expect(chapter.hits[0]!.kind).toBe("chapter");
    expect(chapter.hits[0]!.path).toMatch(/^chapters\//);
    expect(await syncCourseDocumentsFor(db, ownerId, courseId)).toEqual({ indexed: 0, removed: 0 });

    const before = await db.select({ id: sourceChunks.id }).from(sourceChunks).where(eq(sourceChunks.courseId, courseId));
    await putFile(
      db,
      ownerId,
      courseId,
      { path: "notes/kube.md", content: "# Kube\n\nThe scheduler places pods.", baseVersion: 1 },
      evidenceFor(db, ownerId),
    );
    expect(
      (await searchCourseWithDocuments(db, { ownerId, courseId, query: "kubelet" })).hits.filter((hit) => hit.path === "notes/kube.md"),
    ).toEqual([]);
    expect((await searchCourseWithDocuments(db, { ownerId, courseId, query: "scheduler" })).hits[0]).toMatchObject({
      path: "notes/kube.md",
    });
    const after = await db.select({ id: sourceChunks.id }).from(sourceChunks).where(eq(sourceChunks.courseId, courseId));
    // Only the changed file's chunks were replaced.
    expect(after.filter((row) => before.some((old) => old.id === row.id)).length).toBeGreaterThan(0);

    await deleteWorkspaceFile(db, { ownerId, courseId, path: "notes/kube.md", baseVersion: 2 });
    expect((await searchCourseWithDocuments(db, { ownerId, courseId, query: "scheduler" })).hits).toEqual([]);
  });

  it("a source attached to an interview joins its course once linked", async () => {
    const { ownerId } = await workspaceBrowser();
    const { db } = database();
    const courseId = await confirmedCourse(db, ownerId);
    await acceptPaste(
      db,
      ownerId,
      { interviewId: "int_1" },
      { title: "Chapter 3", text: "Entropy always increases in an isolated system." },
    );
    await drainSources(db);
    expect((await searchCourseMaterial(db, { ownerId, courseId, query: "entropy" })).hits).toEqual([]);
    // Another browser's course (or one that does not exist) takes nothing.
    const stranger = await workspaceBrowser();
    const strangersCourse = await confirmedCourse(db, stranger.ownerId);
    expect(await linkInterviewSources(db, { ownerId, interviewId: "int_1", courseId: strangersCourse })).toBe(0);
    expect(await linkInterviewSources(db, { ownerId, interviewId: "int_1", courseId: "crs_missing" })).toBe(0);
    expect(await linkInterviewSources(db, { ownerId, interviewId: "int_1", courseId })).toBe(1);
    expect((await searchCourseMaterial(db, { ownerId, courseId, query: "entropy" })).hits[0]).toMatchObject({ title: "Chapter 3" });
  });
});
