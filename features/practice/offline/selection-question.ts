import type { Locale } from "@/lib/i18n/locales";
import { quoteText, WRITING } from "@/lib/i18n/writing";
import { signalTokens } from "../lib/answer-match";
import { CLOZE_BLANK, MAX_CITED_LINES } from "../lib/citation-check";
import type { PracticeItemDraft } from "../lib/practice-item-schemas";
import { plainText } from "./chapter-terms";
import { QUESTION_PHRASES } from "./question-phrases";

/**
 * "Make a question from these lines" (issue 24 item 1), with no model: a question made only of the
 * learner's selection, deterministically. A cloze blanks the selection's key term — one the text
 * marks (**bold** or `code`), else its longest plain word — in the sentence that uses it; a
 * selection with no such term (Chinese prose without marks) becomes a short answer whose rubric is
 * the selection's own sentences. Either cites exactly the selected lines, and is still checked
 * against them when stored like every other question.
 */

const MARKED = /\*\*([^*\n]{2,60}?)\*\*|`([^`\n]{2,60})`/u;
const PLAIN_WORD = /[\p{Script=Latin}][\p{Script=Latin}\p{N}'-]{4,40}/gu;
const KEY_POINTS = 3;

const SHORT_PROMPT: Record<Locale, (excerpt: string) => string> = {
  en: (excerpt) => `In your own words: what do the lines starting ${quoteText(excerpt, WRITING.en)} say?`,
  zh: (excerpt) => `用你自己的话说：以${quoteText(excerpt, WRITING.zh)}开头的这几行说了什么？`,
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|(?<=[。！？])/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** The selection's candidate terms, best first: the ones it marks, then its longest words that carry meaning. */
function keyTerms(markdown: string): string[] {
  const marked = [...markdown.matchAll(new RegExp(MARKED.source, "gu"))]
    .map((match) => plainText((match[1] ?? match[2] ?? "").trim()).replace(/[\s:：.。,，;；]+$/u, ""))
    .filter((term) => signalTokens(term).length > 0);
  const words = [...plainText(markdown).matchAll(PLAIN_WORD)].map(([word]) => word.replace(/['-]+$/u, ""));
  const meaningful = words.filter((word) => signalTokens(word).length > 0);
  const longest = meaningful.toSorted((a, b) => b.length - a.length || words.indexOf(a) - words.indexOf(b));
  return [...new Set([...marked, ...longest])];
}

/** A cloze on the first candidate whose sentence still says something with the term blanked. */
function clozeOf(text: string, candidates: readonly string[]): { term: string; blanked: string } | null {
  for (const term of candidates) {
    const sentence = sentencesOf(text).find((candidate) => candidate.includes(term));
    if (!sentence) continue;
    const bounded = /^[\p{Script=Latin}\p{N}]/u.test(term) && /[\p{Script=Latin}\p{N}]$/u.test(term);
    const pattern = new RegExp(bounded ? `(?<![\\p{L}\\p{N}])${escapeRegExp(term)}(?![\\p{L}\\p{N}])` : escapeRegExp(term), "giu");
    const blanked = sentence.replace(pattern, CLOZE_BLANK);
    if (blanked.includes(CLOZE_BLANK) && signalTokens(blanked.replaceAll(CLOZE_BLANK, "")).length > 0) return { term, blanked };
  }
  return null;
}

export type SelectionOutcome = { ok: true; draft: PracticeItemDraft } | { ok: false; reason: string };

/** The question the selected lines (1-based, inclusive) of a chapter make, or why they make none. */
export function selectionQuestion(language: Locale, lines: readonly string[], lineStart: number, lineEnd: number): SelectionOutcome {
  if (lineStart < 1 || lineEnd < lineStart || lineEnd > lines.length) {
    return { ok: false, reason: `lines ${lineStart}-${lineEnd} are not in this chapter (it has ${lines.length})` };
  }
  if (lineEnd - lineStart + 1 > MAX_CITED_LINES) return { ok: false, reason: `select at most ${MAX_CITED_LINES} lines for one question` };
  const markdown = lines.slice(lineStart - 1, lineEnd).join("\n");
  const text = plainText(markdown);
  if (signalTokens(text).length === 0) return { ok: false, reason: "the selected lines have no words to ask about" };
  const words = QUESTION_PHRASES[language];
  const cloze = clozeOf(text, keyTerms(markdown));
  if (cloze) {
    const { term, blanked } = cloze;
    return {
      ok: true,
      draft: { kind: "cloze", prompt: words.cloze(blanked), options: null, answer: term, accepted: [], keyPoints: [], lineStart, lineEnd },
    };
  }
  const points = sentencesOf(text)
    .filter((candidate) => signalTokens(candidate).length > 0)
    .slice(0, KEY_POINTS)
    .map((point) => (point.length <= 400 ? point : point.slice(0, point.lastIndexOf(" ", 400)).trim() || point.slice(0, 400)));
  const excerpt = text.length > 40 ? `${text.slice(0, 40)}…` : text;
  return {
    ok: true,
    draft: {
      kind: "short",
      prompt: SHORT_PROMPT[language](excerpt),
      options: null,
      answer: points.join(" ").slice(0, 1000),
      accepted: [],
      keyPoints: points,
      lineStart,
      lineEnd,
    },
  };
}
