import { isScaffoldSentence } from "@/lib/ai/offline/text/scaffold-label";
import { comparableAnswer, hasSignalTokens } from "../lib/answer-match";
import { CLOZE_BLANK, MAX_CITED_LINES } from "../lib/citation-check";
import type { PracticeItemDraft } from "../lib/practice-item-schemas";
import { isScaffoldLabel } from "@/lib/ai/offline/text/scaffold-label";
import { clip, DEFINITION_CHARS } from "./choice-questions";
import { proseText, sentencesOf, subjectOf, type ChapterMaterial, type DefinedTerm, type ListBlock } from "./chapter-terms";
import type { QuestionPhrases } from "./question-phrases";

/**
 * The offline maker's cloze and short-answer questions (./question-maker): each made from one part
 * of the chapter's text (a sentence naming its subject, a defined term, a list), or null when that
 * part asks nothing fair.
 */

const LIST_POINT_CHARS = 80;
/** Signal words a subject cloze's sentence keeps around its blank: fewer, and the blank could be anything. */
const CONTEXT_SIGNALS = 3;

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
  // Most sentences quote nothing: no match of the pattern to look for inside a quotation.
  if (spans.length === 0) return false;
  return [...text.matchAll(pattern)].some((match) => spans.some(([start, end]) => match.index > start && match.index < end));
}

/** Up to `limit` clozes, each blanking the subject the title names in one sentence of its own line. */
export function subjectClozes(material: ChapterMaterial, title: string, words: QuestionPhrases, limit = 2): PracticeItemDraft[] {
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
      if (items.length === limit) return items;
    }
  }
  return items;
}

export function termCloze(term: DefinedTerm, words: QuestionPhrases): PracticeItemDraft {
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

export function listQuestion(list: ListBlock, words: QuestionPhrases): PracticeItemDraft | null {
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

export function definitionQuestion(term: DefinedTerm, words: QuestionPhrases): PracticeItemDraft | null {
  const clauses = term.definition
    .split(/[,;，；、—–]|\s-\s/u)
    // "…depends on it, and what goes wrong…": the point is "what goes wrong…", not "and what goes wrong…".
    .map((clause) =>
      clause
        .trim()
        .replace(/[.。!！]+$/u, "")
        // A whole word only: "something that used to work" keeps its "so", "order" its "or".
        .replace(/^(?:(?:and|or|but|so)\s+|以及|并且|而且)/iu, ""),
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
