import type { GroundPassage } from "../contract";
import { keyTerms } from "@/lib/ai/offline/text/key-terms";
import { findWordForms } from "@/lib/ai/offline/text/word-forms";
import { codeLineFlags } from "@/lib/markdown/code-lines";
import { isBareReference } from "@/lib/ai/offline/text/bare-reference";

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
  /** The answer says what the subject is or means (a definition, a gloss, the explanation under its heading), not only names it. */
  explains: boolean;
}

/** "What is X?", "what does X mean", "define X", "X是什么意思", "什么是X", "X指什么": asks what X is or means. */
export const ASKS_MEANING =
  /\b(?:what(?:'s|\s+is|\s+are|\s+was)\b|what\s+(?:does|do)\b.*\bmean|define\b|definition of\b|meaning of\b|what\s+is\s+meant\s+by)|什么是|是什么|什么意思|啥意思|指什么|是指什么|什么叫|的定义|的含义|的意思/iu;

const MAX_CONNECTED = 3;
const MAX_SENTENCE = 400;
/** "X is/are/means/refers to …", "X是…", "X指…": the sentence defines the topic. */
const DEFINES_EN = /^\s*(?:is|are|means?|refers? to|describes?|denotes?|was|happens when|occurs when)\b/i;
const DEFINES_ZH = /^\s*(?:是|指|就是|即|意味着|表示|称为|叫做)/u;
/** Lines that are markup, not prose: headings, code fences, table rows, front matter. */
const NOT_PROSE = /^\s*(?:#|```|\||---|<)/;

interface Sentence {
  text: string;
  /** The heading right above, when this is the first sentence under it ("## Start small" then its explanation). */
  heading: string | null;
}

/**
 * The prose sentences of one passage, as written (list and quote markers in front taken off). Lines of
 * code (inside a fence, or reading as code: lib/markdown/code-lines.ts) are no prose: an explanation
 * never quotes a bare fragment of code as its answer.
 */
function proseOf(text: string): Sentence[] {
  const cutStart = text.startsWith("…");
  const cutEnd = text.endsWith("…");
  const lines = text.replace(/^…|…$/g, "").split("\n");
  const code = codeLineFlags(lines);
  const sentences: Sentence[] = [];
  let heading: string | null = null;
  lines.forEach((line, index) => {
    // The search flattens a snippet's lines: a heading then runs into the prose after it, as its first "sentence".
    const isHeading = /^\s*#/.test(line);
    if (code[index] || (NOT_PROSE.test(line) && !isHeading)) return;
    const body = line.replace(/^\s*(?:[-*+>]|\d+[.)])\s+/, "").trim();
    const parts = body.split(/(?<=[.!?])\s+(?=\S)|(?<=[。！？])/u).map((part) => part.trim());
    if (isHeading && parts.length === 1) {
      heading = body.replace(/^#+\s*/, "").trim();
      return;
    }
    parts.forEach((part, partIndex) => {
      if (isHeading && partIndex === 0) return;
      // A sentence the snippet cut through is not quoted: half a sentence can say the opposite of the whole.
      if (cutStart && index === 0 && partIndex === 0) return;
      if (cutEnd && index === lines.length - 1 && partIndex === parts.length - 1) return;
      // "(chapters/03-01-core-skills-of-p-values.md:24)", split off a definition at its full stop, says nothing.
      if (/[\p{L}\p{N}]/u.test(part) && part.length <= MAX_SENTENCE && !/[[\]`]/.test(part) && !isBareReference(part)) {
        sentences.push({ text: part, heading });
        heading = null;
      }
    });
  });
  return sentences;
}

/** The prose sentences of one passage, as written. */
export function sentencesOf(text: string): string[] {
  return proseOf(text).map((sentence) => sentence.text);
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

/** Right after the term, a gloss: "X: …", "X — …", "X (…)", "X, which …", "X，就是…". */
const GLOSS_AFTER = /^\s*(?:[:：]|[—–]\s|\(|（|,\s*(?:which|that is|i\.e\.|meaning)\b|，\s*(?:就是|即|也就是|意思是|指))/iu;
/** Right before the term, naming what was just described: "所谓X", "这就叫X", "is called X", "known as X". */
const NAMES_BEFORE = /(?:所谓|叫做|叫作|称为|称作|就叫|被称为|\bcalled|\bknown as|\bwe call (?:this|it))\s*$/iu;
const QUOTE_MARKS = /[“”"「」『』《》*_]/gu;

/**
 * Whether a sentence explains `term` rather than only mentioning it: it defines it (X is/means/refers to…,
 * X是/指/即/就是…), glosses it (X: …, X，就是…), names what it just described (所谓X, called X), or is the
 * first sentence under a heading naming it. The quote marks around a name at its own definition
 * (「从小处着手」是指…) count here: a definition often quotes what it defines.
 */
function explains(sentence: Sentence, term: string): boolean {
  if (sentence.heading && findWordForms(sentence.heading.toLowerCase().replace(QUOTE_MARKS, ""), term)) return true;
  const raw = sentence.text.toLowerCase().replace(QUOTE_MARKS, "");
  const at = findWordForms(raw, term);
  if (!at) return false;
  const after = raw.slice(at[1]);
  // Opening the sentence as its subject ("The scheduler assigns each Pod…", "容器编排负责调度…") says what X does.
  const opens = /^[\s\-*>•]*(?:(?:an?|the)\s+|所谓)?$/u.test(raw.slice(0, at[0])) && /[\p{L}\p{N}]/u.test(after);
  return opens || DEFINES_EN.test(after) || DEFINES_ZH.test(after) || GLOSS_AFTER.test(after) || NAMES_BEFORE.test(raw.slice(0, at[0]));
}

/**
 * The answer and its connected lines, or null when no passage says anything about the topic. The answer
 * names the subject asked first, or either of two joined subjects (a line only about where it was asked,
 * "the Kubernetes course", defines nothing); every connected line names one of the topic's terms. `exclude`: sentences already quoted in
 * the conversation, so "tell me more" gives the next lines, never the same ones. `meaning`: the learner
 * asked what the subject is or means — a sentence that explains it answers before any that only mention
 * it, and `explains` says whether one did.
 */
export function extractiveAnswer(
  topic: string,
  passages: readonly GroundPassage[],
  exclude: ReadonlySet<string> = new Set(),
  options: { meaning?: boolean } = {},
): ExtractiveAnswer | null {
  const terms = keyTerms(topic, 6).map((term) => term.toLowerCase());
  if (terms.length === 0) return null;
  // "regularization and overfitting": either subject may answer; otherwise the one asked about first.
  const subjects = /\s(?:and|vs\.?|versus)\s|[和与跟]/iu.test(topic) ? terms : terms.slice(0, 1);
  const seen = new Set<string>(exclude);
  const ranked = passages
    .flatMap((passage, passageIndex) =>
      proseOf(passage.text).map((sentence, sentenceIndex) => ({
        sentence: sentence.text,
        passage,
        score: scoreOf(sentence.text, terms),
        explains: subjects.some((term) => explains(sentence, term)),
        order: passageIndex * 1000 + sentenceIndex,
      })),
    )
    .filter((line) => line.explains || (line.score >= 1 && terms.some((term) => names(line.sentence, term))))
    .filter((line) => !seen.has(line.sentence) && seen.add(line.sentence))
    .sort((a, b) => (options.meaning ? Number(b.explains) - Number(a.explains) : 0) || b.score - a.score || a.order - b.order);
  const answer = ranked.find((line) => line.explains || subjects.some((term) => names(line.sentence, term)));
  if (!answer) return null;
  const rest = ranked.filter((line) => line !== answer);
  // The connected lines read in the material's own order, so the reasoning runs as written.
  const connected = rest
    .slice(0, MAX_CONNECTED)
    .sort((a, b) => a.order - b.order)
    .map(({ sentence, passage }) => ({ sentence, passage }));
  return { answer: { sentence: answer.sentence, passage: answer.passage }, connected, explains: answer.explains };
}
