import { clipText } from "@/lib/stored-text";
import { comparableAnswer } from "../lib/answer-match";
import { CLOZE_BLANK, citationLabel } from "../lib/citation-check";
import type { ChoiceOption, PracticeItemDraft } from "../lib/practice-item-schemas";
import { isScaffoldLabel } from "@/lib/ai/offline/text/scaffold-label";
import { hasSignalTokens } from "../lib/answer-match";
import type { DefinedTerm, ListBlock } from "./chapter-terms";
import { QuestionCandidate } from "./question-candidates";
import type { QuestionPhrases } from "./question-phrases";

/**
 * The offline maker's choice questions (./question-maker): a term's definition quoted, the term
 * among the chapter's (or the course's) other terms, each wrong option naming the confusion it
 * reveals and where the course defines it.
 */

/** A term defined in one of the course's chapters, with that chapter's path (a distractor's citation). */
export interface SourcedTerm extends DefinedTerm {
  path: string;
}

const MAX_DISTRACTORS = 3;
export const DEFINITION_CHARS = 160;

export const clip = (text: string, max: number) => (text.length <= max ? text : `${clipText(text, max - 1).trimEnd()}…`);
/** A stable, spread-out position for the right option, so it is not always first. */
const rotation = (text: string, size: number) => [...text].reduce((sum, char) => sum + char.codePointAt(0)!, 0) % size;

const termKey = (term: DefinedTerm) => comparableAnswer(term.term);

/**
 * A choice question's wrong options; `short` when the pool ran out before MAX_DISTRACTORS (more terms
 * would change them). `keyOf`: a term's comparable form (a caller picking for every term of a pool
 * makes each once: looking a text up costs hashing it).
 */
export function pickDistractors(
  target: SourcedTerm,
  pool: readonly SourcedTerm[],
  keyOf: (term: DefinedTerm) => string = termKey,
): { distractors: SourcedTerm[]; short: boolean } {
  const seen = new Set([keyOf(target)]);
  const definition = comparableAnswer(target.definition);
  const distractors: SourcedTerm[] = [];
  // Terms of the same list first (the confusions a reader really makes), then the chapter's, then the course's.
  for (const sameList of [true, false]) {
    for (const term of pool) {
      if (sameList && (term.path !== target.path || term.block !== target.block)) continue;
      const key = keyOf(term);
      if (seen.has(key) || definition.includes(key)) continue;
      seen.add(key);
      distractors.push(term);
      if (distractors.length === MAX_DISTRACTORS) return { distractors, short: false };
    }
  }
  return { distractors, short: true };
}

export function choiceQuestion(target: SourcedTerm, distractors: readonly SourcedTerm[], words: QuestionPhrases): PracticeItemDraft | null {
  return choiceCandidate(target, distractors, words)?.draft() ?? null;
}

/** A choice question quoting `target`'s definition, `distractors` its wrong options; null without any. */
export function choiceCandidate(
  target: SourcedTerm,
  distractors: readonly SourcedTerm[],
  words: QuestionPhrases,
): QuestionCandidate | null {
  if (distractors.length === 0) return null;
  return new QuestionCandidate(
    "choice",
    target.term,
    () => words.choice(clip(target.definition, DEFINITION_CHARS)),
    (prompt) => {
      const wrong: ChoiceOption[] = distractors.map((term) => ({
        text: term.term,
        misconception: words.misconception(
          term.term,
          target.term,
          clip(term.definition, DEFINITION_CHARS),
          citationLabel(term.path, term.line, term.line),
        ),
      }));
      const at = rotation(target.term, wrong.length + 1);
      const options = [...wrong.slice(0, at), { text: target.term, misconception: null }, ...wrong.slice(at)];
      return {
        kind: "choice",
        prompt,
        options,
        answer: target.term,
        accepted: [],
        keyPoints: [],
        lineStart: target.line,
        lineEnd: target.line,
      };
    },
  );
}

/** Targets for choice questions: one term per list, the fullest lists first (the most telling distractors). */
export function choiceTargets(terms: readonly SourcedTerm[]): SourcedTerm[] {
  const size = (block: number) => terms.filter((term) => term.block === block).length;
  const byBlock = new Map<number, SourcedTerm>();
  for (const term of terms) if (!byBlock.has(term.block)) byBlock.set(term.block, term);
  return [...byBlock.values()].sort((a, b) => size(b.block) - size(a.block) || a.line - b.line);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The names a list explains, for a chapter that defines too few terms to ask a choice question:
 * "- **细胞膜:** 细胞膜由磷脂双分子层构成…" is no defined term (its text says the name, giving it away),
 * but with the name blanked in the quote the list's names are a fair choice — every option a name
 * the chapter explains on its own line, none a scaffolding label ("What it is", 它是什么).
 */
export function namedListTerms(lists: readonly ListBlock[], path: string): SourcedTerm[][] {
  return lists
    .map((list, index) =>
      list.items.flatMap((item): SourcedTerm[] => {
        const lead = item.lead;
        if (!lead || isScaffoldLabel(lead) || !item.text.startsWith(lead)) return [];
        const rest = item.text.slice(lead.length).replace(/^[\s:：—–\-,，.。]+/u, "");
        const definition = rest.replace(new RegExp(escapeRegExp(lead), "giu"), CLOZE_BLANK);
        if (!hasSignalTokens(definition, 3)) return [];
        return [{ term: lead, definition, line: item.line, block: -1 - index, inList: true, path }];
      }),
    )
    .filter((terms) => terms.length >= 2)
    .sort((a, b) => b.length - a.length);
}
