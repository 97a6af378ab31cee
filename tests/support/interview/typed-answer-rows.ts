/**
 * Test support for the offline curriculum designer's held-out typed answers (not a test file): the
 * row a learner's typed interview answers are written as, the outline they get, and the one check
 * each row runs — the level follows what they said, and their words stay out of titles as typed.
 */
import { expect, it } from "vitest";
import type { CurriculumRequestBlock } from "@/features/interview/contract";
import { composeOutline } from "@/features/interview/offline/build-outline";
import type { Difficulty } from "@/lib/course-outline";
import type { Locale } from "@/lib/i18n/locales";

export interface TypedAnswerRow {
  lang: Locale;
  /** The learner's first words: the subject, sometimes with more around it. */
  topic: string;
  background?: string;
  targetOutcome?: string;
  difficulty: Difficulty;
}

/** The outline the offline designer composes from a row's answers (no research, no emphasis). */
export function outlineFor(row: TypedAnswerRow) {
  const request: CurriculumRequestBlock = {
    language: row.lang,
    topic: row.topic,
    profile: { goal: null, background: row.background ?? null, targetOutcome: row.targetOutcome ?? null, cognitiveStyle: null },
    research: null,
    emphasis: null,
  };
  return composeOutline(request);
}

const DOUBLED = /([。．.!！?？,，;；、…])\1|[。．.!！?？][.。!！?？]|\s[.,!?]/u;

/**
 * One test per row: the outline's level is the row's; no title doubles punctuation, no prose
 * doubles a stop; the capstone is never the purpose ("Job", "工作"); no title is the learner's
 * typed words as they stand.
 */
export function itOutlinesEachTypedAnswer(rows: TypedAnswerRow[]) {
  it.each(rows)("$topic / $background / $targetOutcome", (row) => {
    const outline = outlineFor(row);
    expect(outline.difficulty).toBe(row.difficulty);
    const titles = [outline.title, ...outline.modules.flatMap((unit) => [unit.title, ...unit.chapters.map((chapter) => chapter.title)])];
    for (const title of titles) expect(title).not.toMatch(DOUBLED);
    for (const text of [outline.description, outline.designRationale]) expect(text).not.toMatch(/。。|\.\.(?!\.)|!!|！！/u);
    const capstone = outline.modules.at(-1)?.title ?? "";
    // A purpose is why they learn, never a capstone called "Job" / "工作".
    expect(capstone).not.toMatch(/[:：]\s*(?:for\s+)?(?:my\s+)?(?:job|work)$|[:：]\s*(?:为了)?(?:工作|找工作)$/iu);
    // The learner's typed words are never a title as they stand.
    for (const typed of [row.background, row.targetOutcome].filter((text): text is string => !!text && text.length > 4)) {
      for (const title of titles) expect(title).not.toContain(typed);
    }
  });
}
