/**
 * Issue 25/24: "make questions from these lines" with lines selected in the keyless workspace tutor
 * makes a question from those lines through the practice service the editor's "Make a question" uses —
 * kept as the learner's own, citing the lines — never a stored question of another chapter; lines it
 * cannot make one from, and no lines selected, are said plainly. Through the real route, both languages.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { chapterLines } from "@/features/practice/lib/citation-check";
import { chapterFilePath } from "@/lib/course-scope/chapter-file-path";
import type { Locale } from "@/lib/i18n/locales";
import { practiceItems } from "@/lib/db/practice-schema";
import { chapters } from "@/lib/db/schema";
import { chunkText, readUiChunks } from "@/tests/support/ai/read-ui-chunks";
import { setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { writtenWorkspace } from "@/tests/support/practice/practice-kit";
import { workspaceTutor } from "@/tests/support/workspace/workspace-kit";

const handle = setUpCourseRouteEnvironment({ env: { RATE_LIMIT_PER_MINUTE: "0" } });
const db = () => handle().db;

const ASK: Record<Locale, string[]> = {
  en: ["make questions from these lines", "make a question from the selected lines", "make me 3 questions from these lines"],
  zh: ["用这几行出题", "根据选中的内容出几道题"],
};
const MADE: Record<Locale, RegExp> = {
  en: /^I made a practice question from the lines you selected/,
  zh: /^我用你选中的几行出了一道练习题/,
};
const NOT_MADE: Record<Locale, RegExp> = { en: /^I couldn't make a question from the lines you selected/, zh: /^没能用你选中的几行出题/ };
const SELECT_FIRST: Record<Locale, RegExp> = { en: /^Select the lines in a chapter first/, zh: /^请先在章节里选中几行/ };

async function workspace(language: Locale) {
  const { cookie, courseId } = await writtenWorkspace(db(), language);
  const [first, second] = await db()
    .select()
    .from(chapters)
    .where(eq(chapters.courseId, courseId))
    .orderBy(chapters.moduleIndex, chapters.position);
  // The second chapter's lines, so that a stored question of the first (the most overdue) is "another chapter's".
  const chapter = second ?? first!;
  const lines = chapterLines(chapter.content!);
  const line = lines.findIndex((text) => /\*\*[^*]{2,40}\*\*.{20,}/.test(text)) + 1;
  expect(line).toBeGreaterThan(0);
  const path = chapterFilePath(chapter.moduleIndex, chapter.position, chapter.title);
  const tutor = workspaceTutor(courseId, cookie);
  const chat = async (text: string, references: { path: string; start: number; end: number }[]) => {
    const response = await tutor.send({ text, references, mode: "explain" });
    expect(response.status).toBe(200);
    return chunkText(await readUiChunks(response));
  };
  const own = () =>
    db()
      .select()
      .from(practiceItems)
      .where(and(eq(practiceItems.courseId, courseId), eq(practiceItems.source, "learner")));
  return { chat, own, path, line, lines };
}

describe.each(["en", "zh"] as const)("make questions from the selected lines, keyless workspace tutor (%s)", (language) => {
  it.each(ASK[language])("“%s” makes one from those lines, citing them, kept as the learner's own", async (text) => {
    const { chat, own, path, line } = await workspace(language);
    const reply = await chat(text, [{ path, start: line, end: line }]);
    expect(reply).toMatch(MADE[language]);
    const citation = `${path}:${line}-${line}`;
    expect(reply).toContain(citation);
    const made = await own();
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ citedPath: path, lineStart: line, lineEnd: line });
    expect(reply).toContain(made[0]!.prompt);
  });

  it("lines it cannot make a question from (a note, not a chapter) are said plainly, and nothing is kept", async () => {
    const { chat, own } = await workspace(language);
    const reply = await chat(ASK[language][0]!, [{ path: "ground-truth.md", start: 1, end: 2 }]);
    expect(reply).toMatch(NOT_MADE[language]);
    expect(reply).toContain("chapters/");
    expect(await own()).toHaveLength(0);
  });

  it("with no lines selected, says how to select them instead of asking another chapter's question", async () => {
    const { chat, own } = await workspace(language);
    expect(await chat(ASK[language][0]!, [])).toMatch(SELECT_FIRST[language]);
    expect(await own()).toHaveLength(0);
  });
});
