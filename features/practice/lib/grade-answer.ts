import type { Locale } from "@/lib/i18n/locales";
import { quoteText, WRITING } from "@/lib/i18n/writing";
import type { PracticeKind } from "../contract";
import { comparableAnswer, makesPoint, signalTokens } from "./answer-match";
import type { ChoiceOption } from "./practice-item-schemas";

/** What grading needs of a question. */
export interface GradableQuestion {
  kind: PracticeKind;
  language: Locale;
  /**
   * The language of the feedback's frame ("Correct.", "Not quite…", "Missing: …"): the learner's UI
   * language when known, else the question's. What it quotes (the answer, key points, a misconception)
   * stays in the question's language, as written.
   */
  frame?: Locale;
  answer: string;
  accepted: readonly string[];
  options: readonly ChoiceOption[] | null;
  keyPoints: readonly string[];
  /** Short answers: the question as asked, and its cited lines' text (what a model grader is told). */
  prompt?: string;
  support?: string;
}

export interface Grade {
  correct: boolean;
  /** 0..1: the share of key points made; choice and cloze are 0 or 1. */
  score: number;
  feedback: string;
  /** Short answers: each key point the answer did not make. */
  missingPoints: string[];
  /** Choice: what the wrong option picked reveals. */
  misconception: string | null;
}

/**
 * The seam for grading short answers. The offline grader below matches key points; the model grader
 * (agents/short-answer-grader.ts) implements the same interface and keeps its promise: feedback names
 * each missing key point, and a point counts only with evidence in the answer (lib/verify-grade.ts).
 */
export interface ShortAnswerGrader {
  grade(question: GradableQuestion, answer: string): Promise<Grade>;
}

const FEEDBACK: Record<
  Locale,
  {
    right: string;
    noAnswer: string;
    wrongTerm: (expected: string) => string;
    notAnOption: (expected: string) => string;
    answerIs: (expected: string) => string;
    wrongOption: (expected: string) => string;
    allPoints: (count: number) => string;
    somePoints: (made: number, count: number) => string;
    noPoints: string;
    missing: (points: string) => string;
  }
> = {
  en: {
    right: "Correct.",
    noAnswer: "No answer given.",
    wrongTerm: (expected) => `Not quite: the chapter's word here is ${quoteText(expected, WRITING.en)}.`,
    notAnOption: (expected) => `That is not one of the options. The answer is ${quoteText(expected, WRITING.en)}.`,
    answerIs: (expected) => `The answer is ${quoteText(expected, WRITING.en)}.`,
    wrongOption: (expected) => `Not quite. The answer is ${quoteText(expected, WRITING.en)}.`,
    allPoints: (count) =>
      `Correct: your answer makes ${count === 1 ? "the key point" : count === 2 ? "both key points" : `all ${count} key points`}.`,
    somePoints: (made, count) => `Partly there: your answer makes ${made} of ${count} key points.`,
    noPoints: "Your answer makes none of the key points.",
    missing: (points) => `Missing: ${points}.`,
  },
  zh: {
    right: "正确。",
    noAnswer: "没有作答。",
    wrongTerm: (expected) => `不对：本章这里用的词是${quoteText(expected, WRITING.zh)}。`,
    notAnOption: (expected) => `这不是选项之一。正确答案是${quoteText(expected, WRITING.zh)}。`,
    answerIs: (expected) => `正确答案是${quoteText(expected, WRITING.zh)}。`,
    wrongOption: (expected) => `不对。正确答案是${quoteText(expected, WRITING.zh)}。`,
    allPoints: (count) => (count === 1 ? "正确：你的回答包含了这个要点。" : `正确：你的回答包含了全部 ${count} 个要点。`),
    somePoints: (made, count) => `部分正确：你的回答包含了 ${count} 个要点中的 ${made} 个。`,
    noPoints: "你的回答没有包含任何要点。",
    missing: (points) => `缺少：${points}。`,
  },
};

/** The language the feedback is framed in (see GradableQuestion.frame). */
const frameOf = (question: GradableQuestion): Locale => question.frame ?? question.language;

const wrong = (feedback: string, misconception: string | null = null): Grade => ({
  correct: false,
  score: 0,
  feedback,
  missingPoints: [],
  misconception,
});
const right = (question: GradableQuestion): Grade => ({
  correct: true,
  score: 1,
  feedback: FEEDBACK[frameOf(question)].right,
  missingPoints: [],
  misconception: null,
});

/** Cloze: the term or an accepted variant, whatever the case, width, spacing or punctuation. */
export function gradeCloze(question: GradableQuestion, answer: string): Grade {
  const given = comparableAnswer(answer);
  const words = FEEDBACK[frameOf(question)];
  if (given === "") return wrong(`${words.noAnswer}${WRITING[frameOf(question)].wordGap}${words.answerIs(question.answer)}`);
  const expected = [question.answer, ...question.accepted].map(comparableAnswer).filter(Boolean);
  return expected.includes(given) ? right(question) : wrong(words.wrongTerm(question.answer));
}

