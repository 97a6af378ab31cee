import type { LanguageModelV4CallOptions, LanguageModelV4GenerateResult } from "@ai-sdk/provider";
import { MockLanguageModelV4 } from "ai/test";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { TOOL } from "../contract";
import { openDatabase, type DatabaseHandle } from "@/lib/db/client";
import { courses } from "@/lib/db/schema";
import { loadChapterRequest } from "../data/chapter-request";
import { claimChapters } from "../data/generation-queue";
import { ageChapter, chapterRows, deleteCourses, insertCourse } from "@/tests/support/courses/generation-test-kit";
import { buildChapterInstructions } from "../prompts/chapter-prompt";
import { runChapterWriter } from "./chapter-writer-agent";

const usage = { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } };
const CHAPTER = `# Pods\n\n${"A pod runs one or more containers together. ".repeat(10)}`;

/** A model that saves whatever markdown `replies` holds, one per call, and records the calls. */
function savingModel(replies: string[]) {
  const calls: LanguageModelV4CallOptions[] = [];
  const model = new MockLanguageModelV4({
    doGenerate: async (options): Promise<LanguageModelV4GenerateResult> => {
      calls.push(options);
      const markdown = replies[calls.length - 1] ?? CHAPTER;
      return {
        content: [
          { type: "tool-call", toolCallId: `call-${calls.length}`, toolName: TOOL.saveChapter, input: JSON.stringify({ markdown }) },
        ],
        finishReason: { unified: "tool-calls", raw: "tool_calls" },
        usage,
        warnings: [],
      };
    },
  });
  return { model, calls };
}

describe("chapter writer agent", () => {
  let handle: DatabaseHandle;
  // Opening (and migrating) a database takes seconds on a busy machine.
  beforeAll(async () => {
    handle = await openDatabase({ kind: "memory" });
  }, 60_000);
  const created: string[] = [];
  afterEach(async () => {
    await deleteCourses(handle.db, created.splice(0));
  });
  afterAll(async () => {
    await handle.close();
  }, 60_000);

  async function claimedChapter(workerId: string) {
    const fixture = await insertCourse(handle.db, { modules: 2, perModule: 2 });
    created.push(fixture.courseId);
    const [claimed] = await claimChapters(handle.db, { workerId, limit: 1, staleMs: 60_000 });
    const request = await loadChapterRequest(handle.db, claimed?.id ?? "");
    if (!claimed || !request) throw new Error("fixture missing");
    return { ...fixture, chapterId: claimed.id, request };
  }

  it("tells the model who the chapter is for, where it sits, and in which language", async () => {
    const { request } = await claimedChapter("w0");
    expect(request).toMatchObject({
      language: "en",
      topic: "Kubernetes",
      chapterNumber: 1,
      chapterCount: 4,
      previousTitle: null,
      nextTitle: "Key ideas: part 1.2",
      profile: { background: "I use Docker at work", cognitiveStyle: "Hands-on first" },
    });
    const instructions = buildChapterInstructions({ ...request, language: "zh", rewriteReason: "too easy" });
    expect(instructions).toContain("Simplified Chinese");
    expect(instructions).toContain('the learner said "too easy"');
    expect(instructions).toContain("<chapter-request>");
    expect(buildChapterInstructions(request)).not.toContain("This is a rewrite");
  });

  it("carries the level the interview read from the learner's words, null when none was kept", async () => {
    const { request, courseId, chapterIds } = await claimedChapter("w9");
    expect(request.statedLevel).toBeNull();
    const [course] = await handle.db.select({ profile: courses.profile }).from(courses).where(eq(courses.id, courseId));
    await handle.db
      .update(courses)
      .set({ profile: { ...(course!.profile as object), background: "我从零开始", statedLevel: "beginner" } })
      .where(eq(courses.id, courseId));
    expect(await loadChapterRequest(handle.db, chapterIds[1]!)).toMatchObject({
      profile: { background: "我从零开始" },
      statedLevel: "beginner",
    });
  });

  it("gives the model its validation error back and saves the repaired chapter", async () => {
    const { request, chapterId, courseId } = await claimedChapter("w1");
    const { model, calls } = savingModel(["too short", CHAPTER]);
    const outcome = await runChapterWriter({ model, db: handle.db, chapterId, workerId: "w1", request });
    expect(outcome).toBe("saved");
    expect(calls).toHaveLength(2);
    expect(calls.every((call) => call.toolChoice?.type === "tool")).toBe(true);
    expect(JSON.stringify(calls[1]?.prompt)).toMatch(/too_small|at least 200|>=200/i);
    const row = (await chapterRows(handle.db, courseId)).find((chapter) => chapter.id === chapterId);
    expect(row).toMatchObject({ status: "done", content: CHAPTER.trim() });
  });

  it("adds the title heading when the model leaves it out", async () => {
    const { request, chapterId, courseId } = await claimedChapter("w2");
    const body = "Intro without a heading. ".repeat(12);
    await runChapterWriter({ model: savingModel([body]).model, db: handle.db, chapterId, workerId: "w2", request });
    const row = (await chapterRows(handle.db, courseId)).find((chapter) => chapter.id === chapterId);
    expect(row?.content).toBe(`# ${request.title}\n\n${body.trim()}`);
  });

  it("reports a lost claim instead of overwriting the new owner's chapter", async () => {
    const { request, chapterId, courseId } = await claimedChapter("old");
    await ageChapter(handle.db, chapterId, 120_000);
    const retaken = await claimChapters(handle.db, { workerId: "new", limit: 10, staleMs: 60_000 });
    expect(retaken.map((chapter) => chapter.id)).toContain(chapterId);
    const { model, calls } = savingModel([CHAPTER]);
    expect(await runChapterWriter({ model, db: handle.db, chapterId, workerId: "old", request })).toBe("claim_lost");
    expect(calls).toHaveLength(1);
    const row = (await chapterRows(handle.db, courseId)).find((chapter) => chapter.id === chapterId);
    expect(row).toMatchObject({ status: "writing", claimedBy: "new", content: null });
  });

  it("gives up after three invalid saves", async () => {
    const { request, chapterId } = await claimedChapter("w3");
    const { model, calls } = savingModel(["x", "y", "z", CHAPTER]);
    await expect(runChapterWriter({ model, db: handle.db, chapterId, workerId: "w3", request })).rejects.toMatchObject({
      failure: "not_saved",
    });
    expect(calls).toHaveLength(3);
  });
});
