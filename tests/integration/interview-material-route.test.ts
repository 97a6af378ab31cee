/**
 * Material attached on /create, through the real route modules with an
 * in-memory material keeper (the real one is the sources feature's): per-file
 * 413/415, ownership, and an interview that starts from a chapter — its brief
 * and outline follow the chapter's sections and the chapter goes with the course.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DELETE, GET, POST } from "@/app/api/interview/material/route";
import { POST as interviewRoute } from "@/app/api/interview/route";
import { TOOL } from "@/features/interview/contract";
import { designedOutlineSchema, researchBriefSchema } from "@/features/interview/lib/interview-schemas";
import { sourcesCreatedResponseSchema, sourceSummarySchema } from "@/features/sources/contract";
import { cookieFor, request, setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import {
  fakeMaterialKeeper,
  FAIL_MARKER,
  switchMaterialKeeper,
  type FakeMaterialKeeper,
} from "@/tests/support/interview/fake-material-keeper";
import { runInterview } from "@/tests/support/interview/interview-driver";
import { PHOTOSYNTHESIS_CHAPTER, PHOTOSYNTHESIS_SECTIONS } from "@/tests/support/interview/material-fixtures";

// The composition's keeper becomes the in-memory one (the real one is the sources feature's).
vi.mock("@/app/_compose/interview-material-keeper", async () =>
  (await import("@/tests/support/interview/fake-material-keeper")).mockedMaterialKeeperModule(),
);

setUpCourseRouteEnvironment();
const URL_ = "http://127.0.0.1/api/interview/material";
let store: FakeMaterialKeeper;

beforeAll(() => {
  store = fakeMaterialKeeper();
  switchMaterialKeeper(store);
});
afterAll(() => switchMaterialKeeper(undefined));

const newOwner = () => `g_${randomBytes(12).toString("base64url")}`;
const newInterview = () => randomBytes(8).toString("hex");

async function upload(cookie: string | null, interviewId: string, files: File[]) {
  const form = new FormData();
  form.set("interviewId", interviewId);
  for (const file of files) form.append("file", file);
  return POST(new Request(URL_, { method: "POST", headers: cookie ? { cookie } : {}, body: form }));
}

const markdown = (name: string, text = PHOTOSYNTHESIS_CHAPTER) => new File([text], name, { type: "text/markdown" });

async function errorOf(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { error: { code: string; message: string; details?: unknown } };
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(10);
  return body.error;
}

describe("POST /api/interview/material", () => {
  it("accepts documents (202, one outcome per file in order) and refuses each bad file on its own: 415 type, 413 size", async () => {
    const cookie = await cookieFor(newOwner());
    const big = new File([new Uint8Array(20 * 1024 * 1024 + 1)], "huge.pdf", { type: "application/pdf" });
    const response = await upload(cookie, newInterview(), [
      markdown("chapter.md"),
      new File(["MZ\u0000\u0001"], "../../setup.exe", { type: "application/octet-stream" }),
      big,
    ]);
    expect(response.status).toBe(202);
    const { results } = sourcesCreatedResponseSchema.parse(await response.json());
    expect(results.map((result) => (result.ok ? 202 : result.status))).toEqual([202, 415, 413]);
    const refused = results[1];
    expect(refused?.ok).toBe(false);
    // No path tricks echoed back.
    expect(refused?.fileName).toBe("setup.exe");
    if (refused && !refused.ok) expect(refused.message).toMatch(/PDF, DOCX, Markdown/);
  });

  it("every file refused → that status as a JSON error with each file's reason in details", async () => {
    const cookie = await cookieFor(newOwner());
    const error = await errorOf(
      await upload(cookie, newInterview(), [new File(["x"], "photo.png", { type: "image/png" })]),
      415,
      "unsupported_media_type",
    );
    expect(error.details).toMatchObject({ results: [{ ok: false, status: 415 }] });
    await errorOf(await upload(cookie, newInterview(), [new File([""], "empty.md")]), 400, "bad_request");
  });

  it("at most 3 documents per interview; no identity → 401; not multipart → 415; no file → 400", async () => {
    const cookie = await cookieFor(newOwner());
    const interviewId = newInterview();
    await errorOf(
      await upload(
        cookie,
        interviewId,
        [1, 2, 3, 4].map((n) => markdown(`c${n}.md`)),
      ),
      413,
      "payload_too_large",
    );
    expect((await upload(cookie, interviewId, [markdown("a.md"), markdown("b.md")])).status).toBe(202);
    const third = sourcesCreatedResponseSchema.parse(
      await (await upload(cookie, interviewId, [markdown("c.md"), markdown("d.md")])).json(),
    );
    expect(third.results.map((result) => result.ok)).toEqual([true, false]);
    expect(third.results[1]).toMatchObject({ status: 413, message: expect.stringContaining("at most 3 documents") });

    await errorOf(await upload(null, interviewId, [markdown("a.md")]), 401, "unauthorized");
    const json = await POST(request(URL_, { method: "POST", cookie, body: JSON.stringify({ interviewId }) }));
    await errorOf(json, 415, "unsupported_media_type");
    await errorOf(await upload(cookie, interviewId, []), 400, "bad_request");
    await errorOf(await upload(cookie, "../etc", [markdown("a.md")]), 400, "bad_request");
  });
});

describe("GET and DELETE are owner-scoped", () => {
  it("another browser sees none of the documents and cannot remove them", async () => {
    const owner = await cookieFor(newOwner());
    const stranger = await cookieFor(newOwner());
    const interviewId = newInterview();
    const created = sourcesCreatedResponseSchema.parse(await (await upload(owner, interviewId, [markdown("chapter.md")])).json());
    const id = created.results[0]?.ok ? created.results[0].source.id : "";

    const list = async (cookie: string) =>
      sourceSummarySchema
        .array()
        .parse(((await (await GET(request(`${URL_}?interviewId=${interviewId}`, { cookie }))).json()) as { sources: unknown }).sources);
    expect((await list(owner)).map((source) => [source.id, source.status])).toEqual([[id, "ready"]]);
    expect(await list(stranger)).toEqual([]);

    const remove = (cookie: string) => DELETE(request(`${URL_}?interviewId=${interviewId}&id=${id}`, { method: "DELETE", cookie }));
    await errorOf(await remove(stranger), 404, "not_found");
    expect((await remove(owner)).status).toBe(204);
    expect(await list(owner)).toEqual([]);
    await errorOf(await GET(request(`${URL_}?interviewId=`, { cookie: owner })), 400, "bad_request");
  });
});

describe("an interview that starts from a chapter", () => {
  const interviewVia = (cookie: string) => (body: string) =>
    interviewRoute(request("http://127.0.0.1/api/interview", { method: "POST", cookie, body }));
  const briefOf = (run: Awaited<ReturnType<typeof runInterview>>) => {
    const part = run.messages.flatMap((message) => message.parts).find((candidate) => candidate.type === `tool-${TOOL.researchTopic}`);
    return researchBriefSchema.parse((part as { output?: unknown } | undefined)?.output);
  };

  it("the brief and the outline follow the chapter's sections, and the chapter becomes the course's source", async () => {
    const ownerId = newOwner();
    const cookie = await cookieFor(ownerId);
    const interviewId = newInterview();
    const created = sourcesCreatedResponseSchema.parse(await (await upload(cookie, interviewId, [markdown("photosynthesis.md")])).json());
    const id = created.results[0]?.ok ? created.results[0].source.id : "";

    const run = await runInterview({
      send: interviewVia(cookie),
      interviewId,
      goal: "Build a course from this textbook chapter",
      materialIds: [id],
    });
    expect(run.errors).toEqual([]);
    const brief = briefOf(run);
    expect(brief.learningPath).toEqual(PHOTOSYNTHESIS_SECTIONS);
    // The document is named by its own title (its first heading), not its file name.
    expect(brief.material).toEqual([{ id, title: "Chapter 5: Photosynthesis" }]);
    // The first question tells the learner the course follows their document.
    expect(run.questions[0]?.message).toContain("“Chapter 5: Photosynthesis”");

    const outline = designedOutlineSchema.parse(run.outline);
    expect(outline.modules.slice(0, 4).map((unit) => unit.title)).toEqual(PHOTOSYNTHESIS_SECTIONS);
    expect(JSON.stringify(outline)).not.toContain("HACKED");
    expect(store.links).toContainEqual({ ownerId, interviewId, courseId: outline.courseId });
    expect(store.sources.find((source) => source.summary.id === id)?.courseId).toBe(outline.courseId);
  });

  it("another browser's document ids are ignored: research runs without them, nothing of theirs is read", async () => {
    const victim = newOwner();
    const interviewId = newInterview();
    const secret = store.seed(victim, interviewId, "private-notes", "# Notes\n## Secret one\n## Secret two");
    const failed = store.seed(victim, interviewId, "broken", FAIL_MARKER);
    const attacker = newOwner();
    const run = await runInterview({
      send: interviewVia(await cookieFor(attacker)),
      interviewId,
      goal: "Photosynthesis",
      materialIds: [secret.id, failed.id],
      maxRequests: 1,
    });
    expect(run.errors).toEqual([]);
    const brief = briefOf(run);
    expect(brief.material).toBeUndefined();
    expect(JSON.stringify(run.messages)).not.toMatch(/Secret one|private-notes/);
    expect(store.reads.filter((read) => read.ownerId === victim)).toEqual([]);
  });

  it("when linking the material fails, the outline is still saved as the course (the link is retried on the next save)", async () => {
    const failing = fakeMaterialKeeper();
    const links: string[] = [];
    failing.linkToCourse = async (_db, _owner, _interview, courseId) => {
      links.push(courseId);
      throw new Error("database hiccup");
    };
    switchMaterialKeeper(failing);
    try {
      const run = await runInterview({
        send: interviewVia(await cookieFor(newOwner())),
        interviewId: newInterview(),
        goal: "Watercolor painting",
      });
      const outline = designedOutlineSchema.parse(run.outline);
      expect(outline.courseId).toMatch(/^crs_/);
      expect(outline.unsaved).toBeUndefined();
      expect(links).toEqual([outline.courseId]);
    } finally {
      switchMaterialKeeper(store);
    }
  });
});
