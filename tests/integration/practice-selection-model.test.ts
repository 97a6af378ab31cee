/**
 * "Make a question from these lines" with a model configured (issue 24 item 1): the course model
 * makes the selection's question through its submitPracticeQuestions tool, through the real
 * @ai-sdk/openai provider and the app's model registry against the scripted chat-completions server.
 * A polite model's question is stored; whatever a misbehaving one sends — an item that is not valid,
 * citations outside the selection, of lines that do not exist or do not hold the answer, words
 * instead of a call, a stalled stream — nothing of it is stored: the offline maker's question from
 * the selection is. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { writeSelectionQuestion } from "@/features/practice/agents/selection-question-agent";
import { chapterLines, checkCitation, CLOZE_BLANK } from "@/features/practice/lib/citation-check";
import type { ModelQuestion } from "@/features/practice/lib/model-question-schemas";
import { practiceItemDraftSchema } from "@/features/practice/lib/practice-item-schemas";
import { selectionQuestion } from "@/features/practice/offline/selection-question";
import { questionFromLines, type SelectionQuestionWriter } from "@/features/practice/server/own-questions";
import { practiceItems } from "@/lib/db/practice-schema";
import { chapters } from "@/lib/db/schema";
import { ownerFixture, setUpTestDatabase } from "@/tests/support/courses/course-test-kit";
import { testDatabaseTargets } from "@/tests/support/db/test-databases";
import { writtenCourse } from "@/tests/support/practice/practice-kit";
import { asksQuestions, chapterLinesOf, questionsReply } from "@/tests/support/practice/scripted-question-model";
import { scriptedRegistry } from "@/tests/support/scripted-openai/agent-harness";
import { startScriptedServer, type ScriptedServer } from "@/tests/support/scripted-openai/scripted-server";
import type { Reply } from "@/tests/support/scripted-openai/wire-types";

let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer(() => ({ content: "unused" }));
});
afterAll(() => server.close());
beforeEach(() => server.reset());

/** Answers the question requests with `reply(n)` (n counts them from 0); anything else is a test bug. */
function script(reply: (n: number) => Reply) {
  let n = 0;
  server.setScript((request) => {
    if (!asksQuestions(request)) throw new Error("unexpected request");
    return reply(n++);
  });
}

interface Selection {
  path: string;
  lineStart: number;
  lineEnd: number;
  /** The selection's first prose line, its longest word (the term a good question asks for) and the chapter's line count. */
  line: string;
  term: string;
  count: number;
}

const blanked = (selection: Selection) => selection.line.replace(new RegExp(selection.term, "gu"), CLOZE_BLANK);

/** A question on the selection that its lines support. */
function goodQuestion(selection: Selection): ModelQuestion {
  return {
    kind: "cloze",
    prompt: `POLITE: ${blanked(selection)}`,
    answer: selection.term,
    citation: `${selection.path}:${selection.lineStart}-${selection.lineStart}`,
  };
}

/** Not a valid item (a choice with one option and no answer): the whole call is refused by the tool's schema. */
function invalidItem(selection: Selection): unknown[] {
  const { lineStart, term } = selection;
  return [
    { kind: "choice", prompt: "INVALID which one?", options: [{ text: term, misconception: null }], citation: `${lineStart}-${lineStart}` },
  ];
}

/** Questions citing lines that cannot hold them: each refused with its reason, none stored. */
function badCitations(selection: Selection): ModelQuestion[] {
  const { path, lineStart, term, count } = selection;
  return [
    // Lines outside the selection (the chapter's title line holds no such term anyway).
    { kind: "cloze", prompt: `OUTSIDE ${blanked(selection)}`, answer: term, citation: `${path}:1-1` },
    // Lines that do not exist.
    { kind: "cloze", prompt: `MISSING ${blanked(selection)}`, answer: term, citation: `${path}:${count + 3}-${count + 4}` },
    // Within the selection, but the answer is not in the cited line.
    { kind: "cloze", prompt: `${blanked(selection)} ZEPPELIN`, answer: "zeppelin", citation: `${path}:${lineStart}-${lineStart}` },
  ];
}

const BAD_MARKERS = ["INVALID", "OUTSIDE", "MISSING", "ZEPPELIN", "zeppelin"];

