import type { QueryUnit } from "./query-units";
import { unitMatches } from "./relevance";
import { codeLineFlags } from "@/lib/markdown/code-lines";
import { indexTerms, normalize, searchLength } from "./search-terms";
import { isBareReference } from "@/lib/ai/offline/text/bare-reference";

/**
 * The sentence of a passage that best matches a question: what the search centres a hit's snippet
 * on, and what the offline tutor answers with (extractively, cited). A sentence matches only when
 * it holds a strong unit of the question (never by a lone character or a stop word); among those,
 * the one holding the most weight wins; on a tie, the one naming a unit nearest its start ("A couche
 * is …" over "… proof on a couche."), then the earlier one. A short best sentence (a heading,
 * "It is.") brings the next one along.
 */
// A colon introduces what follows ("Pods: …"): no sentence ends there.
const SENTENCE_END = /[。！？!?；]+[”」』）)"']*|[.;]+[”」』）)"']*(?=\s)/gu;
/** Fewer words than this (a CJK character counting a third of one) is a fragment, not an answer. */
const SHORT_SENTENCE_WORDS = 4;

export type UnitWeight = (unit: QueryUnit) => number;

/** Strong units count 1, weak ones half (when the course's frequencies are not at hand). */
export const plainWeight: UnitWeight = (unit) => (unit.strong ? 1 : 0.5);

/** The text's sentences in order, each trimmed: lines are boundaries too (list items, headings). */
export function sentencesOf(text: string): string[] {
  return sentencesWithKind(text).map((sentence) => sentence.text);
}

/** The text's sentences in order, each marked when it is code (lib/markdown/code-lines.ts): a line of code is one "sentence". */
export function sentencesWithKind(text: string): { text: string; code: boolean }[] {
  const lines = text.split("\n");
  const code = codeLineFlags(lines);
  return lines.flatMap((line, at): { text: string; code: boolean }[] => {
    if (code[at]) return /[\p{L}\p{N}]/u.test(line) && !/^ {0,3}(?:```|~~~)/.test(line) ? [{ text: line.trim(), code: true }] : [];
    const sentences: string[] = [];
    let start = 0;
    for (const match of line.matchAll(SENTENCE_END)) {
      const end = match.index + match[0].length;
      sentences.push(line.slice(start, end));
      start = end;
    }
    sentences.push(line.slice(start));
    return sentences
      .map((sentence) => sentence.trim())
      .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence))
      .map((sentence) => ({ text: sentence, code: false }));
  });
}

interface Scored {
  index: number;
  score: number;
  /** Where the first matched unit starts: a sentence that starts with the question's term defines it. */
  at: number;
}

function score(sentence: string, index: number, units: readonly QueryUnit[], weight: UnitWeight): Scored {
  const lexemes = new Set(indexTerms(sentence).split(" "));
  const matched = units.filter((unit) => unitMatches(unit, lexemes));
  const normal = normalize(sentence);
  let total = 0;
  let at = normal.length;
  for (const unit of matched) {
    total += weight(unit);
    const found = normal.indexOf(unit.text);
    if (found >= 0) at = Math.min(at, found);
  }
  return { index, score: matched.some((unit) => unit.strong) ? total : 0, at };
}

/**
 * A heading ("## Neurons"), a contents line ("Neurons ........ 5", a bare page number) or a bare file
 * reference ("(chapters/03-01-core-skills-of-p-values.md:24)", a URL: its path's words are no answer) answers nothing.
 */
const NOT_A_SENTENCE = /^#{1,6}\s|(?:\.{3,}|…{2,}|·{3,})\s*\d*\s*$|^\d{1,4}$/u;
const answersNothing = (sentence: string) => NOT_A_SENTENCE.test(sentence) || isBareReference(sentence);
const HEADING = /^#{1,6}\s/u;

const better = (a: Scored, b: Scored | null) => !b || a.score > b.score || (a.score === b.score && a.at < b.at);

/**
 * The best-matching sentence (with a short one's continuation), or none when no sentence holds a strong
 * unit. A prose sentence answers before any line of code ("A primary key is …" over "PRIMARY KEY (id)"):
 * code is chosen only when no prose sentence matches.
 */
export function bestSentences(text: string, units: readonly QueryUnit[], weight: UnitWeight = plainWeight): string[] {
  const kinds = sentencesWithKind(text);
  const sentences = kinds.map((sentence) => sentence.text);
  const scored = sentences.map((sentence, index) =>
    answersNothing(sentence) ? { index, score: 0, at: 0 } : score(sentence, index, units, weight),
  );
  const pick = (code: boolean) =>
    scored.reduce<Scored | null>(
      (top, entry) => (entry.score > 0 && kinds[entry.index]!.code === code && better(entry, top) ? entry : top),
      null,
    );
  const best = pick(false) ?? pick(true);
  return best ? withContinuation(kinds, best.index) : underMatchingHeading(kinds, units, weight);
}

/** The sentence at `index`, with the next one when it is a fragment (a heading, "It is.") and a sentence of the same kind follows. */
function withContinuation(sentences: readonly { text: string; code: boolean }[], index: number): string[] {
  const picked = sentences[index]!;
  const next = sentences[index + 1];
  const short = searchLength(indexTerms(picked.text)) < SHORT_SENTENCE_WORDS;
  return short && next !== undefined && next.code === picked.code && !answersNothing(next.text) ? [picked.text, next.text] : [picked.text];
}

/**
 * No sentence names the question's terms but a heading does ("## Exam tips" for "what are the exam
 * tips?"): the section under it is what the material says about them, so its first sentence answers —
 * quoted, never the heading itself.
 */
function underMatchingHeading(
  kinds: readonly { text: string; code: boolean }[],
  units: readonly QueryUnit[],
  weight: UnitWeight,
): string[] {
  const sentences = kinds.map((sentence) => sentence.text);
  const heading = sentences
    .map((sentence, index) => (HEADING.test(sentence) ? score(sentence.replace(HEADING, ""), index, units, weight) : null))
    .reduce<Scored | null>((top, entry) => (entry && entry.score > 0 && better(entry, top) ? entry : top), null);
  const body = heading && sentences[heading.index + 1];
  return !body || NOT_A_SENTENCE.test(body) ? [] : withContinuation(kinds, heading.index + 1);
}

/** Sentences as one text: Chinese ones follow each other without a space, others with one. */
export function joinSentences(sentences: readonly string[]): string {
  return sentences.reduce(
    (joined, sentence) => (!joined || /[\p{Script=Han}。！？；]$/u.test(joined) ? joined + sentence : `${joined} ${sentence}`),
    "",
  );
}
