/**
 * Names a learner's file may not take, and a course not yet confirmed, through the real file
 * routes (issue 23, item 11): look-alikes of the read-only chapters/ folder and Windows device
 * names are refused for every way of writing (create, change, rename to) with an actionable 400;
 * a file stored under such a name before the rule can still be read, renamed away and deleted, and
 * reaches the export zip under a name that unzips anywhere; a draft course takes no write (409).
 */
import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { DELETE as deleteRoute, GET as getRoute, PUT as putRoute } from "@/app/api/courses/[id]/file/route";
import { GET as exportRoute } from "@/app/api/courses/[id]/workspace/export/route";
import { POST as chatRoute } from "@/app/api/courses/[id]/workspace/chat/route";
import { saveDraftFromInterview } from "@/features/courses/data/course-queries";
import { workspaceFiles } from "@/lib/db/schema";
import { draftFixture } from "@/tests/support/courses/course-test-kit";
import { expectError, params, request, setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { confirmedCourse, fileUrl, workspaceBrowser } from "@/tests/support/workspace/workspace-kit";

const database = setUpCourseRouteEnvironment();

const put = (courseId: string, cookie: string, body: unknown) =>
  putRoute(request(fileUrl(courseId), { method: "PUT", cookie, body: JSON.stringify(body) }), params({ id: courseId }));
const remove = (courseId: string, cookie: string, path: string) =>
  deleteRoute(request(fileUrl(courseId, { path }), { method: "DELETE", cookie }), params({ id: courseId }));

const REFUSED = [
  "Chapters/x.md",
  "CHAPTERS/x.md",
  "ｃｈａｐｔｅｒｓ/x.md",
  "сhapters/x.md",
  "chаpterѕ/notes/x.md",
  "CON.md",
  "notes/aux.md",
  "COM1/x.md",
  "notes/nul.txt.md",
];

describe("workspace names through the file routes", () => {
  it("create, change and rename-to under a refused name → 400 naming why; nothing stored", async () => {
    const { ownerId, cookie } = await workspaceBrowser();
    const courseId = await confirmedCourse(database().db, ownerId);
    expect((await put(courseId, cookie, { path: "notes/ok.md", content: "# ok\n" })).status).toBe(200);
    for (const path of REFUSED) {
      const created = await expectError(await put(courseId, cookie, { path, content: "# x\n" }), 400, "bad_request");
      expect(created.message).toMatch(/chapters\/ folder|device name/);
      await expectError(await put(courseId, cookie, { path, start: 1, end: 1, text: "x", baseVersion: 1 }), 400, "bad_request");
      await expectError(await put(courseId, cookie, { path: "notes/ok.md", renameTo: path, baseVersion: 1 }), 400, "bad_request");
    }
    const stored = (await database().db.select({ path: workspaceFiles.path }).from(workspaceFiles)).map((row) => row.path);
    for (const path of REFUSED) expect(stored).not.toContain(path);
    // The real folder stays read-only.
    await expectError(await put(courseId, cookie, { path: "chapters/01-01-pods.md", content: "x" }), 403, "forbidden");
  });

  it("a file stored under such a name before the rule: read, renamed away, deleted; zipped under a name that unzips anywhere", async () => {
    const { ownerId, cookie } = await workspaceBrowser();
    const courseId = await confirmedCourse(database().db, ownerId, { written: true });
    const legacy = ["CON.md", "Chapters/old.md", "notes/aux.md"];
    await database()
      .db.insert(workspaceFiles)
      .values(legacy.map((path) => ({ courseId, path, content: `# ${path}\n`, bytes: 10, version: 1, lastAuthor: "learner" })));

    const zip = unzipSync(
      new Uint8Array(
        await (
          await exportRoute(request(`http://127.0.0.1/api/courses/${courseId}/workspace/export`, { cookie }), params({ id: courseId }))
        ).arrayBuffer(),
      ),
    );
    const names = Object.keys(zip);
    expect(names).toEqual(expect.arrayContaining(["_CON.md", "_Chapters/old.md", "notes/_aux.md", "chapters/01-01-pods.md"]));
    for (const name of legacy) expect(names).not.toContain(name);

    expect((await getRoute(request(fileUrl(courseId, { path: "CON.md" }), { cookie }), params({ id: courseId }))).status).toBe(200);
    await expectError(await put(courseId, cookie, { path: "CON.md", content: "changed", baseVersion: 1 }), 400, "bad_request");
    expect((await put(courseId, cookie, { path: "CON.md", renameTo: "notes/console.md", baseVersion: 1 })).status).toBe(200);
    expect((await remove(courseId, cookie, "Chapters/old.md")).status).toBe(204);
    expect((await remove(courseId, cookie, "notes/aux.md")).status).toBe(204);
  });

  it("a draft course (never confirmed) takes no write: create, change, rename, delete → 409; nothing stored", async () => {
    const { ownerId, cookie } = await workspaceBrowser();
    const draft = await saveDraftFromInterview(database().db, ownerId, draftFixture({ language: "en" }));
    const refused = await expectError(await put(draft.id, cookie, { path: "notes/early.md", content: "# early\n" }), 409, "conflict");
    expect(refused.message).toMatch(/draft.*confirm/i);
    await expectError(await put(draft.id, cookie, { path: "guidance.md", content: "x", baseVersion: 1 }), 409, "conflict");
    await expectError(await put(draft.id, cookie, { path: "notes/a.md", renameTo: "notes/b.md", baseVersion: 1 }), 409, "conflict");
    await expectError(await remove(draft.id, cookie, "notes/a.md"), 409, "conflict");
    // Nor does its tutor keep a conversation or write through its tools.
    const chatUrl = `http://127.0.0.1/api/courses/${draft.id}/workspace/chat`;
    const turn = await chatRoute(
      request(chatUrl, { method: "POST", cookie, body: JSON.stringify({ text: "Add a note", references: [] }) }),
      params({ id: draft.id }),
    );
    expect((await expectError(turn, 409, "conflict")).message).toMatch(/draft.*confirm/i);
    expect(await database().db.select().from(workspaceFiles).where(eq(workspaceFiles.courseId, draft.id))).toEqual([]);
  });
});