describe.each(testDatabaseTargets())("a question from a selection, made by the course model, on $name", (target) => {
  const db = setUpTestDatabase(target);
  const writer: SelectionQuestionWriter = (input) => writeSelectionQuestion({ ...input, model: scriptedRegistry(server).model("course") });
  const quiet = () => {};

  /** The first chapter of a written course, and a selection of two lines starting at a prose line. */
  async function aSelection() {
    const ownerId = ownerFixture();
    const courseId = await writtenCourse(db(), ownerId);
    const [chapter] = await db()
      .select()
      .from(chapters)
      .where(and(eq(chapters.courseId, courseId), eq(chapters.position, 0), eq(chapters.moduleIndex, 0)));
    const lines = chapterLines(chapter!.content!);
    const index = lines.findIndex((line) => /^[A-Z]/u.test(line) && line.split(/\s+/u).length >= 8 && /[A-Za-z]{7,}/u.test(line));
    const line = lines[index]!;
    const term = [...line.matchAll(/[A-Za-z]{7,}/gu)].map((match) => match[0]).toSorted((a, b) => b.length - a.length)[0]!;
    const selection: Selection = { path: "", lineStart: index + 1, lineEnd: index + 2, line, term, count: lines.length };
    return { ownerId, courseId, chapterId: chapter!.id, content: chapter!.content!, selection };
  }

  async function make(context: Awaited<ReturnType<typeof aSelection>>) {
    const { ownerId, courseId, chapterId, selection } = context;
    const made = await questionFromLines(
      db(),
      ownerId,
      courseId,
      { chapterId, lineStart: selection.lineStart, lineEnd: selection.lineEnd },
      { writer, log: quiet },
    );
    const stored = await db().select().from(practiceItems).where(eq(practiceItems.chapterId, chapterId));
    const own = stored.filter((item) => item.source === "learner");
    expect(own).toHaveLength(1);
    expect(checkCitation(practiceItemDraftSchema.parse(own[0]), chapterLines(context.content))).toEqual({ ok: true });
    for (const marker of BAD_MARKERS) expect(JSON.stringify(own[0])).not.toContain(marker);
    return made;
  }

  it("a polite model: its question on the selection is stored, citing the selected lines", async () => {
    const context = await aSelection();
    script(() => {
      context.selection.path = chapterLinesOf(server.requests.at(-1)!.body).path;
      return questionsReply([goodQuestion(context.selection)]);
    });
    const made = await make(context);
    expect(server.requests).toHaveLength(1);
    expect(made.prompt).toMatch(/^POLITE: /);
    expect(made.answer).toBe(context.selection.term);
    expect(made.citation).toContain(`:${context.selection.lineStart}-${context.selection.lineStart}`);
    // The tool was forced, and the model was told which lines were selected.
    const body = server.requests[0]!.body;
    expect(body.tool_choice).toMatchObject({ function: { name: "submitPracticeQuestions" } });
    expect(JSON.stringify(body.messages)).toContain(`lines ${context.selection.lineStart}-${context.selection.lineEnd}`);
  });

  it("wrong cited lines, then a good retry: the refusals go back with their reasons, only the good question is stored", async () => {
    const context = await aSelection();
    script((n) => {
      context.selection.path = chapterLinesOf(server.requests.at(-1)!.body).path;
      return questionsReply(n === 0 ? badCitations(context.selection) : [goodQuestion(context.selection)]);
    });
    const made = await make(context);
    expect(server.requests).toHaveLength(2);
    const retry = JSON.stringify(server.requests[1]!.body.messages);
    expect(retry).toMatch(/cite the selected lines/);
    expect(retry).toMatch(/the cited lines do not contain the answer/);
    expect(made.prompt).toMatch(/^POLITE: /);
  });

  it("an invalid item, then wrong cited lines: nothing of it stored; the offline maker's question from the selection is", async () => {
    const context = await aSelection();
    script((n) => {
      context.selection.path = chapterLinesOf(server.requests.at(-1)!.body).path;
      return questionsReply((n === 0 ? invalidItem(context.selection) : badCitations(context.selection)) as ModelQuestion[]);
    });
    const made = await make(context);
    expect(server.requests).toHaveLength(2);
    expect(JSON.stringify(server.requests[1]!.body.messages)).toMatch(/Invalid input for tool submitPracticeQuestions/);
    const offline = selectionQuestion("en", chapterLines(context.content), context.selection.lineStart, context.selection.lineEnd);
    expect(offline.ok && made.prompt).toBe(offline.ok && offline.draft.prompt);
  });

  it("a model that answers in words, sends broken JSON, or stalls: the offline maker's question is stored", async () => {
    for (const reply of [
      { content: "What a great selection! Here is a question about it." },
      { toolCalls: [{ name: "submitPracticeQuestions", arguments: '{"questions": [{"kind": "cl' }] },
      { stallAfterFrames: 0 },
    ] satisfies Reply[]) {
      const context = await aSelection();
      script(() => reply);
      const made = await make(context);
      const offline = selectionQuestion("en", chapterLines(context.content), context.selection.lineStart, context.selection.lineEnd);
      expect(offline.ok && made.prompt).toBe(offline.ok && offline.draft.prompt);
    }
  }, 30_000);
});
