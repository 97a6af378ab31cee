import { isScaffoldLabel } from "@/lib/ai/offline/text/scaffold-label";
import type { Locale } from "@/lib/i18n/locales";
import { comparableAnswer } from "../lib/answer-match";
import type { PracticeItemDraft } from "../lib/practice-item-schemas";
import { ChapterQuestions } from "./chapter-questions";
import { choiceTargets, type SourcedTerm } from "./choice-questions";
import { readChapter, type ChapterMaterial, type DefinedTerm } from "./chapter-terms";
import { freshQuestions, NOTHING_TAKEN, type TakenPrompts } from "./fresh-questions";
import type { QuestionCandidate } from "./question-candidates";
import { QUESTION_PHRASES } from "./question-phrases";

/**
 * The offline question maker: questions made deterministically from a chapter's own text, in the
 * course's language, so practice works with no model. It asks only what the text states: a cloze
 * blanks the chapter's subject (or a term it defines) in one of its sentences; a choice question
 * quotes a definition and offers the chapter's other terms, each wrong option naming the confusion
 * it reveals and where the chapter defines it; a short answer asks for a list's points or a term's
 * definition, its rubric the words of the cited lines. Every question cites its lines; the store
 * checks them again (lib/citation-check) and drops a question they do not support. A question the
 * course's other chapters already ask is replaced by one of the chapter's own the course does not
 * (./fresh-questions).
 */

export interface ChapterText {
  path: string;
  title: string;
  content: string;
}

export type { SourcedTerm } from "./choice-questions";

/** Enough for a session on one chapter without asking the same thing twice. */
export const MAX_QUESTIONS_PER_CHAPTER = 8;

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

/** `elsewhere`: the terms of the course's other chapters (`definedTerms`), distractors when the chapter has too few. */
export function makeOfflineQuestions(
  language: Locale,
  chapter: ChapterText,
  elsewhere: readonly SourcedTerm[] = [],
  taken: TakenPrompts = NOTHING_TAKEN,
): PracticeItemDraft[] {
  return offlineQuestionsFrom(language, chapter, readChapter(chapter.content), elsewhere, taken).drafts;
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
  /** Questions of the chapter the course does not ask yet, in case a pick is taken meanwhile (./fresh-questions). */
  spares: PracticeItemDraft[];
  /**
   * Made without the course's other chapters (`elsewhere` null), and a choice question ran out of
   * the chapter's own terms for distractors: made again with them, the set could differ.
   */
  needsElsewhere: boolean;
}

/**
 * makeOfflineQuestions from a chapter already read (`readChapter`: its lines serve the check too).
 * `elsewhere` null: the other chapters are not read yet; `needsElsewhere` says whether they matter.
 * `taken`: the questions the course's other chapters already ask.
 */
export function offlineQuestionsFrom(
  language: Locale,
  chapter: ChapterText,
  material: ChapterMaterial,
  elsewhere: readonly SourcedTerm[] | null,
  taken: TakenPrompts = NOTHING_TAKEN,
): OfflineQuestions {
  const words = QUESTION_PHRASES[language];
  const own: SourcedTerm[] = concepts(material.terms).map((term) => ({ ...term, path: chapter.path }));
  const pool = [...own, ...concepts(elsewhere ?? [])];
  const make = new ChapterQuestions(material, chapter.title, chapter.path, words, pool);
  const used = new Set<DefinedTerm>();
  const choices: QuestionCandidate[] = [];
  let needsElsewhere = false;
  for (const target of choiceTargets(own)) {
    needsElsewhere ||= make.distractors(target).short && elsewhere === null;
    const question = make.choice(target);
    if (!question) continue;
    choices.push(question);
    used.add(target);
    if (choices.length === 2) break;
  }
  // Too few defined terms for one: the names a list explains, each blanked in its own line (never a label).
  for (const named of choices.length === 0 ? make.namedChoices : []) {
    if (named[0]) {
      choices.push(named[0]);
      break;
    }
  }
  // Terms a list defines first: a lone bold lead is more often a label ("Goal of this chapter") than a term.
  const unused = own.filter((term) => !used.has(term)).sort((a, b) => Number(b.inList) - Number(a.inList) || a.line - b.line);
  // One of each is asked: the first a list or a term gives (the rest are never made).
  const lists = firstMade(material.lists, make.list);
  const subject = make.subjectClozes.slice(0, 2);
  // Every chapter gets a cloze when it has a term at all: an unused one if the subject gave none (a chapter
  // quoting its material names the subject in headings, not sentences), else one already asked as a choice.
  const clozeTerms =
    subject.length > 0 || unused.length > 1 ? unused.slice(1, 2) : unused.length > 0 ? unused.slice(0, 1) : own.slice(0, 1);
  const definitions = firstMade(unused, make.definition);
  const clozes = [...subject, ...clozeTerms.map(make.termCloze)];
  // Interleaved, so a chapter cut at the limit still has every kind.
  const queues = [clozes, choices, [...lists, ...definitions]];
  const out: QuestionCandidate[] = [];
  while (out.length < MAX_QUESTIONS_PER_CHAPTER && queues.some((queue) => queue.length > 0)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next && out.length < MAX_QUESTIONS_PER_CHAPTER) out.push(next);
    }
  }
  // Something the course asks nothing about yet comes before another way of asking what it already does:
  // a module's own terms before the steps and mistakes every chapter of the course explains again.
  const answered = new Set(taken.values());
  const particular = (question: QuestionCandidate) => answered.size === 0 || !answered.has(comparableAnswer(question.answer));
  const made = freshQuestions(out, everyQuestion(make, material, own), taken, { seed: chapter.path, particular });
  // Only the questions kept are written out (a choice question's options and misconceptions made for them alone).
  return {
    drafts: made.drafts.map((question) => question.draft()),
    spares: made.spares.map((question) => question.draft()),
    needsElsewhere,
  };
}

/**
 * Every question the chapter's text gives, not only the maker's first picks: each term asked every
 * way (a choice, a cloze, its definition), every list, every sentence naming the subject. What a
 * chapter whose first picks the course already asks takes in their place; each another candidate
 * than the pick it repeats (`again`), as when they were made apart.
 */
function everyQuestion(make: ChapterQuestions, material: ChapterMaterial, own: readonly SourcedTerm[]): QuestionCandidate[] {
  const targets = [...new Set([...choiceTargets(own), ...own])];
  return [
    ...make.subjectClozes,
    ...own.map(make.termCloze),
    ...targets.map(make.choice),
    ...make.namedChoices.flat(),
    ...material.lists.map(make.list),
    ...own.map(make.definition),
  ].flatMap((question) => (question ? [question.again()] : []));
}
