import type { ChapterPassage } from "../contract";
import { blockquote, heading } from "./chapter-markdown";
import { flatLine, headingLabel, isHeadingLine, isSentence, splitSentences } from "../lib/passage-text";
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

/** Sentences quoted per passage. */
const SENTENCES_PER_PASSAGE = 4;

interface QuotedGroup {
  /** The document's heading over these sentences, as a label; null before any heading. */
  label: string | null;
  sentences: string[];
}

/**
 * A passage's whole sentences, in order, grouped under the headings they stand under (headings are
 * labels, never quoted as statements). Lines of one paragraph are joined first, so a sentence a
 * PDF wrapped over two lines is quoted whole; a paragraph that starts mid-sentence (the passage
 * begins inside one) loses that fragment.
 */
export function passageGroups(text: string): QuotedGroup[] {
  const lines = text.split("\n");
  const groups: QuotedGroup[] = [];
  let label: string | null = null;
  let count = 0;
  let paragraph: string[] = [];
  let first = true;
  const flush = () => {
    if (paragraph.length === 0) return;
    // Wrapped Chinese joins with no gap, wrapped Latin text with a space (by the text, not the course's language).
    const joined = paragraph.reduce((text, line) =>
      /\p{Script=Han}$/u.test(text) || /^\p{Script=Han}/u.test(line) ? text + line : `${text} ${line}`,
    );
    paragraph = [];
    let sentences = splitSentences(joined);
    // Latin text that opens in lower case continues a sentence that began before the passage.
    if (first && /^[\p{Ll}]/u.test(sentences[0] ?? "")) sentences = sentences.slice(1);
    first = false;
    const kept = sentences.filter(isSentence).slice(0, Math.max(0, SENTENCES_PER_PASSAGE - count));
    if (kept.length === 0) return;
    count += kept.length;
    const last = groups.at(-1);
    if (last && last.label === label) last.sentences.push(...kept);
    else groups.push({ label, sentences: kept });
  };
  lines.forEach((raw, index) => {
    if (isHeadingLine(lines, index)) {
      flush();
      first = false;
      label = headingLabel(raw).replace(/[*_]/g, "") || null;
    } else if (raw.trim() === "") flush();
    else paragraph.push(flatLine(raw));
  });
  flush();
  return groups;
}

/** Under a heading: a list item led by it (what the sentences are about); before any: a quote. */
function renderGroup(group: QuotedGroup, wordGap: string): string {
  const body = group.sentences.join(wordGap);
  return group.label ? `- **${group.label}:** ${body}` : blockquote(body);
}

/** The material section, or null when no passage has a whole sentence to quote (the chapter is then written as without material). */
export function materialSection(material: readonly ChapterPassage[], language: Locale): string | null {
  const t = PHRASES[language];
  const { wordGap } = WRITING[language];
  const quoted = material.map((passage) => ({ passage, groups: passageGroups(passage.text) })).filter((entry) => entry.groups.length > 0);
  if (quoted.length === 0) return null;
  const blocks = quoted.map(({ passage, groups }) => {
    // List items of one passage stay one list; a quote stands apart from them.
    const parts: string[] = [];
    for (const group of groups) {
      const text = renderGroup(group, wordGap);
      const previous = groups[groups.indexOf(group) - 1];
      parts.push(parts.length > 0 && previous?.label && group.label ? `\n${text}` : parts.length > 0 ? `\n\n${text}` : text);
    }
    return [parts.join(""), `*— [${passage.ref}] ${flatLine(t.where(passage)).replace(/[*_]/g, "")}*`].join("\n\n");
  });
  return [heading(2, t.title), t.intro(quoted.length), ...blocks, t.outro].join("\n\n");
}
