/**
 * Property test over the workspace file routes (GET/PUT/DELETE /api/courses/:id/file):
 * arbitrary Unicode in paths and bodies, text over the limits, extreme line
 * numbers. Never a 5xx; a write that was accepted reads back exactly as stored
 * (NUL dropped and lone surrogates repaired, everything else byte for byte),
 * and a refused one leaves the file as it was.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DELETE as deleteRoute, GET as getRoute, PUT as putRoute } from "@/app/api/courses/[id]/file/route";
import { fileResponseSchema } from "@/features/workspace/contract";
import { storableContent } from "@/features/workspace/lib/file-content";
import { params, request, setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { anyText, extremeNumber, hostileText } from "@/tests/support/http/hostile-arbitraries";
import { confirmedCourse, fileUrl, workspaceBrowser } from "@/tests/support/workspace/workspace-kit";

const handle = setUpCourseRouteEnvironment();
beforeAll(() => vi.stubEnv("RATE_LIMIT_PER_MINUTE", "0"));
afterAll(() => vi.unstubAllEnvs());

const RUNS = 25;
const never5xx = (response: Response) => expect(response.status, `a ${response.status}`).toBeLessThan(500);

/** Paths: mostly plausible notes with hostile names, sometimes anything at all. */
const pathArbitrary = fc.oneof(
  // Valid paths carry most of the weight: the storage half of the property needs accepted writes.
  { weight: 6, arbitrary: fc.stringMatching(/^[a-z0-9\u4e00-\u4e0f-]{1,24}$/).map((name) => `notes/${name}.md`) },
  { weight: 3, arbitrary: hostileText.map((name) => `notes/${name}.md`) },
  { weight: 1, arbitrary: anyText },
  {
    weight: 1,
    arbitrary: fc.constantFrom("../x.md", "%2e%2e/x.md", "chapters/01-01-pods.md", "C:\\x.md", "/etc/passwd", "notes/\u0000.md"),
  },
);

async function workspace() {
  const { ownerId, cookie } = await workspaceBrowser();
  const courseId = await confirmedCourse(handle().db, ownerId);
  const put = (body: unknown) =>
    putRoute(request(fileUrl(courseId), { method: "PUT", cookie, body: JSON.stringify(body) }), params({ id: courseId }));
  const get = (query: Record<string, string | number>) => getRoute(request(fileUrl(courseId, query), { cookie }), params({ id: courseId }));
  return { courseId, cookie, put, get };
}

describe("workspace file routes under hostile input", () => {
  it("PUT whole content with any path and text: never a 5xx; accepted text reads back as stored", async () => {
    const { put, get } = await workspace();
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(pathArbitrary, anyText, async (path, content) => {
        const response = await put({ path, content });
        never5xx(response);
        if (response.status !== 200) return;
        accepted += 1;
        const written = fileResponseSchema.parse(await response.json()).file;
        expect(written.content).toBe(storableContent(content));
        const read = await get({ path: written.path });
        expect(read.status).toBe(200);
        expect(fileResponseSchema.parse(await read.json()).file.content).toBe(storableContent(content));
      }),
      { numRuns: RUNS },
    );
    // A property that only ever saw refusals would prove nothing about storage.
    expect(accepted).toBeGreaterThanOrEqual(5);
  });

  it("PUT line ranges and GET ranges with extreme numbers: never a 5xx; a refused edit changes nothing", async () => {
    const { put, get } = await workspace();
    const original = "# Note\n\nline three\nline four\n";
    const created = await put({ path: "notes/range.md", content: original });
    expect(created.status).toBe(200);
    await fc.assert(
      fc.asyncProperty(extremeNumber, extremeNumber, anyText, async (start, end, text) => {
        const before = fileResponseSchema.parse(await (await get({ path: "notes/range.md" })).json()).file;
        const response = await put({ path: "notes/range.md", start, end, text, baseVersion: before.version });
        never5xx(response);
        const after = fileResponseSchema.parse(await (await get({ path: "notes/range.md" })).json()).file;
        if (response.status !== 200) expect(after.content).toBe(before.content);
        const ranged = await get({ path: "notes/range.md", start: String(start), end: String(end) });
        never5xx(ranged);
      }),
      { numRuns: RUNS },
    );
  });

  it("GET and DELETE with any path in the query: never a 5xx, and nothing but a learner file is ever deleted", async () => {
    const { put, get, courseId, cookie } = await workspace();
    expect((await put({ path: "notes/keep.md", content: "kept" })).status).toBe(200);
    await fc.assert(
      fc.asyncProperty(pathArbitrary, async (path) => {
        never5xx(await get({ path }));
        const removed = await deleteRoute(request(fileUrl(courseId, { path }), { method: "DELETE", cookie }), params({ id: courseId }));
        never5xx(removed);
        if (path !== "notes/keep.md") expect((await get({ path: "notes/keep.md" })).status).toBe(200);
      }),
      { numRuns: RUNS },
    );
    expect((await get({ path: "guidance.md" })).status).toBe(200);
  });
});
