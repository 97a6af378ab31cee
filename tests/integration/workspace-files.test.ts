/**
 * The workspace file API through the real route handlers, on PGlite and (when
 * TEST_DATABASE_URL is set) PostgreSQL: seeding at confirm, CRUD with versions,
 * stale writes (409, nothing lost), limits (413), ownership (404), and hostile
 * paths (400/403, nothing outside the course touched).
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as filesRoute } from "@/app/api/courses/[id]/files/route";
import { DELETE as deleteRoute, GET as getRoute, PUT as putRoute } from "@/app/api/courses/[id]/file/route";
import { fileResponseSchema, fileTreeResponseSchema, WORKSPACE_LIMITS } from "@/features/workspace/contract";
import { parseMilestones } from "@/features/workspace/lib/milestones";
import { workspaceFileVersions, workspaceFiles } from "@/lib/db/schema";
import { expectError, params, request, setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { testDatabaseTargets } from "@/tests/support/db/test-databases";
import { confirmedCourse, fileUrl, workspaceBrowser } from "@/tests/support/workspace/workspace-kit";

describe.each(testDatabaseTargets())("workspace files on $name", (target) => {
  const database = setUpCourseRouteEnvironment({ open: () => target.open() });

  const put = (courseId: string, cookie: string, body: unknown) =>
    putRoute(request(fileUrl(courseId), { method: "PUT", cookie, body: JSON.stringify(body) }), params({ id: courseId }));
  const get = (courseId: string, cookie: string, query: Record<string, string | number>) =>
    getRoute(request(fileUrl(courseId, query), { cookie }), params({ id: courseId }));

  it("a confirmed course has guidance, milestones (one per module, its last module the capstone), ground truth, notes/ and read-only chapters", async () => {
    const { ownerId, cookie } = await workspaceBrowser();
    const courseId = await confirmedCourse(database().db, ownerId, { written: true });
    const tree = fileTreeResponseSchema.parse(
      await (await filesRoute(request(`http://127.0.0.1/api/courses/${courseId}/files`, { cookie }), params({ id: courseId }))).json(),
    );
    const paths = tree.files.map((file) => file.path);
    expect(paths).toEqual(
      expect.arrayContaining(["guidance.md", "milestones.md", "ground-truth.md", "chapters/01-01-pods.md", "chapters/03-01-ship-it.md"]),
    );
    expect(tree.folders).toEqual(expect.arrayContaining(["notes", "chapters"]));
    expect(tree.files.filter((file) => file.path.startsWith("chapters/")).every((file) => file.readOnly)).toBe(true);

    const milestones = fileResponseSchema.parse(await (await get(courseId, cookie, { path: "milestones.md" })).json()).file;
    const parsed = parseMilestones(milestones.content);
    // The fixture's last module is its capstone ("Capstone: deploy your app"): no second capstone after it.
    expect(parsed).toHaveLength(3);
    expect(parsed[0]!.title).toContain("chapters/01-01-pods.md");
    expect(parsed[2]!.title).toMatch(/^Module 3: Capstone: deploy your app/);
    const guidance = fileResponseSchema.parse(await (await get(courseId, cookie, { path: "guidance.md" })).json()).file;
    expect(guidance.content).toContain("Docker at work");
    expect(guidance.lastAuthor).toBe("system");

    const chapter = fileResponseSchema.parse(
      await (await get(courseId, cookie, { path: "chapters/01-02-deployments.md", start: 1, end: 1 })).json(),
    ).file;
    expect(chapter.range?.numbered).toBe("1| # Deployments");
  });

  it("create → read a range → edit by lines → stale write 409 (nothing lost) → rename → delete, with history", async () => {
    const { ownerId, cookie } = await workspaceBrowser();
    const courseId = await confirmedCourse(database().db, ownerId);
    const created = await put(courseId, cookie, { path: "notes/rust.md", content: "# Rust\n\nline 3\nline 4\n" });
    expect(created.status).toBe(200);
    expect(fileResponseSchema.parse(await created.json()).file).toMatchObject({ version: 1, lastAuthor: "learner", lineCount: 4 });

    await expectError(await put(courseId, cookie, { path: "notes/rust.md", content: "again" }), 409, "conflict");

    const range = fileResponseSchema.parse(await (await get(courseId, cookie, { path: "notes/rust.md", start: 3, end: 4 })).json());
    expect(range.file.range).toEqual({ start: 3, end: 4, numbered: "3| line 3\n4| line 4" });
    await expectError(await get(courseId, cookie, { path: "notes/rust.md", start: 4, end: 9 }), 400, "bad_request");

    const edited = fileResponseSchema.parse(
      await (await put(courseId, cookie, { path: "notes/rust.md", start: 3, end: 3, text: "third", baseVersion: 1 })).json(),
    );
    expect(edited.file).toMatchObject({ version: 2, content: "# Rust\n\nthird\nline 4\n" });

    const stale = await expectError(
      await put(courseId, cookie, { path: "notes/rust.md", content: "mine", baseVersion: 1 }),
      409,
      "conflict",
    );
    expect(stale.details).toMatchObject({ current: { version: 2, content: "# Rust\n\nthird\nline 4\n" } });
    expect(stale.message).toContain("version 2");

    const renamed = fileResponseSchema.parse(
      await (await put(courseId, cookie, { path: "notes/rust.md", renameTo: "notes/week-1/rust.md", baseVersion: 2 })).json(),
    );
    expect(renamed.file).toMatchObject({ path: "notes/week-1/rust.md", content: "# Rust\n\nthird\nline 4\n" });
    await expectError(await get(courseId, cookie, { path: "notes/rust.md" }), 404, "not_found");

    await expectError(
      await deleteRoute(
        request(fileUrl(courseId, { path: "notes/week-1/rust.md", baseVersion: 7 }), { method: "DELETE", cookie }),
        params({ id: courseId }),
      ),
      409,
      "conflict",
    );
    const deleted = await deleteRoute(
      request(fileUrl(courseId, { path: "notes/week-1/rust.md" }), { method: "DELETE", cookie }),
      params({ id: courseId }),
    );
    expect(deleted.status).toBe(204);

    const history = await database()
      .db.select()
      .from(workspaceFileVersions)
      .where(and(eq(workspaceFileVersions.courseId, courseId), eq(workspaceFileVersions.path, "notes/rust.md")));
    expect(history.map((row) => [row.version, row.content, row.author]).sort()).toEqual([
      [1, "# Rust\n\nline 3\nline 4\n", "learner"],
      [2, "# Rust\n\nthird\nline 4\n", "learner"],
    ]);
    // Re-creating a path continues its history.
    const again = fileResponseSchema.parse(await (await put(courseId, cookie, { path: "notes/rust.md", content: "new" })).json());
    expect(again.file.version).toBe(3);
  });

  it("another browser's course and files are a 404, and nothing of theirs changes", async () => {
    const owner = await workspaceBrowser();
    const stranger = await workspaceBrowser();
    const courseId = await confirmedCourse(database().db, owner.ownerId);
    await expectError(await get(courseId, stranger.cookie, { path: "guidance.md" }), 404, "not_found");
    await expectError(await put(courseId, stranger.cookie, { path: "notes/x.md", content: "x" }), 404, "not_found");
    await expectError(await put(courseId, stranger.cookie, { path: "guidance.md", content: "x", baseVersion: 1 }), 404, "not_found");
    await expectError(
      await deleteRoute(
        request(fileUrl(courseId, { path: "guidance.md" }), { method: "DELETE", cookie: stranger.cookie }),
        params({ id: courseId }),
      ),
      404,
      "not_found",
    );
    await expectError(
      await filesRoute(request(`http://127.0.0.1/api/courses/${courseId}/files`, { cookie: stranger.cookie }), params({ id: courseId })),
      404,
      "not_found",
    );
    const rows = await database().db.select().from(workspaceFiles).where(eq(workspaceFiles.courseId, courseId));
    expect(rows.map((row) => [row.path, row.version]).sort()).toEqual([
      ["ground-truth.md", 1],
      ["guidance.md", 1],
      ["milestones.md", 1],
    ]);
  });

  it("hostile paths are refused through every route, and chapters are read-only (403)", async () => {
    const { ownerId, cookie } = await workspaceBrowser();
    const courseId = await confirmedCourse(database().db, ownerId, { written: true });
    const hostile = [
      "../guidance.md",
      "%2e%2e/guidance.md",
      "..%2fguidance.md",
      "/etc/passwd.md",
      "C:\\a.md",
      "notes/a\u0000.md",
      "．．/a.md",
      "notes/" + "a".repeat(300) + ".md",
      "notes/a.txt",
    ];
    for (const path of hostile) {
      await expectError(await get(courseId, cookie, { path }), 400, "bad_request");
      await expectError(await put(courseId, cookie, { path, content: "x" }), 400, "bad_request");
      await expectError(
        await deleteRoute(request(fileUrl(courseId, { path }), { method: "DELETE", cookie }), params({ id: courseId })),
        400,
        "bad_request",
      );
      await expectError(await put(courseId, cookie, { path: "guidance.md", renameTo: path, baseVersion: 1 }), 400, "bad_request");
    }
    await expectError(await put(courseId, cookie, { path: "chapters/01-01-pods.md", content: "mine", baseVersion: 1 }), 403, "forbidden");
    await expectError(await put(courseId, cookie, { path: "guidance.md", renameTo: "chapters/x.md", baseVersion: 1 }), 403, "forbidden");
    await expectError(
      await deleteRoute(
        request(fileUrl(courseId, { path: "chapters/01-01-pods.md" }), { method: "DELETE", cookie }),
        params({ id: courseId }),
      ),
      403,
      "forbidden",
    );
    const rows = await database().db.select().from(workspaceFiles).where(eq(workspaceFiles.courseId, courseId));
    expect(rows).toHaveLength(3);
  });

  it("a note saved with leading byte-order marks reads back exactly as the save answered (the marks dropped, a later one kept)", async () => {
    const { ownerId, cookie } = await workspaceBrowser();
    const courseId = await confirmedCourse(database().db, ownerId);
    for (const [index, [content, stored]] of [
      ["\uFEFFabc", "abc"],
      ["\uFEFF\uFEFF# Notes\n", "# Notes\n"],
      ["a\uFEFFb", "a\uFEFFb"],
    ].entries()) {
      const saved = fileResponseSchema.parse(await (await put(courseId, cookie, { path: `notes/bom-${index}.md`, content })).json());
      expect(saved.file.content).toBe(stored);
      expect(saved.file.bytes).toBe(new TextEncoder().encode(stored).byteLength);
      const read = fileResponseSchema.parse(await (await get(courseId, cookie, { path: `notes/bom-${index}.md` })).json());
      expect(read.file.content).toBe(stored);
    }
  });

  it("over a limit is a 413 naming the limit, and the file keeps its content", async () => {
    const { ownerId, cookie } = await workspaceBrowser();
    const courseId = await confirmedCourse(database().db, ownerId);
    const big = "x".repeat(WORKSPACE_LIMITS.fileBytes + 1);
    const tooBig = await expectError(
      await put(courseId, cookie, { path: "guidance.md", content: big, baseVersion: 1 }),
      413,
      "payload_too_large",
    );
    expect(tooBig.message).toContain(`${WORKSPACE_LIMITS.fileBytes / 1024} KB`);
    const kept = fileResponseSchema.parse(await (await get(courseId, cookie, { path: "guidance.md" })).json());
    expect(kept.file.version).toBe(1);

    for (let i = 0; i < WORKSPACE_LIMITS.filesPerCourse - 3; i++) {
      await database()
        .db.insert(workspaceFiles)
        .values({ courseId, path: `notes/n${i}.md`, content: "", bytes: 0, version: 1, lastAuthor: "learner" });
    }
    const tooMany = await expectError(await put(courseId, cookie, { path: "notes/one-more.md", content: "x" }), 413, "payload_too_large");
    expect(tooMany.message).toContain(String(WORKSPACE_LIMITS.filesPerCourse));
  });
});
