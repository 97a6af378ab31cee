import type { Locale } from "@/lib/i18n/locales";
import type { MasteryResponse, MasteryStatus, PracticeStatus } from "../contract";

/**
 * When a module's milestone is earned (issue 24), decided here and nowhere else: each of its
 * chapters has at least EVIDENCE_QUESTIONS correct attempts on different questions. An attempt made
 * after the answer was shown never counts, nor one on a question the learner deleted (they judged
 * it wrong); a question gone stale because its chapter was rewritten keeps its evidence, since it
 * was checked against the text the learner read.
 */
export const EVIDENCE_QUESTIONS = 2;

export const MASTERY_RULE: Record<Locale, string> = {
  en: `A module is earned when each of its chapters has at least ${EVIDENCE_QUESTIONS} correct answers on different questions; answers given after the answer was shown do not count.`,
  zh: `一个模块的每一章都至少有 ${EVIDENCE_QUESTIONS} 道不同的题答对时，该模块才算达成；看过答案之后再答的不算。`,
};

export interface MasteryChapter {
  id: string;
  title: string;
  moduleIndex: number;
  moduleTitle: string;
}

export interface MasteryAttempt {
  id: string;
  itemId: string;
  chapterId: string;
  itemStatus: PracticeStatus;
  correct: boolean;
  answerShown: boolean;
  createdAt: Date;
}

export function countsAsEvidence(attempt: MasteryAttempt): boolean {
  return attempt.correct && !attempt.answerShown && attempt.itemStatus !== "deleted";
}

/**
 * Chapters in course order, attempts in any order: each module's and chapter's status and evidence.
 * `claimed` are the chapters the learner says they already know: marked as their claim, and
 * deliberately not read for any status (a claim is not evidence).
 */
export function masteryOf(
  chapters: readonly MasteryChapter[],
  attempts: readonly MasteryAttempt[],
  language: Locale,
  claimed: ReadonlySet<string> = new Set(),
): MasteryResponse {
  const byChapter = new Map<string, MasteryAttempt[]>();
  for (const attempt of attempts) byChapter.set(attempt.chapterId, [...(byChapter.get(attempt.chapterId) ?? []), attempt]);
  const modules: MasteryResponse["modules"] = [];
  for (const chapter of chapters) {
    const own = (byChapter.get(chapter.id) ?? []).toSorted((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const evidence = own.filter(countsAsEvidence);
    const questionsCorrect = new Set(evidence.map((attempt) => attempt.itemId)).size;
    const status: MasteryStatus = questionsCorrect >= EVIDENCE_QUESTIONS ? "earned" : own.length > 0 ? "in_progress" : "not_started";
    let group = modules.find((candidate) => candidate.moduleIndex === chapter.moduleIndex);
    if (!group) {
      group = { moduleIndex: chapter.moduleIndex, title: chapter.moduleTitle, status: "not_started", chapters: [] };
      modules.push(group);
    }
    group.chapters.push({
      chapterId: chapter.id,
      title: chapter.title,
      status,
      questionsCorrect,
      evidence: evidence.map((attempt) => ({ attemptId: attempt.id, itemId: attempt.itemId, createdAt: attempt.createdAt.toISOString() })),
      claimed: claimed.has(chapter.id),
    });
  }
  for (const group of modules) {
    const statuses = group.chapters.map((chapter) => chapter.status);
    group.status = statuses.every((status) => status === "earned")
      ? "earned"
      : statuses.some((status) => status !== "not_started")
        ? "in_progress"
        : "not_started";
  }
  return { rule: MASTERY_RULE[language], modules };
}
