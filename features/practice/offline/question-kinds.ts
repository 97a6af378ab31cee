import { isScaffoldSentence } from "@/lib/ai/offline/text/scaffold-label";
import { comparableAnswer, hasSignalTokens } from "../lib/answer-match";
import { CLOZE_BLANK, MAX_CITED_LINES } from "../lib/citation-check";
import type { PracticeItemDraft } from "../lib/practice-item-schemas";
import { isScaffoldLabel } from "@/lib/ai/offline/text/scaffold-label";
import { clip, DEFINITION_CHARS } from "./choice-questions";
import { proseText, sentencesOf, subjectOf, type ChapterMaterial, type DefinedTerm, type ListBlock } from "./chapter-terms";
import { QuestionCandidate } from "./question-candidates";
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

/** What each of QUOTED's quotations opens with. */
const QUOTE_OPENING = /[“"‘「『《«]/u;

/** True when some match of `pattern` in `text` lies inside quotation marks. */
function matchQuoted(text: string, pattern: RegExp): boolean {
  // Most sentences quote nothing: no quotation to look for.
  if (!QUOTE_OPENING.test(text)) return false;
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
    const { min, max } = words.sentenceChars;
    for (const text of sentencesOf(plain)) {
      // The cheaper tests first: each only turns a sentence down.
      if (text.length < min || text.length > max) continue;
      const found = text.match(pattern);
      if (!found || isScaffoldSentence(text)) continue;
      // "the next chapter, “Key ideas: X”, …" asks for a chapter's name, not for what the chapter teaches.
      if (matchQuoted(text, pattern)) continue;
      // The words left around the blank must say what fills it: "After this chapter you can use ____." is
      // the same sentence in every chapter of a course with a different answer, and names nothing taught.
      const blanked = text.replace(pattern, CLOZE_BLANK);
      if (!hasSignalTokens(blanked, CONTEXT_SIGNALS)) continue;
      items.push({
        kind: "cloze",
        prompt: words.cloze(blanked),
        options: null,
        answer: found[0],
        accepted: [],
        keyPoints: [],
        lineStart: prose.line,
        lineEnd: prose.line,
      });
      if (items.length === limit) return items;
      // One cloze a line: its other sentences are not read.
      break;
    }
  }
  return items;
}

export function termCloze(term: DefinedTerm, words: QuestionPhrases): PracticeItemDraft {
  return termClozeCandidate(term, words).draft();
}

/** A cloze blanking a defined term in its definition's line. */
export function termClozeCandidate(term: DefinedTerm, words: QuestionPhrases): QuestionCandidate {
  return new QuestionCandidate(
    "cloze",
    term.term,
    () => words.cloze(words.termBlank(CLOZE_BLANK, clip(term.definition, DEFINITION_CHARS))),
    (prompt) => {
      const bare = words.articles ? term.term.replace(words.articles, "") : term.term;
      return {
        kind: "cloze",
        prompt,
        options: null,
        answer: term.term,
        accepted: bare !== term.term && comparableAnswer(bare) !== "" ? [bare] : [],
        keyPoints: [],
        lineStart: term.line,
        lineEnd: term.line,
      };
    },
  );
}

export function listQuestion(list: ListBlock, words: QuestionPhrases): PracticeItemDraft | null {
  return listCandidate(list, words)?.draft() ?? null;
}

/** A short answer asking for a list's points (its leads, or its short items), or null when the list makes none. */
export function listCandidate(list: ListBlock, words: QuestionPhrases): QuestionCandidate | null {
  const { items } = list;
  if (!list.heading || items.length < 2 || items.length > 5) return null;
  if (items.some((item) => /[?？]$/u.test(item.text))) return null;
  const points = items.map((item) => item.lead ?? (item.text.length <= LIST_POINT_CHARS ? item.text : null));
  if (points.some((point) => point === null || !hasSignalTokens(point, 1) || isScaffoldLabel(point))) return null;
  const lineStart = items[0]!.line;
  const lineEnd = items.at(-1)!.line;
  if (lineEnd - lineStart + 1 > MAX_CITED_LINES) return null;
  const keyPoints = points as string[];
  const answer = keyPoints.join("; ");
  return new QuestionCandidate(
    "short",
    answer,
    () => words.listPoints(keyPoints.length, list.heading),
    (prompt) => ({ kind: "short", prompt, options: null, answer, accepted: [], keyPoints, lineStart, lineEnd }),
  );
}

export function definitionQuestion(term: DefinedTerm, words: QuestionPhrases): PracticeItemDraft | null {
  return definitionCandidate(term, words)?.draft() ?? null;
}

/** A definition's clauses, as key points: the words between its commas, dashes and semicolons. */
function definitionClauses(definition: string): string[] {
  return (
    definition
      .split(/[,;，；、—–]|\s-\s/u)
      // "…depends on it, and what goes wrong…": the point is "what goes wrong…", not "and what goes wrong…".
      .map((clause) =>
        clause
          .trim()
          .replace(/[.。!！]+$/u, "")
          // A whole word only: "something that used to work" keeps its "so", "order" its "or".
          .replace(/^(?:(?:and|or|but|so)\s+|以及|并且|而且)/iu, ""),
      )
  );
}

/** Its first three clauses that say something (two signal words), else the whole definition when it is short. */
function definitionPoints(definition: string): string[] {
  const clauses = definitionClauses(definition)
    .filter((clause) => hasSignalTokens(clause, 2))
    .slice(0, 3);
  return clauses.length > 0 ? clauses : !hasSignalTokens(definition, 7) ? [definition] : [];
}

/**
 * A short answer asking for a term's definition, its key points the definition's clauses (made only
 * once it is picked: whether it has any is told by its first clause that says something), or null when it has none.
 */
export function definitionCandidate(term: DefinedTerm, words: QuestionPhrases): QuestionCandidate | null {
  const { definition } = term;
  const hasPoints = definitionClauses(definition).some((clause) => hasSignalTokens(clause, 2)) || !hasSignalTokens(definition, 7);
  if (!hasPoints) return null;
  return new QuestionCandidate(
    "short",
    definition,
    () => words.definition(term.term),
    (prompt) => ({
      kind: "short",
      prompt,
      options: null,
      answer: definition,
      accepted: [],
      keyPoints: definitionPoints(definition),
      lineStart: term.line,
      lineEnd: term.line,
    }),
  );
}
