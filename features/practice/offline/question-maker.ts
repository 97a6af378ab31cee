import { isScaffoldLabel, isScaffoldSentence } from "@/lib/ai/offline/text/scaffold-label";
import type { Locale } from "@/lib/i18n/locales";
import { comparableAnswer, hasSignalTokens } from "../lib/answer-match";
import { CLOZE_BLANK, MAX_CITED_LINES } from "../lib/citation-check";
import type { PracticeItemDraft } from "../lib/practice-item-schemas";
import {
  choiceQuestion,
  choiceTargets,
  clip,
  DEFINITION_CHARS,
  namedListTerms,
  pickDistractors,
  type SourcedTerm,
} from "./choice-questions";
import { proseText, readChapter, sentencesOf, subjectOf, type ChapterMaterial, type DefinedTerm, type ListBlock } from "./chapter-terms";
import { QUESTION_PHRASES, type QuestionPhrases } from "./question-phrases";

/**
 * The offline question maker: questions made deterministically from a chapter's own text, in the
 * course's language, so practice works with no model. It asks only what the text states: a cloze
 * blanks the chapter's subject (or a term it defines) in one of its sentences; a choice question
 * quotes a definition and offers the chapter's other terms, each wrong option naming the confusion
 * it reveals and where the chapter defines it; a short answer asks for a list's points or a term's
 * definition, its rubric the words of the cited lines. Every question cites its lines; the store
 * checks them again (lib/citation-check) and drops a question they do not support.
 */

export interface ChapterText {
  path: string;
  title: string;
  content: string;
}

export type { SourcedTerm } from "./choice-questions";

/** Enough for a session on one chapter without asking the same thing twice. */
export const MAX_QUESTIONS_PER_CHAPTER = 8;
const LIST_POINT_CHARS = 80;
/** Signal words a subject cloze's sentence keeps around its blank: fewer, and the blank could be anything. */
const CONTEXT_SIGNALS = 3;

/**
 * What the chapter teaches, without its scaffolding: "What it is", "Why it matters", "Goal of this
 * chapter", 它是什么 label the chapter's parts and name nothing to learn, so no question asks for one,
 * offers one as an option or blanks one (lib/ai/offline/text/scaffold-label.ts). A chapter left with
 * too few terms gets fewer choice questions, never a label in their place.
 */
const concepts = <T extends DefinedTerm>(terms: readonly T[]): T[] => terms.filter((term) => !isScaffoldLabel(term.term));

/** The terms a chapter defines: read once per chapter, then offered as distractors to the others. */
export function definedTerms(chapter: ChapterText): SourcedTerm[] {
  return concepts(readChapter(chapter.content).terms).map((term) => ({ ...term, path: chapter.path }));
}

/**
 * A letter or digit that would make a Latin subject part of a longer word ("Pods" is not "Pod"). Han is
 * not one: Chinese writes a Latin name straight against its characters ("Liveness会重启", "Pod会被调度到").
 */
const WORD_CHAR = String.raw`(?:[^\P{L}\p{Script=Han}]|\p{N})`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Quoted spans: a name in quotes is a title or a label (“Key ideas: X”, 《X》), not a statement about X. */
const QUOTED = /“[^”]*”|"[^"]*"|‘[^’]*’|「[^」]*」|『[^』]*』|《[^》]*》|«[^»]*»/gu;

/** True when some match of `pattern` in `text` lies inside quotation marks. */
function matchQuoted(text: string, pattern: RegExp): boolean {
  const spans = [...text.matchAll(QUOTED)].map((quote) => [quote.index, quote.index + quote[0].length] as const);
  return [...text.matchAll(pattern)].some((match) => spans.some(([start, end]) => match.index > start && match.index < end));
}