/** Which option an answer picks: its text, or its letter (A, B, … in any width or case). */
export function pickedOption(options: readonly ChoiceOption[], answer: string): number {
  const given = comparableAnswer(answer);
  const byText = options.findIndex((option) => comparableAnswer(option.text) === given);
  if (byText >= 0 || given.length !== 1) return byText;
  const letter = given.charCodeAt(0) - "a".charCodeAt(0);
  return letter >= 0 && letter < options.length ? letter : -1;
}

/** Choice: the right option; a wrong one says what picking it reveals. */
export function gradeChoice(question: GradableQuestion, answer: string): Grade {
  const options = question.options ?? [];
  const words = FEEDBACK[frameOf(question)];
  // An empty answer is "I don't know": it picked nothing, which is not the same as naming no option.
  if (comparableAnswer(answer) === "")
    return wrong(`${words.noAnswer}${WRITING[frameOf(question)].wordGap}${words.answerIs(question.answer)}`);
  const picked = pickedOption(options, answer);
  if (picked < 0) return wrong(words.notAnOption(question.answer));
  const option = options[picked]!;
  if (comparableAnswer(option.text) === comparableAnswer(question.answer)) return right(question);
  const gap = WRITING[frameOf(question)].wordGap;
  return wrong(
    option.misconception ? `${words.wrongOption(question.answer)}${gap}${option.misconception}` : words.wrongOption(question.answer),
    option.misconception,
  );
}

/**
 * A short answer's grade once it is known which key points it makes (`made`: their indexes):
 * correct only when every key point is made, so an answer that makes none is never correct; the
 * feedback names each missing point.
 */
export function keyPointGrade(question: GradableQuestion, answer: string, made: ReadonlySet<number>): Grade {
  const frame = frameOf(question);
  const words = FEEDBACK[frame];
  const points = question.keyPoints;
  const missing = points.filter((_point, index) => !made.has(index));
  const count = points.length - missing.length;
  // The points are the question's words; the quotes and the list around them are the frame's.
  const quoted = missing.map((point) => quoteText(point, WRITING[frame])).join(WRITING[frame].listSeparator);
  const gap = WRITING[frame].wordGap;
  if (points.length > 0 && missing.length === 0) {
    return { correct: true, score: 1, feedback: words.allPoints(points.length), missingPoints: [], misconception: null };
  }
  const head = comparableAnswer(answer) === "" ? words.noAnswer : count === 0 ? words.noPoints : words.somePoints(count, points.length);
  return {
    correct: false,
    score: points.length === 0 ? 0 : count / points.length,
    feedback: `${head}${gap}${words.missing(quoted)}`,
    missingPoints: missing,
    misconception: null,
  };
}

/** The key points (by index) an answer makes by its words alone (lib/answer-match). */
export function matchedKeyPoints(question: GradableQuestion, answer: string): Set<number> {
  const tokens = new Set(signalTokens(answer));
  return new Set(question.keyPoints.flatMap((point, index) => (makesPoint(tokens, point) ? [index] : [])));
}

/** Short answers offline: each key point is made when the answer carries enough of its words. */
export const keyPointGrader: ShortAnswerGrader = {
  grade: async (question, answer) => keyPointGrade(question, answer, matchedKeyPoints(question, answer)),
};

/** Grades any question: choice and cloze here, deterministically; short answers by `shortAnswers`. */
export function gradeAnswer(question: GradableQuestion, answer: string, shortAnswers: ShortAnswerGrader = keyPointGrader): Promise<Grade> {
  if (question.kind === "choice") return Promise.resolve(gradeChoice(question, answer));
  if (question.kind === "cloze") return Promise.resolve(gradeCloze(question, answer));
  return shortAnswers.grade(question, answer);
}

/** The right answer in words, for the attempt's reply. */
export function expectedAnswer(question: GradableQuestion): string {
  if (question.kind !== "short") return question.answer;
  return joinPoints(question.keyPoints, question.language);
}

/** Key points as one line: a list separator between phrases, none after a whole sentence ("…开始。、每一步…" reads as a typo). */
function joinPoints(points: readonly string[], language: Locale): string {
  const separator = WRITING[language].listSeparator;
  return points.reduce((line, point, index) => {
    if (index === 0) return point;
    if (/[。！？]$/u.test(line)) return `${line}${point}`;
    return /[.!?]$/u.test(line) ? `${line} ${point}` : `${line}${separator}${point}`;
  }, "");
}
