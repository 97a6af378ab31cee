import type { GroundedPassage } from "@/lib/ai/offline/model/grounding";
import { keyTerms, segmentWords, isStopWord } from "@/lib/ai/offline/text/key-terms";
import type { ReferenceBlock } from "../contract";
import type { TutorPhrases } from "./tutor-phrases";
import { namedAt } from "./topic-lines";

/**
 * Answers about referenced lines, built from the lines and what a search of the course found:
 * what the lines are about (their key terms), connected to the passages elsewhere that explain
 * them, each quoted as written and cited where it is. Nothing is said that no line says.
 */
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ""));

export interface NumberedLine {
  line: number;
  text: string;
}

/** The referenced lines with text, markup off ("## Pods" → "Pods"). */
export function referencedLines(reference: ReferenceBlock): NumberedLine[] {
  return reference.numbered
    .split("\n")
    .map((line) => /^\s*(\d+)\| ?(.*)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({
      line: Number(match[1]),
      text: (match[2] ?? "")
        .replace(/^[#>*\-+\s]+|\d+[.)]\s+/g, "")
        .replace(/\*\*|__|`/g, "")
        .trim(),
    }))
    .filter((entry) => entry.text !== "");
}

export const refOf = (reference: ReferenceBlock) => `${reference.path}:${reference.start}-${reference.end}`;

/** What the lines are about: their bold terms first, then their key words (the search's query). */
export function linesTerms(reference: ReferenceBlock, max = 3): string[] {
  const bold = [...reference.numbered.matchAll(/\*\*([^*]{2,60})\*\*/g)].map((match) =>
    match[1]!
      .replace(/[:：.。]+$/u, "")
      .trim()
      .toLowerCase(),
  );
  return [
    ...new Set([
      ...bold,
      ...keyTerms(
        referencedLines(reference)
          .map((entry) => entry.text)
          .join("\n"),
        max + 2,
      ).map((term) => term.toLowerCase()),
    ]),
  ].slice(0, max);
}

/** Another passage than the referenced lines themselves. */
function elsewhere(passage: GroundedPassage, reference: ReferenceBlock): boolean {
  return !(passage.path === reference.path && passage.lineStart <= reference.end && passage.lineEnd >= reference.start);
}

/** The answer's parts, then up to two more passages that connect (one list, the same in every answer). */
function withAlsoConnected(t: TutorPhrases, parts: string[], rest: readonly GroundedPassage[]): string {
  const more = rest
    .slice(0, 2)
    .map((passage) => fill(t.passageLine, { sentence: passage.sentence, citation: passage.citation, ref: passage.ref }));
  return (more.length > 0 ? [...parts, [t.alsoConnected, ...more].join("\n")] : parts).join("\n\n");
}

const quoteLine = (t: TutorPhrases, entry: NumberedLine) => fill(t.lineSays, { line: entry.line, text: entry.text.slice(0, 200) });

/** "What do these lines mean?": the answer sentence first, then the lines, then where the course explains them. */
export function meaningOfLines(
  t: TutorPhrases,
  reference: ReferenceBlock,
  passages: readonly GroundedPassage[] | null,
  termList: string,
): string {
  const lines = referencedLines(reference);
  const ref = refOf(reference);
  if (lines.length === 0) return `${fill(t.aboutLines, { ref })}\n${t.emptyLines}`;
  const quoted = [fill(t.aboutLines, { ref }), ...lines.slice(0, 8).map((entry) => quoteLine(t, entry))].join("\n");
  if (passages === null) return [fill(t.noSearch, { ref, terms: termList }), quoted].join("\n\n");
  const others = passages.filter((passage) => passage.sentence && elsewhere(passage, reference));
  const [best, ...rest] = others;
  if (!best) return [fill(t.unconnected, { ref, terms: termList }), quoted].join("\n\n");
  const connection = fill(t.connected, { sentence: best.sentence, citation: best.citation, ref: best.ref });
  const parts = [fill(t.inShort, { ref, terms: termList, connection }), quoted];
  return withAlsoConnected(t, parts, rest);
}

function sentencesOf(lines: readonly NumberedLine[]): NumberedLine[] {
  return lines.flatMap((entry) =>
    entry.text
      .split(/(?<=[.!?])\s+|(?<=[。！？；])/u)
      .map((text) => text.trim())
      .filter((text) => /[\p{L}\p{N}]/u.test(text))
      .map((text) => ({ line: entry.line, text })),
  );
}

/**
 * An extractive summary: the selection's sentences that carry most of its repeated content words
 * (at most three, in their order), each with its line. A selection of three sentences or fewer is its own summary.
 */
export function summaryOfLines(reference: ReferenceBlock, max = 3): NumberedLine[] {
  const sentences = sentencesOf(referencedLines(reference));
  if (sentences.length <= max) return sentences;
  const counts = new Map<string, number>();
  const wordsOf = (text: string) => segmentWords(text).filter((word) => !isStopWord(word));
  for (const sentence of sentences) for (const word of new Set(wordsOf(sentence.text))) counts.set(word, (counts.get(word) ?? 0) + 1);
  const scored = sentences.map((sentence, index) => {
    const words = wordsOf(sentence.text);
    const weight = words.reduce((total, word) => total + (counts.get(word) ?? 0), 0) / Math.sqrt(words.length + 1);
    return { index, weight: weight + (index === 0 ? 0.5 : 0) };
  });
  const keep = new Set(
    scored
      .toSorted((a, b) => b.weight - a.weight || a.index - b.index)
      .slice(0, max)
      .map((entry) => entry.index),
  );
  return sentences.filter((_, index) => keep.has(index));
}

/** A question about a subject with nothing selected: the passage that names it first, quoted; or plainly that none does. */
export function answerAbout(
  t: TutorPhrases,
  terms: readonly string[],
  passages: readonly GroundedPassage[] | null,
  separator: string,
): string {
  const topic = terms.join(separator);
  if (passages === null) return fill(t.topicNoSearch, { topic });
  // Only a passage that names one of the question's terms answers it: never a citation beside the point.
  const naming = passages.filter((passage) => passage.sentence && terms.some((term) => namedAt(passage.sentence, term) !== null));
  const [best, ...rest] = naming;
  if (!best) return fill(t.topicNotFound, { topic });
  const parts = [fill(t.topicAnswer, { topic, sentence: best.sentence, citation: best.citation, ref: best.ref })];
  return withAlsoConnected(t, parts, rest);
}
