/**
 * Search queries at the edge of the documented limit (issue 23, item 11), through the real route
 * handlers: every query up to SOURCE_LIMITS.queryChars is answered by POST, in any script, however
 * long its URL form would be (Node refuses a request head over 16 KB with an empty 431, so a URL
 * cannot carry them all); one character more is the app's JSON 413 (POST) or 414 (GET), never cut
 * to fit; GET still answers what fits a URL, with the same hits as POST.
 */
import { describe, expect, it } from "vitest";
import { POST as createRoute } from "@/app/api/courses/[id]/sources/route";
import { GET as searchGet, POST as searchPost } from "@/app/api/courses/[id]/search/route";
import { SOURCE_LIMITS, searchResponseSchema } from "@/features/sources/contract";
import { expectError, params, request, setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { drainSources, searchUrl, uploadRequest } from "@/tests/support/sources/index-kit";
import { confirmedCourse, workspaceBrowser } from "@/tests/support/workspace/workspace-kit";

const database = setUpCourseRouteEnvironment();
const LIMIT = SOURCE_LIMITS.queryChars;
const NOTE = "# 光合作用\n\n叶绿素吸收红光和蓝光。Chlorophyll absorbs red and blue light.\n";

async function courseWithNote() {
  const { ownerId, cookie } = await workspaceBrowser();
  const courseId = await confirmedCourse(database().db, ownerId);
  await createRoute(uploadRequest(courseId, cookie, [{ name: "note.md", content: NOTE }]), params({ id: courseId }));
  await drainSources(database().db);
  return { courseId, cookie };
}

const post = (courseId: string, cookie: string, body: unknown) =>
  searchPost(
    request(`http://127.0.0.1/api/courses/${courseId}/search`, { method: "POST", cookie, body: JSON.stringify(body) }),
    params({ id: courseId }),
  );

describe("search queries up to the documented limit", () => {
  it("POST answers every query the limit allows, in any script, whatever its URL length would be", async () => {
    const { courseId, cookie } = await courseWithNote();
    const queries = [
      `叶绿素 ${"光".repeat(LIMIT - 4)}`, // ~90 KB as a URL: far past what Node accepts in a request head
      `chlorophyll ${"a&".repeat((LIMIT - 12) / 2)}`, // ASCII that percent-encodes: 20 KB as a URL
      `叶绿素${"🌱".repeat((LIMIT - 4) / 2)}`.slice(0, LIMIT),
      "叶绿素".repeat(700), // 2,100 characters: GET stopped near 1,800 (16 KB of URL)
    ];
    for (const q of queries) {
      expect(q.length).toBeLessThanOrEqual(LIMIT);
      expect(encodeURIComponent(q).length, "the URL form would be over Node's 16 KB head").toBeGreaterThan(16 * 1024);
      const response = await post(courseId, cookie, { q });
      expect(response.status, q.slice(0, 20)).toBe(200);
      searchResponseSchema.parse(await response.json());
    }
    const found = searchResponseSchema.parse(await (await post(courseId, cookie, { q: "叶绿素", limit: 3 })).json());
    expect(found.hits.map((hit) => hit.title)).toContain("note");
  });

  it("one character over the limit → JSON 413 by POST and 414 by GET, naming the limit; never cut to fit", async () => {
    const { courseId, cookie } = await courseWithNote();
    for (const q of ["x".repeat(LIMIT + 1), "光".repeat(LIMIT + 1), "x".repeat(LIMIT * 4)]) {
      const refused = await expectError(await post(courseId, cookie, { q }), 413, "payload_too_large");
      expect(refused.message).toMatch(/at most 10,000 characters/);
    }
    const tooLongUrl = await expectError(
      await searchGet(request(searchUrl(courseId, "x".repeat(LIMIT + 1)), { cookie }), params({ id: courseId })),
      414,
      "uri_too_long",
    );
    expect(tooLongUrl.message).toMatch(/at most 10,000 characters.*POST/);
  });

  it("GET answers a query that fits a URL with the same hits as POST", async () => {
    const { courseId, cookie } = await courseWithNote();
    const byGet = await searchGet(request(searchUrl(courseId, "chlorophyll light"), { cookie }), params({ id: courseId }));
    expect(byGet.status).toBe(200);
    const byPost = await post(courseId, cookie, { q: "chlorophyll light" });
    expect(searchResponseSchema.parse(await byGet.json()).hits).toEqual(searchResponseSchema.parse(await byPost.json()).hits);
  });

  it("a malformed search body → JSON 400/415", async () => {
    const { courseId, cookie } = await courseWithNote();
    await expectError(await post(courseId, cookie, { query: "x" }), 400, "bad_request");
    await expectError(await post(courseId, cookie, { q: "x", limit: 0 }), 400, "bad_request");
    const plain = await searchPost(
      request(`http://127.0.0.1/api/courses/${courseId}/search`, {
        method: "POST",
        cookie,
        body: "q=x",
        headers: { "content-type": "text/plain" },
      }),
      params({ id: courseId }),
    );
    await expectError(plain, 415, "unsupported_media_type");
  });
});
