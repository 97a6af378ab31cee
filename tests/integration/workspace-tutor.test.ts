/**
 * The workspace tutor through its real route with the offline model (no key):
 * references answered and cited, forged references refused, a quiz from the stored practice
 * questions (chat words tick no milestone), a proposal to a note accepted and
 * rejected, the conversation kept on the server. Plus the tools against a
 * scripted mock model: read → edit (diff), and a stale edit that writes nothing.
 */
import { evidenceFor } from "@/app/_compose/milestone-evidence";
import type { UIMessageChunk } from "ai";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DELETE as clearRoute, GET as conversationRoute, POST as chatRoute } from "@/app/api/courses/[id]/workspace/chat/route";
import { GET as exportRoute } from "@/app/api/courses/[id]/workspace/export/route";
import { PUT as putRoute } from "@/app/api/courses/[id]/file/route";
import { parseMilestones } from "@/features/workspace/lib/milestones";
import { streamWorkspaceTurn } from "@/features/workspace/server/tutor-turn";
import { readUiChunks } from "@/tests/support/ai/read-ui-chunks";
import { scriptedToolModel } from "@/tests/support/workspace/mock-tool-model";
import { workspaceFiles } from "@/lib/db/schema";
import { expectError, params, request } from "@/tests/support/courses/course-route-kit";
import { setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { confirmedCourse, fileUrl, workspaceBrowser } from "@/tests/support/workspace/workspace-kit";
import { unzipSync, strFromU8 } from "fflate";
import type { Locale } from "@/lib/i18n/locales";

const handle = setUpCourseRouteEnvironment();
beforeAll(() => vi.stubEnv("RATE_LIMIT_PER_MINUTE", "0"));
afterAll(() => vi.unstubAllEnvs());

const chatUrl = (courseId: string) => `http://127.0.0.1/api/courses/${courseId}/workspace/chat`;
const chat = (courseId: string, cookie: string, body: unknown) =>
  chatRoute(request(chatUrl(courseId), { method: "POST", cookie, body: JSON.stringify(body) }), params({ id: courseId }));
const textOf = (chunks: UIMessageChunk[]) => chunks.map((chunk) => (chunk.type === "text-delta" ? chunk.delta : "")).join("");
const fileContent = async (courseId: string, path: string) =>
  (
    await handle()
      .db.select()
      .from(workspaceFiles)
      .where(and(eq(workspaceFiles.courseId, courseId), eq(workspaceFiles.path, path)))
  )[0];

async function withNote(language: Locale = "en") {
  const { ownerId, cookie } = await workspaceBrowser();
  const courseId = await confirmedCourse(handle().db, ownerId, { written: true, language });
  const note =
    language === "zh"
      ? "# 笔记\n\nPod 是最小的部署单元。\n它可以包含多个容器。\n"
      : "# Pods\n\nA Pod is the smallest unit you deploy.\nIt can hold several containers.\n";
  const put = await putRoute(
    request(fileUrl(courseId), { method: "PUT", cookie, body: JSON.stringify({ path: "notes/pods.md", content: note }) }),
    params({ id: courseId }),
  );
  expect(put.status).toBe(200);
  return { ownerId, cookie, courseId, note };
}

describe("workspace tutor (offline model)", () => {
  it.each(["en", "zh"] as const)("answers about referenced lines and cites them (%s)", async (language) => {
    const { cookie, courseId } = await withNote(language);
    const response = await chat(courseId, cookie, {
      text: language === "zh" ? "这是什么意思？" : "What does this mean?",
      references: [{ path: "notes/pods.md", start: 3, end: 4 }],
    });
    expect(response.status).toBe(200);
    const chunks = await readUiChunks(response);
    const text = textOf(chunks);
    expect(text).toContain("notes/pods.md:3-4");
    expect(text).toContain(language === "zh" ? "最小的部署单元" : "smallest unit you deploy");
    expect(chunks.some((chunk) => chunk.type === "message-metadata")).toBe(true);
    const stored = (await (await conversationRoute(request(chatUrl(courseId), { cookie }), params({ id: courseId }))).json()) as {
      messages: { role: string; metadata?: unknown }[];
    };
    expect(stored.messages.map((message) => message.role)).toEqual(["user", "assistant"]);
    expect(stored.messages[0]!.metadata).toEqual({ references: [{ path: "notes/pods.md", start: 3, end: 4 }] });
  });

  it("refuses forged references: unknown file, out of range, hostile path (400), nothing stored", async () => {
    const { cookie, courseId } = await withNote();
    for (const reference of [
      { path: "notes/missing.md", start: 1, end: 1 },
      { path: "notes/pods.md", start: 3, end: 40 },
      { path: "../notes/pods.md", start: 1, end: 1 },
      { path: "%2e%2e/x.md", start: 1, end: 1 },
    ]) {
      await expectError(await chat(courseId, cookie, { text: "hi", references: [reference] }), 400, "bad_request");
    }
    const stored = (await (await conversationRoute(request(chatUrl(courseId), { cookie }), params({ id: courseId }))).json()) as {
      messages: unknown[];
    };
    expect(stored.messages).toEqual([]);
    const stranger = await workspaceBrowser();
    await expectError(await chat(courseId, stranger.cookie, { text: "hi" }), 404, "not_found");
  });

  it("quizzes with a stored practice question; the reply is graded as practice, and chat words tick no milestone", async () => {
    const { cookie, courseId } = await withNote();
    const quiz = textOf(await readUiChunks(await chat(courseId, cookie, { text: "Quiz me please", mode: "explain" })));
    expect(quiz).toMatch(/^Practice question \(from chapters\//);
    const reply = textOf(await readUiChunks(await chat(courseId, cookie, { text: "Something about databases, 2", mode: "explain" })));
    expect(reply).toMatch(/^(Not quite|Right)\./);
    expect(reply).toMatch(/comes back on \d{4}-\d\d-\d\d/);
    const milestones = (await fileContent(courseId, "milestones.md"))!;
    expect(milestones.version).toBe(1);
    expect(parseMilestones(milestones.content)[0]!.done).toBe(false);
  });

  it("guided mode (the default): the quiz's question is worked on a hint ladder the stream carries; confidence before checking", async () => {
    const { cookie, courseId } = await withNote();
    const guided = (chunks: UIMessageChunk[]) => chunks.find((chunk) => chunk.type === "data-guided") as { data: Record<string, unknown> };
    const quiz = await readUiChunks(await chat(courseId, cookie, { text: "Quiz me please" }));
    expect(textOf(quiz)).toMatch(/^Practice question \(from chapters\//);
    expect(guided(quiz).data).toMatchObject({ mode: "guided", step: "ask", attempts: 0 });
    const unsure = await readUiChunks(await chat(courseId, cookie, { text: "Something about databases" }));
    expect(textOf(unsure)).toMatch(/how sure are you/);
    expect(guided(unsure).data).toMatchObject({ step: "confidence", awaitingConfidence: true, attempts: 0 });
    const checked = await readUiChunks(await chat(courseId, cookie, { text: "2" }));
    expect(textOf(checked)).toMatch(/^(Not yet|Correct)/);
    expect(guided(checked).data).toMatchObject({ attempts: 1, tries: [{ answer: "Something about databases", confidence: 2 }] });
    await expectError(await chat(courseId, cookie, { text: "hi", mode: "lecture" }), 400, "bad_request");
  });

  it("proposes an addition to a note: nothing is written until accepted; rejected leaves it as it was", async () => {
    const { cookie, courseId, note } = await withNote();
    const proposal = await readUiChunks(
      await chat(courseId, cookie, { text: "Add this to my note", references: [{ path: "notes/pods.md", start: 3, end: 3 }] }),
    );
    const request1 = proposal.find((chunk) => chunk.type === "tool-approval-request");
    expect(request1).toBeDefined();
    expect((await fileContent(courseId, "notes/pods.md"))!.content).toBe(note);

    await readUiChunks(
      await chat(courseId, cookie, { approvals: [{ approvalId: (request1 as { approvalId: string }).approvalId, approved: false }] }),
    );
    expect((await fileContent(courseId, "notes/pods.md"))!.content).toBe(note);
    await expectError(
      await chat(courseId, cookie, { approvals: [{ approvalId: (request1 as { approvalId: string }).approvalId, approved: true }] }),
      400,
      "bad_request",
    );

    const again = await readUiChunks(
      await chat(courseId, cookie, { text: "Please add it to my note", references: [{ path: "notes/pods.md", start: 3, end: 4 }] }),
    );
    const request2 = again.find((chunk) => chunk.type === "tool-approval-request") as { approvalId: string };
    const accepted = await readUiChunks(await chat(courseId, cookie, { approvals: [{ approvalId: request2.approvalId, approved: true }] }));
    expect(accepted.some((chunk) => chunk.type === "tool-output-available")).toBe(true);
    const written = (await fileContent(courseId, "notes/pods.md"))!;
    expect(written.lastAuthor).toBe("tutor");
    expect(written.content.startsWith(note)).toBe(true);
    expect(written.content).toContain("## Summary of notes/pods.md:3-4");
    expect(textOf(accepted)).toContain("notes/pods.md is now version");

    expect((await clearRoute(request(chatUrl(courseId), { method: "DELETE", cookie }), params({ id: courseId }))).status).toBe(204);
    expect((await fileContent(courseId, "notes/pods.md"))!.content).toBe(written.content);
  });

  it("exports every file as a zip of markdown", async () => {
    const { cookie, courseId, note } = await withNote();
    const response = await exportRoute(
      request(`http://127.0.0.1/api/courses/${courseId}/workspace/export`, { cookie }),
      params({ id: courseId }),
    );
    expect(response.headers.get("content-type")).toBe("application/zip");
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(["guidance.md", "milestones.md", "ground-truth.md", "notes/pods.md", "chapters/01-01-pods.md"]),
    );
    expect(strFromU8(files["notes/pods.md"]!)).toBe(note);
  });
});

describe("workspace tools against a scripted model", () => {
  it("read → edit ground-truth.md (applies at once, diff in the output); ambiguous and stale edits write nothing", async () => {
    const { ownerId, courseId } = await withNote();
    const before = (await fileContent(courseId, "ground-truth.md"))!;
    const model = scriptedToolModel([
      { toolName: "readFile", input: { path: "ground-truth.md", start: 1, end: 3 } },
      { toolName: "editFile", input: { path: "ground-truth.md", baseVersion: 1, oldText: "- Module", newText: "- Pinned" } },
      { toolName: "editFile", input: { path: "ground-truth.md", baseVersion: 1, oldText: "The key facts", newText: "The core facts" } },
      { toolName: "editFile", input: { path: "ground-truth.md", baseVersion: 1, oldText: "Pods", newText: "PODS" } },
      "Updated.",
    ]);
    const chunks = await readUiChunks(
      await streamWorkspaceTurn({
        db: handle().db,
        ownerId,
        courseId,
        request: { text: "tidy up", references: [] },
        model,
        evidenceFor: evidenceFor(handle().db, ownerId),
      }),
    );
    const outputs = chunks
      .filter((chunk) => chunk.type === "tool-output-available")
      .map((chunk) => (chunk as { output: { ok: boolean; patch?: string; error?: string } }).output);
    expect(outputs[0]).toMatchObject({ ok: true });
    expect(outputs[1]).toMatchObject({ ok: false, error: expect.stringMatching(/occurs \d+ times/) });
    expect(outputs[2]).toMatchObject({ ok: true, version: 2 });
    expect(outputs[2]!.patch).toContain("+The core facts");
    expect(outputs[3]).toMatchObject({ ok: false, error: expect.stringContaining("Nothing was written") });
    const after = (await fileContent(courseId, "ground-truth.md"))!;
    expect(after.version).toBe(2);
    expect(after.content).toBe(before.content.replace("The key facts", "The core facts"));
  });
});