function subjectClozes(material: ChapterMaterial, title: string, words: QuestionPhrases): PracticeItemDraft[] {
  const subject = subjectOf(title);
  if (comparableAnswer(subject).length < 2 || subject.length > 60) return [];
  const bounded = /^[\p{Script=Latin}\p{N}]/u.test(subject) && /[\p{Script=Latin}\p{N}]$/u.test(subject);
  const pattern = new RegExp(bounded ? `(?<!${WORD_CHAR})${escapeRegExp(subject)}(?!${WORD_CHAR})` : escapeRegExp(subject), "giu");
  const items: PracticeItemDraft[] = [];
  // A defined term's own line is a definition, not a sentence about the subject.
  const termLines = new Set(material.terms.map((term) => term.line));
  for (const prose of material.prose) {
    if (termLines.has(prose.line)) continue;
    const plain = proseText(prose);
    // No sentence of a line matches unless the line does (they are split at spacing or after 。！？,
    // neither a word's letter): most lines are then never split.
    if (plain.search(pattern) < 0) continue;
    for (const text of sentencesOf(plain)) {
      const sentence = { text, line: prose.line };
      const found = sentence.text.match(pattern);
      const { min, max } = words.sentenceChars;
      if (!found || sentence.text.length < min || sentence.text.length > max) continue;
      // "the next chapter, “Key ideas: X”, …" asks for a chapter's name, not for what the chapter teaches.
      if (matchQuoted(sentence.text, pattern)) continue;
      // The words left around the blank must say what fills it: "After this chapter you can use ____." is
      // the same sentence in every chapter of a course with a different answer, and names nothing taught.
      const blanked = sentence.text.replace(pattern, CLOZE_BLANK);
      if (isScaffoldSentence(sentence.text) || !hasSignalTokens(blanked, CONTEXT_SIGNALS)) continue;
      if (items.some((item) => item.lineStart === sentence.line)) continue;
      items.push({
        kind: "cloze",
        prompt: words.cloze(blanked),
        options: null,
        answer: found[0],
        accepted: [],
        keyPoints: [],
        lineStart: sentence.line,
        lineEnd: sentence.line,
      });
      if (items.length === 2) return items;
    }
  }
  return items;
}

function termCloze(term: DefinedTerm, words: QuestionPhrases): PracticeItemDraft {
  const bare = words.articles ? term.term.replace(words.articles, "") : term.term;
  return {
    kind: "cloze",
    prompt: words.cloze(words.termBlank(CLOZE_BLANK, clip(term.definition, DEFINITION_CHARS))),
    options: null,
    answer: term.term,
    accepted: bare !== term.term && comparableAnswer(bare) !== "" ? [bare] : [],
    keyPoints: [],
    lineStart: term.line,
    lineEnd: term.line,
  };
}

function listQuestion(list: ListBlock, words: QuestionPhrases): PracticeItemDraft | null {
  const { items } = list;
  if (!list.heading || items.length < 2 || items.length > 5) return null;
  if (items.some((item) => /[?？]$/u.test(item.text))) return null;
  const points = items.map((item) => item.lead ?? (item.text.length <= LIST_POINT_CHARS ? item.text : null));
  if (points.some((point) => point === null || !hasSignalTokens(point, 1) || isScaffoldLabel(point))) return null;
  const lineStart = items[0]!.line;
  const lineEnd = items.at(-1)!.line;
  if (lineEnd - lineStart + 1 > MAX_CITED_LINES) return null;
  const keyPoints = points as string[];
  return {
    kind: "short",
    prompt: words.listPoints(keyPoints.length, list.heading),
    options: null,
    answer: keyPoints.join("; "),
    accepted: [],
    keyPoints,
    lineStart,
    lineEnd,
  };
}

function definitionQuestion(term: DefinedTerm, words: QuestionPhrases): PracticeItemDraft | null {
  const clauses = term.definition
    .split(/[,;，；、—–]|\s-\s/u)
    // "…depends on it, and what goes wrong…": the point is "what goes wrong…", not "and what goes wrong…".
    .map((clause) =>
      clause
        .trim()
        .replace(/[.。!！]+$/u, "")
        .replace(/^(?:and|or|but|so|以及|并且|而且)\s*/iu, ""),
    )
    .filter((clause) => hasSignalTokens(clause, 2))
    .slice(0, 3);
  const keyPoints = clauses.length > 0 ? clauses : !hasSignalTokens(term.definition, 7) ? [term.definition] : [];
  if (keyPoints.length === 0) return null;
  return {
    kind: "short",
    prompt: words.definition(term.term),
    options: null,
    answer: term.definition,
    accepted: [],
    keyPoints,
    lineStart: term.line,
    lineEnd: term.line,
  };
}

