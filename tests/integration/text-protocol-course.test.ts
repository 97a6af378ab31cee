/**
 * Course generation on a model without tool calling, through the real provider and
 * registry: the curriculum designer's outline (markdown or JSON in text) and the
 * chapter writer's chapters (written straight out as markdown), and the stand-in
 * for a writer that never produces a chapter.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runChapterWriter } from "@/features/courses/agents/chapter-writer-agent";
import { standInChapterNote } from "@/features/courses/lib/stand-in-chapter";
import { loadChapterRequest } from "@/features/courses/data/chapter-request";
import { claimChapters } from "@/features/courses/data/generation-queue";
import { runCurriculumDesign } from "@/features/interview/agents/curriculum-agent";
import { openDatabase, type DatabaseHandle } from "@/lib/db/client";
import { chapterRows, deleteCourses, insertCourse } from "@/tests/support/courses/generation-test-kit";
import { sampleOutline } from "@/tests/support/interview/interview-fixtures";
import { scriptedRegistry } from "../support/scripted-openai/agent-harness";
import { CHAPTER_MARKDOWN, wireText } from "../support/scripted-openai/good-model";
import { noToolCalling, type NoToolsOptions } from "../support/scripted-openai/no-tools-model";
import { scriptedServerForSuite } from "../support/scripted-openai/scripted-suite";

const server = scriptedServerForSuite({ quiet: ["warn", "error"] });
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ kind: "memory" });
}, 60_000);
afterAll(() => handle.close(), 60_000);

const courseModel = (options: NoToolsOptions, toolCalling = "auto") => {
  server.setScript(noToolCalling(options));
  // A course is several model calls in a row: a first-byte limit the loaded test machine cannot miss.
  return scriptedRegistry(server, { LLM_TOOL_CALLING: toolCalling, LLM_FIRST_BYTE_TIMEOUT_MS: "5000" }).model("course");
};
const request = {
  language: "en" as const,
  topic: "Kubernetes",
  profile: { goal: "Run apps", background: "Docker", targetOutcome: "Deploy a side project", cognitiveStyle: "Hands-on" },
  research: null,
  emphasis: null,
};

/** Writes every chapter of a fresh two-chapter course with `model`; the stored chapters. */
async function writeCourse(model: ReturnType<typeof courseModel>) {
  const fixture = await insertCourse(handle.db, { modules: 2, perModule: 1 });
  const claimed = await claimChapters(handle.db, { workerId: "tp", limit: 2, staleMs: 60_000 });
  for (const chapter of claimed) {
    const chapterRequest = await loadChapterRequest(handle.db, chapter.id);
    expect(await runChapterWriter({ model, db: handle.db, workerId: "tp", chapterId: chapter.id, request: chapterRequest! })).toBe("saved");
  }
  const rows = await chapterRows(handle.db, fixture.courseId);
  await deleteCourses(handle.db, [fixture.courseId]);
  return rows;
}

describe("course generation on a model without tool calling", () => {
  it("Ollama writing markdown: the outline read from headings and lists, chapters saved as written", async () => {
    const model = courseModel({ withTools: "ignore", writing: "natural" });
    const outline = await runCurriculumDesign({ model, request });
    const expected = sampleOutline();
    expect(outline.title).toBe(expected.title);
    expect(outline.difficulty).toBe(expected.difficulty);
    expect(outline.modules.map((module) => module.title)).toEqual(expected.modules.map((module) => module.title));
    expect(outline.modules.map((module) => module.chapters.map((chapter) => [chapter.title, chapter.objective, chapter.minutes]))).toEqual(
      expected.modules.map((module) => module.chapters.map((chapter) => [chapter.title, chapter.objective, chapter.minutes])),
    );
    const rows = await writeCourse(model);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.content?.trim()).toBe(CHAPTER_MARKDOWN.trim());
  });

  it("vLLM refusing tools, JSON in fences: the same outline and chapters, tools sent only once", async () => {
    const model = courseModel({ withTools: "reject-vllm", writing: "json" });
    const outline = await runCurriculumDesign({ model, request });
    expect(outline.modules).toHaveLength(sampleOutline().modules.length);
    const rows = await writeCourse(model);
    expect(rows.every((row) => row.content?.includes("A pod runs one or more containers"))).toBe(true);
    expect(server.requests.filter((recorded) => recorded.body.tools?.length)).toHaveLength(1);
  });

  it("a writer that keeps answering with a few words → one retry, then the offline chapter writer saves the chapter", async () => {
    const writes = (body: { messages: { content?: unknown }[] }) => wireText(body.messages[0]?.content).includes("### saveChapter");
    const model = courseModel(
      { withTools: "reject-vllm", override: (recorded) => (writes(recorded.body) ? { content: "Sure, I can write that." } : null) },
      "text",
    );
    const rows = await writeCourse(model);
    expect(rows.every((row) => (row.content ?? "").length > 200)).toBe(true);
    // The chapter says, under its title, that the stand-in wrote it.
    for (const row of rows) expect(row.content?.split("\n")[2]).toBe(standInChapterNote("en"));
    // Per chapter: the request and one corrective retry, then the stand-in (no further requests).
    expect(server.requests.filter((recorded) => writes(recorded.body))).toHaveLength(4);
  });
});
