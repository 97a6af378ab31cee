import type { Locale } from "@/lib/i18n/locales";
import { quoteText, WRITING } from "@/lib/i18n/writing";
import type { PracticeKind } from "../contract";
import { answerLeak, type AnswerKey } from "./answer-leak";
import type { ChoiceOption } from "./practice-item-schemas";

/**
 * The ladder's own words for each rung, made from the question's rubric and the chapter lines it
 * cites, with no model (the offline tutor says them; any tutor falls back to them when what it wrote
 * gave the answer away). A hint given before the answer may be told is itself checked: one that
 * would tell (a one-point rubric, a term the cited lines cannot hide) says less instead.
 */
export interface LadderQuestion {
  kind: PracticeKind;
  language: Locale;
  prompt: string;
  options: readonly ChoiceOption[] | null;
  answer: string;
  accepted: readonly string[];
  keyPoints: readonly string[];
  /** `chapters/…md:s-e` */
  citation: string;
  /** The text of the cited lines (read when the hint is made; empty when the chapter is gone). */
  citedText: string;
}

const WORDS: Record<
  Locale,
  {
    nudgeChoice: string;
    nudgeCloze: (citation: string) => string;
    nudgeShort: (citation: string) => string;
    keyIdea: (citation: string, lines: string) => string;
    keyPoint: (point: string, citation: string) => string;
    notThis: (letter: string, option: string, why: string) => string;
    startsWith: (first: string, length: number) => string;
    soFar: (points: string) => string;
    tryFirst: string;
    solution: (answer: string) => string;
    because: (citation: string, lines: string) => string;
    points: (points: string) => string;
    blank: string;
    quote: (text: string) => string;
    ask: (citation: string) => string;
    workedStep: string;
    /** How a list is joined in a sentence, and key points in a solution. */
    listJoin: string;
    pointJoin: string;
  }