/** `elsewhere`: the terms of the course's other chapters (`definedTerms`), distractors when the chapter has too few. */
export function makeOfflineQuestions(language: Locale, chapter: ChapterText, elsewhere: readonly SourcedTerm[] = []): PracticeItemDraft[] {
  return offlineQuestionsFrom(language, chapter, readChapter(chapter.content), elsewhere).drafts;
}

/** The first item `make` makes something of (an empty list when none does). */
function firstMade<T, R>(items: readonly T[], make: (item: T) => R | null): R[] {
  for (const item of items) {
    const made = make(item);
    if (made !== null) return [made];
  }
  return [];
}

export interface OfflineQuestions {
  drafts: PracticeItemDraft[];
  /**
   * Made without the course's other chapters (`elsewhere` null), and a choice question ran out of
   * the chapter's own terms for distractors: made again with them, the set could differ.
   */
  needsElsewhere: boolean;
}

/**
 * makeOfflineQuestions from a chapter already read (`readChapter`: its lines serve the check too).
 * `elsewhere` null: the other chapters are not read yet; `needsElsewhere` says whether they matter.
 */
export function offlineQuestionsFrom(
  language: Locale,
  chapter: ChapterText,
  material: ChapterMaterial,
  elsewhere: readonly SourcedTerm[] | null,
): OfflineQuestions {
  const words = QUESTION_PHRASES[language];
  const own: SourcedTerm[] = concepts(material.terms).map((term) => ({ ...term, path: chapter.path }));
  const pool = [...own, ...concepts(elsewhere ?? [])];
  const used = new Set<DefinedTerm>();
  const choices: PracticeItemDraft[] = [];
  let needsElsewhere = false;
  for (const target of choiceTargets(own)) {
    const { distractors, short } = pickDistractors(target, pool);
    needsElsewhere ||= short && elsewhere === null;
    const question = choiceQuestion(target, distractors, words);
    if (!question) continue;
    choices.push(question);
    used.add(target);
    if (choices.length === 2) break;
  }
  // Too few defined terms for one: the names a list explains, each blanked in its own line (never a label).
  for (const named of choices.length === 0 ? namedListTerms(material.lists, chapter.path) : []) {
    const question = choiceQuestion(named[0]!, pickDistractors(named[0]!, named).distractors, words);
    if (question) {
      choices.push(question);
      break;
    }
  }
  // Terms a list defines first: a lone bold lead is more often a label ("Goal of this chapter") than a term.
  const unused = own.filter((term) => !used.has(term)).sort((a, b) => Number(b.inList) - Number(a.inList) || a.line - b.line);
  // One of each is asked: the first a list or a term gives (the rest are never made).
  const lists = firstMade(material.lists, (list) => listQuestion(list, words));
  const subject = subjectClozes(material, chapter.title, words);
  // Every chapter gets a cloze when it has a term at all: an unused one if the subject gave none (a chapter
  // quoting its material names the subject in headings, not sentences), else one already asked as a choice.
  const clozeTerms =
    subject.length > 0 || unused.length > 1 ? unused.slice(1, 2) : unused.length > 0 ? unused.slice(0, 1) : own.slice(0, 1);
  const definitions = firstMade(unused, (term) => definitionQuestion(term, words));
  const clozes = [...subject, ...clozeTerms.map((term) => termCloze(term, words))];
  // Interleaved, so a chapter cut at the limit still has every kind.
  const queues = [clozes, choices, [...lists, ...definitions]];
  const out: PracticeItemDraft[] = [];
  while (out.length < MAX_QUESTIONS_PER_CHAPTER && queues.some((queue) => queue.length > 0)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next && out.length < MAX_QUESTIONS_PER_CHAPTER) out.push(next);
    }
  }
  return { drafts: out, needsElsewhere };
}
