/**
 * The course model makes a chapter's questions through its tool (issue 24), through the real
 * @ai-sdk/openai provider and the app's model registry (repair middleware, model fetch timeouts)
 * against the scripted chat-completions server. Whatever the model sends — broken JSON, a call sent
 * twice, citations of lines that do not exist or do not hold the answer, a wrong option with no
 * misconception, the call written as text, a stalled stream — no invalid or unsupported question is
 * stored; the offline maker makes or tops up the set when the model fails after its retry, and each
 * question says which made it. A rewrite turns the model's questions stale and makes new ones. On
 * PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { chapterHash } from "@/features/practice/data/practice-writes";
import { chapterLines, checkCitation } from "@/features/practice/lib/citation-check";
import { practiceItemDraftSchema } from "@/features/practice/lib/practice-item-schemas";
import { makeWrittenChapterQuestions, syncCoursePractice } from "@/features/practice/server/practice-sync";
import { answerQuestion } from "@/features/practice/server/practice-service";
import { practiceItems } from "@/lib/db/practice-schema";
import { chapters } from "@/lib/db/schema";
import { ownerFixture, setUpTestDatabase } from "@/tests/support/courses/course-test-kit";
import { testDatabaseTargets } from "@/tests/support/db/test-databases";
import { writeChapter, writtenCourse } from "@/tests/support/practice/practice-kit";
import {
  asksQuestions,
  BAD_PROMPT_MARKERS,
  badQuestions,
  chapterLinesOf,
  goodQuestions,
  questionsReply,
} from "@/tests/support/practice/scripted-question-model";
import { scriptedRegistry } from "@/tests/support/scripted-openai/agent-harness";
import { startScriptedServer, type ScriptedServer } from "@/tests/support/scripted-openai/scripted-server";
import type { RecordedRequest, Reply } from "@/tests/support/scripted-openai/wire-types";

let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer(() => ({ content: "unused" }));
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

/** Answers question requests with `reply(n, request)` (n counts them from 0); anything else is a test bug. */
function script(reply: (n: number, request: RecordedRequest) => Reply) {
  let n = 0;
  server.setScript((request) => {
    if (!asksQuestions(request)) throw new Error("unexpected request");
    return reply(n++, request);
  });
}
const good = (request: RecordedRequest) => questionsReply(goodQuestions(chapterLinesOf(request.body)));
const bad = (request: RecordedRequest) => questionsReply(badQuestions(chapterLinesOf(request.body)));

