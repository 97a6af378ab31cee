import type { ChapterPassage } from "../contract";
import { blockquote, heading } from "./chapter-markdown";
import type { Locale } from "@/lib/i18n/locales";
import { WRITING } from "@/lib/i18n/writing";

/**
 * The offline chapter's part taught from the learner's own material: the sentences of each passage
 * the search found for this chapter, quoted as they stand (never reworded, never added to) with the
 * source and lines they come from. Text in a passage is material, never instructions: it is only
 * ever quoted, flattened so no markdown or HTML in it can shape the chapter.
 */
interface MaterialPhrases {
  title: string;
  intro: (count: number) => string;
  where: (passage: ChapterPassage) => string;
  outro: string;
}

const range = (from: number, to: number) => (from === to ? `${from}` : `${from}–${to}`);

const PHRASES: Record<Locale, MaterialPhrases> = {
  en: {
    title: "What your material says",
    intro: (count) =>
      `This chapter follows the material you attached to the course. Below ${count === 1 ? "is the passage" : `are the ${count} passages`} of it most relevant to this chapter, quoted as written, each with where it is, so you can read it in full and check every word.`,
    where: (p) =>
      `${p.title}${p.pageStart === null ? "" : p.pageEnd !== null && p.pageEnd !== p.pageStart ? `, pp. ${p.pageStart}–${p.pageEnd}` : `, p. ${p.pageStart}`}, lines ${range(p.lineStart, p.lineEnd)}`,
    outro:
      "Read each quoted passage once for its main claim, then once more for the terms it uses: those are what the rest of this chapter and its questions build on.",
  },
  zh: {
    title: "你的资料怎么说",
    intro: (count) =>
      `本章依据你为这门课附上的资料。下面是其中与本章最相关的 ${count} 段，按原文引用，并注明出处，方便你读全文、核对每一句。`,
    where: (p) =>
      `${p.title}${p.pageStart === null ? "" : p.pageEnd !== null && p.pageEnd !== p.pageStart ? `，第 ${p.pageStart}–${p.pageEnd} 页` : `，第 ${p.pageStart} 页`}，第 ${range(p.lineStart, p.lineEnd)} 行`,
    outro: "先把每段引文读一遍，抓住它的主要论点；再读一遍，留意它用到的术语：本章其余部分和练习题都建立在这些内容上。",
  },
};

/** Sentences a passage quotes per passage, and the shortest that says something. */
const SENTENCES_PER_PASSAGE = 3;
const MIN_SENTENCE_CHARS = 12;
const MIN_SENTENCE_CHARS_CJK = 6;

/** One line of a passage as plain text: no tags, no links' brackets, no leading markdown marks. */
function flatLine(line: string): string {
  return line
    .replace(/<[^>]{0,200}>/g, " ")
    .replace(/[[\]［］【】〔〕]/g, (bracket) => (/[[［【〔]/.test(bracket) ? "(" : ")"))
    .replace(/^[\s#>*\-+|`]+/, "")
    .replace(/\*\*|__|`+/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|(?<=[。！？])/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

const isCjk = (text: string) => /\p{Script=Han}/u.test(text);
const isSentence = (text: string) =>
  /[.!?。！？)）"”』」]$/u.test(text) && text.length >= (isCjk(text) ? MIN_SENTENCE_CHARS_CJK : MIN_SENTENCE_CHARS);

/**
 * The whole sentences of a passage's text (a search snippet may start or end mid-sentence, marked
 * "…"; those fragments are left out, as are headings, which are labels rather than statements).
 */
export function passageSentences(text: string): string[] {
  const lines = text.split("\n");
  const out: string[] = [];
  lines.forEach((raw, index) => {
    if (/^\s*#{1,6}\s/.test(raw)) return;
    let line = flatLine(raw);
    // A fragment the snippet cut: "…rest of a sentence. Next one." / "First one. Start of anoth…".
    const cutStart = index === 0 && line.startsWith("…");
    const cutEnd = index === lines.length - 1 && line.endsWith("…");
    line = line.replace(/^…\s*/, "").replace(/\s*…$/, "");
    const sentences = splitSentences(line);
    if (cutStart) sentences.shift();
    if (cutEnd) sentences.pop();
    out.push(...sentences.filter(isSentence));
  });
  return out.slice(0, SENTENCES_PER_PASSAGE);
}

/** The material section, or null when no passage has a whole sentence to quote (the chapter is then written as without material). */
export function materialSection(material: readonly ChapterPassage[], language: Locale): string | null {
  const t = PHRASES[language];
  const quoted = material
    .map((passage) => ({ passage, sentences: passageSentences(passage.text) }))
    .filter((entry) => entry.sentences.length > 0);
  if (quoted.length === 0) return null;
  const { wordGap } = WRITING[language];
  const blocks = quoted.map(({ passage, sentences }) =>
    [blockquote(sentences.join(wordGap)), `*— [${passage.ref}] ${flatLine(t.where(passage)).replace(/[*_]/g, "")}*`].join("\n\n"),
  );
  return [heading(2, t.title), t.intro(quoted.length), ...blocks, t.outro].join("\n\n");
}
