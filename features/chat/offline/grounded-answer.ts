import type { GroundPassage } from "../contract";
import { keyTerms } from "@/lib/ai/offline/text/key-terms";
import { findWordForms } from "@/lib/ai/offline/text/word-forms";

/**
 * An explanation with no model, built extractively from what the learner's own courses and sources say
 * (the passages the app's search found): the sentence that answers most directly (a definition of the
 * topic when there is one), then up to three other sentences that use the topic. Every quote is a
 * sentence of a stored line, as written; a passage sharing no term with the topic is never quoted.
 */
export interface QuotedLine {
  sentence: string;
  passage: GroundPassage;
}

export interface ExtractiveAnswer {
  answer: QuotedLine;
  connected: QuotedLine[];
}

const MAX_CONNECTED = 3;
const MAX_SENTENCE = 400;
/** "X is/are/means/refers to …", "X是…", "X指…": the sentence defines the topic. */
const DEFINES_EN = /^\s*(?:is|are|means?|refers? to|describes?|denotes?|was|happens when|occurs when)\b/i;
const DEFINES_ZH = /^\s*(?:是|指|就是|即|意味着|表示|称为|叫做)/u;
/** Lines that are markup, not prose: headings, code fences, table rows, front matter. */
const NOT_PROSE = /^\s*(?:#|```|\||---|<)/;

/** The prose sentences of one passage, as written (list and quote markers in front taken off). */
export function sentencesOf(text: string): string[] {
  const cutStart = text.startsWith("…");
  const cutEnd = text.endsWith("…");
  const lines = text.replace(/^…|…$/g, "").split("\n");
  const sentences: string[] = [];
  lines.forEach((line, index) => {
    // The search flattens a snippet's lines: a heading then runs into the prose after it, as its first "sentence".
    const heading = /^\s*#/.test(line);
    if (NOT_PROSE.test(line) && !heading) return;
    const body = line.replace(/^\s*(?:[-*+>]|\d+[.)])\s+/, "").trim();
    const parts = body.split(/(?<=[.!?])\s+(?=\S)|(?<=[。！？])/u).map((part) => part.trim());
    parts.forEach((part, partIndex) => {
      if (heading && partIndex === 0) return;
      // A sentence the snippet cut through is not quoted: half a sentence can say the opposite of the whole.
      if (cutStart && index === 0 && partIndex === 0) return;
      if (cutEnd && index === lines.length - 1 && partIndex === parts.length - 1) return;
      if (/[\p{L}\p{N}]/u.test(part) && part.length <= MAX_SENTENCE && !/[[\]`]/.test(part)) sentences.push(part);
    });
  });
  return sentences;
}

/** How much a sentence says about the topic: whole terms count most, then their longer words; a definition leads. */
/** A name in quotes is a title or a label ("Key ideas: “Gradient descent”", 「X」), not a statement about it. */
const QUOTED = /“[^”]*”|"[^"]*"|「[^」]*」|『[^』]*』|《[^》]*》/gu;

function scoreOf(sentence: string, terms: readonly string[]): number {
  const lower = sentence.toLowerCase().replace(QUOTED, (quoted) => " ".repeat(quoted.length));
  let score = 0;
  for (const term of terms) {
    // "overfitting" is what "A model overfits when …" is about: another form of the same words counts.
    const at = findWordForms(lower, term);
    if (at) {
      score += 2;
      const after = lower.slice(at[1]);
      if (DEFINES_EN.test(after) || DEFINES_ZH.test(after)) score += 3;
      continue;
    }
    const words = term.split(/\s+/).filter((word) => word.length >= 4);
    const found = words.filter((word) => findWordForms(lower, word)).length;
    if (words.length > 0) score += found / words.length;
  }
  return score;
}

/**
 * Whether a sentence names `term` itself: the whole term in some form of its words, or every word of it
 * ("a branch that is shared" names "shared branch"). One word of "start small" is not the subject.
 */
function names(sentence: string, term: string): boolean {
  const lower = sentence.toLowerCase().replace(QUOTED, (quoted) => " ".repeat(quoted.length));
  if (findWordForms(lower, term)) return true;
  const words = term.split(/\s+/).filter((word) => word.length >= 3);
  return words.length > 1 && words.every((word) => findWordForms(lower, word));
}

/**
 * The answer and its connected lines, or null when no passage says anything about the topic. The answer
 * names the subject asked first, or either of two joined subjects (a line only about where it was asked,
 * "the Kubernetes course", defines nothing); every connected line names one of the topic's terms. `exclude`: sentences already quoted in
 * the conversation, so "tell me more" gives the next lines, never the same ones.
 */
export function extractiveAnswer(
  topic: string,
  passages: readonly GroundPassage[],
  exclude: ReadonlySet<string> = new Set(),
): ExtractiveAnswer | null {
  const terms = keyTerms(topic, 6).map((term) => term.toLowerCase());
  if (terms.length === 0) return null;
  const seen = new Set<string>(exclude);
  const ranked = passages
    .flatMap((passage, passageIndex) =>
      sentencesOf(passage.text).map((sentence, sentenceIndex) => ({
        sentence,
        passage,
        score: scoreOf(sentence, terms),
        order: passageIndex * 1000 + sentenceIndex,
      })),
    )
    .filter((line) => line.score >= 1 && terms.some((term) => names(line.sentence, term)))
    .filter((line) => !seen.has(line.sentence) && seen.add(line.sentence))
    .sort((a, b) => b.score - a.score || a.order - b.order);
  // "regularization and overfitting": either subject may answer; otherwise the one asked about first.
  const subjects = /\s(?:and|vs\.?|versus)\s|[和与跟]/iu.test(topic) ? terms : terms.slice(0, 1);
  const answer = ranked.find((line) => subjects.some((term) => names(line.sentence, term)));
  if (!answer) return null;
  const rest = ranked.filter((line) => line !== answer);
  // The connected lines read in the material's own order, so the reasoning runs as written.
  const connected = rest
    .slice(0, MAX_CONNECTED)
    .sort((a, b) => a.order - b.order)
    .map(({ sentence, passage }) => ({ sentence, passage }));
  return { answer: { sentence: answer.sentence, passage: answer.passage }, connected };
}
