import { isScaffoldLabel } from "@/lib/ai/offline/text/scaffold-label";
import { hasSignalTokens } from "../lib/answer-match";
import { MAX_CITED_LINES } from "../lib/citation-check";
import type { PracticeItemDraft } from "../lib/practice-item-schemas";
import type { DefinedTerm, ListBlock } from "./chapter-terms";
import type { QuestionPhrases } from "./question-phrases";

/**
 * The offline maker's short-answer questions (./question-maker.ts): a list's points, or a term's
 * definition, asked for in the learner's words, the rubric the cited lines' own words. Apart from
 * the maker because each reads one block of the chapter and decides alone whether it makes a question.
 */

const LIST_POINT_CHARS = 80;

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