> = {
  en: {
    nudgeChoice: "Hint 1: say in your own words what the question asks, then rule out any option you are sure is wrong.",
    nudgeCloze: (citation) => `Hint 1: the missing word is a term the chapter uses at ${citation}. What does the sentence need there?`,
    nudgeShort: (citation) => `Hint 1: which idea from ${citation} does the question turn on? Name the first thing that has to happen.`,
    keyIdea: (citation, lines) => `Hint 2 — the key idea, from ${citation}: ${lines}`,
    keyPoint: (point, citation) => `Hint 2 — the key idea (${citation}): ${point}`,
    notThis: (letter, option, why) =>
      `${letter}) ${quoteText(option, WRITING.en)} is not it${why ? `: choosing it would mean ${why}` : ""}.`,
    startsWith: (first, length) =>
      `Hint 3 — a worked step: the word starts with ${quoteText(first, WRITING.en)} and has ${length} letters.`,
    soFar: (points) => `Hint 3 — a worked step: your answer needs ${points}. What completes it?`,
    tryFirst: "Give it a try first, even a guess — then the next step comes.",
    solution: (answer) => `The worked solution: the answer is ${quoteText(answer, WRITING.en)}.`,
    because: (citation, lines) => `It rests on ${citation}: ${lines}`,
    points: (points) => `The key points: ${points}.`,
    blank: "____",
    quote: (text) => quoteText(text, WRITING.en),
    ask: (citation) => `(From ${citation}.) Your answer, then how sure you are from 1 (a guess) to 4 (certain).`,
    workedStep: "Hint 3 — a worked step:",
    listJoin: ", ",
    pointJoin: "; ",
  },
  zh: {
    nudgeChoice: "提示 1：先用自己的话说说题目在问什么，再排除你确定不对的选项。",
    nudgeCloze: (citation) => `提示 1：空缺的是本章 ${citation} 用到的一个术语。那句话在那里需要什么？`,
    nudgeShort: (citation) => `提示 1：这道题围绕 ${citation} 里的哪个想法？先说出第一步必须发生什么。`,
    keyIdea: (citation, lines) => `提示 2——关键思路，见 ${citation}：${lines}`,
    keyPoint: (point, citation) => `提示 2——关键思路（${citation}）：${point}`,
    notThis: (letter, option, why) => `${letter}）${quoteText(option, WRITING.zh)}不对${why ? `：选它说明${why}` : ""}。`,
    startsWith: (first, length) => `提示 3——解一步：这个词以${quoteText(first, WRITING.zh)}开头，共 ${length} 个字。`,
    soFar: (points) => `提示 3——解一步：你的回答需要包含${points}。还缺什么？`,
    tryFirst: "先试着回答一下，猜也可以——然后再给下一步。",
    solution: (answer) => `完整解答：答案是${quoteText(answer, WRITING.zh)}。`,
    because: (citation, lines) => `依据 ${citation}：${lines}`,
    points: (points) => `要点：${points}。`,
    blank: "____",
    quote: (text) => quoteText(text, WRITING.zh),
    ask: (citation) => `（出自 ${citation}。）写出你的答案，再说明把握程度，1（猜的）到 4（非常确定）。`,
    workedStep: "提示 3——解一步：",
    listJoin: "、",
    pointJoin: "；",
  },
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const clip = (text: string, max = 320) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const letterOf = (index: number) => String.fromCharCode(65 + index);

export function correctIndex(question: Pick<LadderQuestion, "options" | "answer">): number | null {
  if (!question.options) return null;
  const index = question.options.findIndex((option) => option.text.normalize("NFKC") === question.answer.normalize("NFKC"));
  return index >= 0 ? index : question.options.findIndex((option) => option.misconception === null);
}

/** What the guard checks every tutor message against. */
export function answerKeyOf(question: LadderQuestion): AnswerKey {
  return {
    kind: question.kind,
    prompt: question.prompt,
    answers: [question.answer, ...question.accepted],
    options: question.options?.map((option) => option.text) ?? null,
    correctIndex: correctIndex(question),
    keyPoints: question.keyPoints,
  };
}

/** The cited lines with the answer (and its variants) blanked out. */
function maskedLines(question: LadderQuestion): string {
  const t = WORDS[question.language];
  let text = question.citedText.replace(/\s+/g, " ").trim();
  for (const answer of [question.answer, ...question.accepted].filter((a) => a.trim().length > 0)) {
    text = text.replace(new RegExp(escape(answer.trim()), "giu"), t.blank);
  }
  return clip(text);
}

/** Hint `level` (1–3) for this question, or the "try first" reminder. */
export function hintText(question: LadderQuestion, level: number, note?: "try-first"): string {
  const t = WORDS[question.language];
  const key = answerKeyOf(question);
  const safe = (text: string, instead: string) => (answerLeak(text, key) ? instead : text);
  const nudge =
    question.kind === "choice"
      ? t.nudgeChoice
      : question.kind === "cloze"
        ? t.nudgeCloze(question.citation)
        : t.nudgeShort(question.citation);
  const idea = question.citedText.trim() ? safe(t.keyIdea(question.citation, t.quote(maskedLines(question))), nudge) : nudge;
  const keyIdea =
    question.kind === "short" && question.keyPoints.length >= 2 ? safe(t.keyPoint(question.keyPoints[0]!, question.citation), idea) : idea;
  if (note === "try-first") return `${keyIdea}\n\n${t.tryFirst}`;
  if (level <= 1) return nudge;
  if (level === 2) return keyIdea;
  return workedStep(question) ?? keyIdea;
}

/** Hint 3: the wrong options but one struck out, the term's first letter, or all key points but one. */
function workedStep(question: LadderQuestion): string | null {
  const t = WORDS[question.language];
  if (question.kind === "choice") {
    const right = correctIndex(question);
    const wrong = (question.options ?? []).map((option, index) => ({ option, index })).filter(({ index }) => index !== right);
    const struck = wrong.slice(0, Math.max(1, wrong.length - 1));
    const lines = struck.map(({ option, index }) => t.notThis(letterOf(index), option.text, option.misconception ?? ""));
    return lines.length ? [t.workedStep, ...lines].join("\n") : null;
  }
  if (question.kind === "cloze") {
    const chars = [...question.answer.trim()];
    return chars.length > 1 ? t.startsWith(chars[0]!, chars.length) : null;
  }
  const points = question.keyPoints.slice(0, -1);
  return points.length ? t.soFar(points.map(t.quote).join(t.listJoin)) : null;
}

/** The worked solution: the answer, and the lines and points it rests on. */
export function solutionText(question: LadderQuestion): string {
  const t = WORDS[question.language];
  const right = correctIndex(question);
  const answer = right !== null && right >= 0 ? `${letterOf(right)}) ${question.answer}` : question.answer;
  return [
    t.solution(question.kind === "short" ? clip(question.answer, 400) : answer),
    question.kind === "short" && question.keyPoints.length ? t.points(question.keyPoints.join(t.pointJoin)) : "",
    question.citedText.trim() ? t.because(question.citation, t.quote(clip(question.citedText.replace(/\s+/g, " ").trim()))) : "",
  ]
    .filter(Boolean)
    .join("\n\n");
}

/** The question asked as stored: its prompt, its options lettered, where it comes from, how sure. */
export function askText(question: LadderQuestion): string {
  const options = (question.options ?? []).map((option, index) => `${letterOf(index)}) ${option.text}`);
  return [question.prompt, ...options, "", WORDS[question.language].ask(question.citation)].join("\n");
}
