/**
 * Sources when things go wrong, on PGlite and PostgreSQL: transient failures retry up to the cap
 * then fail with a reason; a file that cannot be read fails at once and is never searchable; a
 * failing embedding endpoint leaves keyword search working (and says so); an upload streamed
 * without a length is cut off at the request limit.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as createRoute } from "@/app/api/courses/[id]/sources/route";
import { MockEmbeddingModelV4 } from "ai/test";
import { acceptPaste, acceptUploads } from "@/features/sources/data/source-intake";
import { claimSources, failSource } from "@/features/sources/data/source-queue";
import { searchCourseMaterial } from "@/features/sources/server/search-service";
import { UPLOAD_REQUEST_LIMIT_BYTES } from "@/features/sources/server/source-http";
import { sources } from "@/lib/db/schema";
import { cookieFor, expectError, params, setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { testDatabaseTargets } from "@/tests/support/db/test-databases";
import { drainSources, sourcesUrl, testEmbedder } from "@/tests/support/sources/index-kit";
import { buildGarbagePdf, buildTruncatedPdf } from "@/tests/support/sources/pdf-builder";
import { confirmedCourse, workspaceBrowser } from "@/tests/support/workspace/workspace-kit";

describe.each(testDatabaseTargets())("sources failures on $name", (target) => {
  const database = setUpCourseRouteEnvironment({ open: () => target.open() });

  it("a transient failure goes back to the queue until the cap, then fails with a reason", async () => {
    const { ownerId } = await workspaceBrowser();
    const { db } = database();
    const courseId = await confirmedCourse(db, ownerId);
    const source = await acceptPaste(db, ownerId, { courseId }, { title: "Flaky", text: "flaky words" });
    const outcomes: (string | null)[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const [claimed] = await claimSources(db, { workerId: "w:1:a", limit: 5, staleMs: 60_000 });
      expect(claimed).toMatchObject({ id: source.id, attempts: attempt });
      outcomes.push(
        await failSource(db, {
          sourceId: source.id,
          workerId: "w:1:a",
          message: "Tried too often.",
          permanent: false,
          maxAttempts: 3,
          retryInMs: 0,
        }),
      );
    }
    expect(outcomes).toEqual(["queued", "queued", "failed"]);
    const [row] = await db.select().from(sources).where(eq(sources.id, source.id));
    expect(row).toMatchObject({ status: "failed", error: "Tried too often.", claimedBy: null });
    expect(await claimSources(db, { workerId: "w:1:a", limit: 5, staleMs: 0 })).toEqual([]);
    // A worker that lost its claim cannot record anything.
    expect(
      await failSource(db, { sourceId: source.id, workerId: "w:1:a", message: "x", permanent: true, maxAttempts: 3, retryInMs: 0 }),
    ).toBeNull();
  });

  it("a corrupt PDF fails at once with the PDF reader's reason and is never searchable", async () => {
    const { ownerId } = await workspaceBrowser();
    const { db } = database();
    const courseId = await confirmedCourse(db, ownerId);
    // Real PDFs that the reader (unpdf) cannot parse, through the real intake: cut off mid-download, and noise after a PDF header.
    const outcomes = await acceptUploads(db, ownerId, { courseId }, [
      { fileName: "cut-off.pdf", declaredType: "application/pdf", bytes: buildTruncatedPdf() },
      { fileName: "noise.pdf", declaredType: "application/pdf", bytes: buildGarbagePdf() },
    ]);
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, true]);
    await drainSources(db);
    const rows = await db.select().from(sources).where(eq(sources.courseId, courseId));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      // Permanent: one attempt, the upload dropped, no chunks, and the PDF reader's own words.
      expect(row).toMatchObject({ status: "failed", attempts: 1, upload: null, chunkCount: 0 });
      expect(row.error).toBe("This PDF is damaged or incomplete and could not be read. Try saving or exporting it again.");
    }
    expect((await searchCourseMaterial(db, { ownerId, courseId, query: "cut off while downloading", embedder: null })).hits).toEqual([]);
  });

  it("a failing embedding endpoint leaves keyword search answering, with a note", async () => {
    const { ownerId } = await workspaceBrowser();
    const { db } = database();
    const courseId = await confirmedCourse(db, ownerId);
    await acceptPaste(db, ownerId, { courseId }, { title: "Notes", text: "Gradient descent follows the slope downhill." });
    const working = testEmbedder("flaky-model");
    await drainSources(db, { embedder: working });
    const broken = {
      modelId: "flaky-model",
      model: new MockEmbeddingModelV4({
        modelId: "flaky-model",
        doEmbed: async () => {
          throw new Error("endpoint down");
        },
      }),
    };
    const result = await searchCourseMaterial(db, { ownerId, courseId, query: "gradient descent", embedder: broken });
    expect(result.hits[0]).toMatchObject({ title: "Notes", channels: ["keyword"] });
    if (database().kind === "pglite") expect(result.search.note).toMatch(/failed this time/);
    else expect(result.search.note).toMatch(/pgvector/);
  });

  it("an upload streamed without a Content-Length is cut off at the request limit (413)", async () => {
    const { ownerId } = await workspaceBrowser();
    const { db } = database();
    const courseId = await confirmedCourse(db, ownerId);
    const chunk = new Uint8Array(1024 * 1024).fill(0x61);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > UPLOAD_REQUEST_LIMIT_BYTES + 4 * chunk.byteLength) return controller.close();
        if (sent === 0)
          controller.enqueue(new TextEncoder().encode('--x\r\nContent-Disposition: form-data; name="file"; filename="big.txt"\r\n\r\n'));
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const response = await createRoute(
      new Request(sourcesUrl(courseId), {
        method: "POST",
        headers: { cookie: await cookieFor(ownerId), "content-type": "multipart/form-data; boundary=x" },
        body,
        duplex: "half",
      } as RequestInit),
      params({ id: courseId }),
    );
    await expectError(response, 413, "payload_too_large");
    expect(sent).toBeLessThan(UPLOAD_REQUEST_LIMIT_BYTES + 8 * chunk.byteLength);
  });
});
