import type { GroundedPassage } from "@/lib/ai/offline/model/grounding";
import { keyTerms, segmentWords, isStopWord } from "@/lib/ai/offline/text/key-terms";
import type { ReferenceBlock } from "../contract";
import type { TutorPhrases } from "./tutor-phrases";
import { isScaffoldSentence } from "@/lib/ai/offline/text/scaffold-label";
import { clip } from "@/lib/ai/offline/text/text-utils";
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

/** A chapter's scaffolding ("Goal: …", "Summary: …", "本章目标：…", "After this chapter you can…"): about the chapter, not its subject. */
const SCAFFOLD_LABEL =
  /^(?:(?:the\s+)?(?:goals?|summary|in summary|recap|objectives?|learning objectives?|key takeaways?|takeaways?|what you(?:'ll| will) learn|prerequisites?|next up|up next)|本章目标|学习目标|目标|小结|总结|要点|本章小结|下一章|前置知识)\s*[:：]/iu;
const isScaffolding = (sentence: string) => SCAFFOLD_LABEL.test(sentence) || isScaffoldSentence(sentence);
/** "chapters/01-02-loss.md" → "chapters/01-": the chapter a section file belongs to. */
const chapterOf = (path: string | null) => /^chapters\/(\d+)-/.exec(path ?? "")?.[0] ?? null;

/**
 * The passages that explain a selection, best first: only those whose sentence shares one of the
 * selection's key terms and is not a chapter's scaffolding; among them, the same file and nearby
 * lines, then the same chapter, then more shared terms come first.
 */
export function relatedPassages(reference: ReferenceBlock, passages: readonly GroundedPassage[]): GroundedPassage[] {
  const terms = linesTerms(reference, 5);
  // "container packages": a passage naming "container" shares part of it (a whole term counts more).
  // Han has no spaces: "损失函数变小" shares its words (损失, 函数) with a passage on 损失函数.
  const split = (term: string) =>
    /\p{Script=Han}/u.test(term) ? segmentWords(term).filter((word) => word.length > 1 && !isStopWord(word)) : term.split(/\s+/);
  const words = [...new Set(terms.flatMap(split).filter((word) => word.length > 2 || /\p{Script=Han}/u.test(word)))];
  const chapter = chapterOf(reference.path);
  return passages
    .filter((passage) => passage.sentence && elsewhere(passage, reference) && !isScaffolding(passage.sentence))
    .map((passage, index) => {
      const named = (term: string) => namedAt(passage.sentence, term) !== null;
      const shared = terms.filter(named).length + words.filter(named).length;
      const samePath = passage.path === reference.path;
      const near = samePath && Math.abs(passage.lineStart - reference.start) <= 30;
      const place = (samePath ? 2 : 0) + (chapter !== null && chapterOf(passage.path) === chapter ? 1 : 0) + (near ? 1 : 0);
      return { passage, index, shared, place };
    })
    .filter((entry) => entry.shared > 0)
    .toSorted((a, b) => b.place - a.place || b.shared - a.shared || a.index - b.index)
    .map((entry) => entry.passage);
}

/** The answer's parts, then up to two more passages that connect (one list, the same in every answer). */
function withAlsoConnected(t: TutorPhrases, parts: string[], rest: readonly GroundedPassage[]): string {
  const more = rest
    .slice(0, 2)
    .map((passage) => fill(t.passageLine, { sentence: passage.sentence, citation: passage.citation, ref: passage.ref }));
  return (more.length > 0 ? [...parts, [t.alsoConnected, ...more].join("\n")] : parts).join("\n\n");
}

/** How many of the selected lines an answer quotes. */
const QUOTED_LINES = 8;

// A paragraph is one line: past 200 characters it is cut at a word and marked "…", never mid-word.
const quoteLine = (t: TutorPhrases, entry: NumberedLine) => fill(t.lineSays, { line: entry.line, text: clip(entry.text, 200) });

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
  // Only the first lines are quoted; how many more the selection holds is said, never left out silently.
  const more = lines.length > QUOTED_LINES ? [fill(t.moreLines, { count: lines.length - QUOTED_LINES, ref })] : [];
  const quoted = [fill(t.aboutLines, { ref }), ...lines.slice(0, QUOTED_LINES).map((entry) => quoteLine(t, entry)), ...more].join("\n");
  if (passages === null) return [fill(t.noSearch, { ref, terms: termList }), quoted].join("\n\n");
  const others = relatedPassages(reference, passages);
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
  /** A follow-up for more: the earlier replies, whose quoted sentences are not quoted again. */
  quotedBefore?: readonly string[],
): string {
  const topic = terms.join(separator);
  if (passages === null) return fill(t.topicNoSearch, { topic });
  // Only a passage that names one of the question's terms answers it: never a citation beside the point.
  const naming = passages.filter((passage) => passage.sentence && terms.some((term) => namedAt(passage.sentence, term) !== null));
  const fresh = quotedBefore ? naming.filter((passage) => !quotedBefore.some((reply) => reply.includes(passage.sentence))) : naming;
  const [best, ...rest] = fresh;
  if (!best && naming.length > 0) return fill(t.topicNothingMore, { topic });
  if (!best) return fill(t.topicNotFound, { topic });
  const parts = [fill(t.topicAnswer, { topic, sentence: best.sentence, citation: best.citation, ref: best.ref })];
  return withAlsoConnected(t, parts, rest);
}