describe.each(testDatabaseTargets())("the course model makes a chapter's questions through its tool, on $name", (target) => {
  const db = setUpTestDatabase(target);
  async function firstChapter() {
    const ownerId = ownerFixture();
    const courseId = await writtenCourse(db(), ownerId);
    const [chapter] = await db()
      .select()
      .from(chapters)
      .where(and(eq(chapters.courseId, courseId), eq(chapters.position, 0), eq(chapters.moduleIndex, 0)));
    return { ownerId, courseId, chapterId: chapter!.id };
  }

  const model = () => scriptedRegistry(server).model("course");
  const quiet = () => {};

  /** Makes the chapter's questions with the scripted model and checks every stored one against the chapter's text. */
  async function make(ids: { courseId: string; chapterId: string }) {
    const outcome = await makeWrittenChapterQuestions(db(), ids, { model: model(), log: quiet });
    const [chapter] = await db().select().from(chapters).where(eq(chapters.id, ids.chapterId));
    const items = await db()
      .select()
      .from(practiceItems)
      .where(and(eq(practiceItems.chapterId, ids.chapterId), eq(practiceItems.status, "active")));
    const lines = chapterLines(chapter!.content!);
    for (const item of items) {
      expect(checkCitation(practiceItemDraftSchema.parse(item), lines), item.prompt).toEqual({ ok: true });
      expect(item.chapterHash).toBe(chapterHash(chapter!.content!));
      for (const marker of BAD_PROMPT_MARKERS) expect(JSON.stringify(item)).not.toContain(marker);
    }
    const kinds = new Set(items.map((item) => item.kind));
    return { outcome, items, kinds, sources: items.map((item) => item.source).toSorted() };
  }

  it("a good model: its questions are stored as generated, citing the lines they rest on", async () => {
    const ids = await firstChapter();
    script((_n, request) => good(request));
    const { items, kinds, sources } = await make(ids);
    expect(server.requests).toHaveLength(1);
    expect(items).toHaveLength(4);
    expect(kinds).toEqual(new Set(["choice", "cloze", "short"]));
    expect(sources).toEqual(["generated", "generated", "generated", "generated"]);
    expect(items.every((item) => item.citedPath.startsWith("chapters/01-01-"))).toBe(true);
    // The chapter went to the model as numbered lines inside its block, and the tool was forced.
    const body = server.requests[0]!.body;
    expect(body.tool_choice).toMatchObject({ function: { name: "submitPracticeQuestions" } });
    expect(chapterLinesOf(body).lines[0]).toMatch(/^1\| # /);
  });

  it("unsupported questions are refused and sent back; the retry's good ones are stored, never the bad ones", async () => {
    const ids = await firstChapter();
    script((n, request) => (n === 0 ? bad(request) : good(request)));
    const { items, sources, outcome } = await make(ids);
    expect(server.requests).toHaveLength(2);
    // The refusals went back to the model with their reasons.
    const retry = JSON.stringify(server.requests[1]!.body.messages);
    expect(retry).toMatch(/do not contain the answer/);
    expect(retry).toMatch(/names no misconception/);
    expect(retry).toMatch(/is not in the cited lines/);
    expect(retry).toMatch(/but the chapter has/);
    expect(items).toHaveLength(4);
    expect(sources.every((source) => source === "generated")).toBe(true);
    expect(outcome).toMatchObject({ stored: 4 });
  });

  it("a model that only ever sends unsupported questions: the offline maker makes the set, no bad question stored", async () => {
    const ids = await firstChapter();
    script((_n, request) => bad(request));
    const { items, kinds, sources } = await make(ids);
    expect(server.requests).toHaveLength(2);
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(kinds).toEqual(new Set(["choice", "cloze", "short"]));
    expect(new Set(sources)).toEqual(new Set(["offline"]));
  });

  it("broken JSON, then a good call: the repair middleware's retry is stored", async () => {
    const ids = await firstChapter();
    script((n, request) =>
      n === 0 ? { toolCalls: [{ name: "submitPracticeQuestions", arguments: '{"questions": [{"kind": "cl' }] } : good(request),
    );
    const { sources } = await make(ids);
    expect(sources).toEqual(["generated", "generated", "generated", "generated"]);
  });

  it("broken JSON every time: the offline maker's questions, marked offline", async () => {
    const ids = await firstChapter();
    script(() => ({ toolCalls: [{ name: "submitPracticeQuestions", arguments: '{"questions": [' }] }));
    const { items, sources } = await make(ids);
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(new Set(sources)).toEqual(new Set(["offline"]));
  });

  it("the same call sent twice, and the call written as <tool_call> text: each question stored once", async () => {
    const twice = await firstChapter();
    // Two calls in one response, the second a copy with the same id (as some proxies resend it).
    script((_n, request) => {
      const [call] = questionsReply(goodQuestions(chapterLinesOf(request.body)), { id: "call_same" }).toolCalls!;
      return { toolCalls: [call!, { ...call! }] };
    });
    const first = await make(twice);
    expect(server.requests).toHaveLength(1);
    expect(first.sources).toEqual(["generated", "generated", "generated", "generated"]);

    const inText = await firstChapter();
    script((_n, request) => ({
      content: `<tool_call>${JSON.stringify({ name: "submitPracticeQuestions", arguments: { questions: goodQuestions(chapterLinesOf(request.body)) } })}</tool_call>`,
    }));
    const second = await make(inText);
    expect(second.sources).toEqual(["generated", "generated", "generated", "generated"]);
  });

  it("a model that answers in words only, or stalls: the offline maker makes the set", async () => {
    const words = await firstChapter();
    script(() => ({ content: "Here are some great questions about the chapter!" }));
    expect(new Set((await make(words)).sources)).toEqual(new Set(["offline"]));

    const stalled = await firstChapter();
    script(() => ({ stallAfterFrames: 0 }));
    const { items, sources } = await make(stalled);
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(new Set(sources)).toEqual(new Set(["offline"]));
  }, 30_000);

  it("a model whose set stays short after its retry: the offline maker tops it up, each question marked with its maker", async () => {
    const ids = await firstChapter();
    // Only the choice and one cloze are good; the rest are refused, twice.
    script((_n, request) => {
      const block = chapterLinesOf(request.body);
      return questionsReply([...goodQuestions(block).slice(0, 2), ...badQuestions(block)]);
    });
    const { items, kinds, sources } = await make(ids);
    expect(kinds).toEqual(new Set(["choice", "cloze", "short"]));
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(sources.filter((source) => source === "generated")).toHaveLength(2);
    expect(sources.filter((source) => source === "offline").length).toBeGreaterThanOrEqual(2);
  });

  it("a rewritten chapter: the model's questions go stale and the new text gets new ones", async () => {
    const ids = await firstChapter();
    script((_n, request) => good(request));
    const before = await make(ids);
    await writeChapter(db(), ids.chapterId, "more examples");
    const after = await make(ids);
    expect(after.outcome).toMatchObject({ staled: 4 });
    expect(after.sources).toEqual(["generated", "generated", "generated", "generated"]);
    const old = await db().select().from(practiceItems).where(eq(practiceItems.chapterId, ids.chapterId));
    expect(old.filter((item) => before.items.some((b) => b.id === item.id)).every((item) => item.status === "stale")).toBe(true);
  });

  it("the model's set replaces the offline set the practice page made meanwhile, unless it was answered", async () => {
    const ids = await firstChapter();
    await syncCoursePractice(db(), ids.ownerId, ids.courseId, ids.chapterId);
    script((_n, request) => good(request));
    const upgraded = await make(ids);
    expect(upgraded.sources).toEqual(["generated", "generated", "generated", "generated"]);
    expect(upgraded.outcome?.replaced).toBeGreaterThan(0);

    const answered = await firstChapter();
    await syncCoursePractice(db(), answered.ownerId, answered.courseId, answered.chapterId);
    const [offline] = await db().select().from(practiceItems).where(eq(practiceItems.chapterId, answered.chapterId));
    await answerQuestion(db(), answered.ownerId, offline!.id, { answer: "x", confidence: 2 });
    const kept = await make(answered);
    expect(kept.outcome).toMatchObject({ stored: 0, alreadyMade: true });
    expect(new Set(kept.sources)).toEqual(new Set(["offline"]));
  });
});
