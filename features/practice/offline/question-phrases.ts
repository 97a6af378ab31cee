import type { Locale } from "@/lib/i18n/locales";
import { quoteText, WRITING } from "@/lib/i18n/writing";

/** The offline question maker's words, per language. Every fact in a question comes from the chapter; these only frame it. */
export interface QuestionPhrases {
  cloze: (sentence: string) => string;
  /** A defined term's line with the term blanked. */
  termBlank: (blank: string, definition: string) => string;
  choice: (definition: string) => string;
  /** Picking `picked` where `answer` was right: what it reveals, with where the chapter says what `picked` is. */
  misconception: (picked: string, answer: string, pickedDefinition: string, citation: string) => string;
  listPoints: (count: number, heading: string) => string;
  definition: (term: string) => string;
  /** Sentence lengths (characters) that make a readable cloze. */
  sentenceChars: { min: number; max: number };
  /** Leading articles a cloze also accepts without ("The goal" → "goal"). */
  articles: RegExp | null;
}

const en = (text: string) => quoteText(text, WRITING.en);
const zh = (text: string) => quoteText(text, WRITING.zh);
/** A quoted definition reads as a phrase: its closing full stop would sit before the question mark (“… of SQL.”?). */
const phrase = (text: string) => text.replace(/(?<![.。])[.。]\s*$/u, "");

export const QUESTION_PHRASES: Record<Locale, QuestionPhrases> = {
  en: {
    cloze: (sentence) => `Fill in the blank: ${sentence}`,
    termBlank: (blank, definition) => `${blank}: ${definition}`,
    choice: (definition) => `Which does the chapter describe as ${en(phrase(definition))}?`,
    misconception: (picked, answer, pickedDefinition, citation) =>
      `Confuses ${en(picked)} with ${en(answer)}: the chapter describes ${en(picked)} as ${en(phrase(pickedDefinition))} (${citation}).`,
    listPoints: (count, heading) => `The chapter lists ${count} points under ${en(heading)}. What are they?`,
    definition: (term) => `In your own words: how does the chapter explain ${en(term)}?`,
    sentenceChars: { min: 30, max: 260 },
    articles: /^(?:the|a|an)\s+/i,
  },
  zh: {
    cloze: (sentence) => `填空：${sentence}`,
    termBlank: (blank, definition) => `${blank}：${definition}`,
    choice: (definition) => `本章中哪一项的说明是${zh(phrase(definition))}？`,
    misconception: (picked, answer, pickedDefinition, citation) =>
      `把${zh(picked)}和${zh(answer)}混为一谈：本章对${zh(picked)}的说明是${zh(phrase(pickedDefinition))}（${citation}）。`,
    listPoints: (count, heading) => `本章在${zh(heading)}下列出了 ${count} 个要点，分别是什么？`,
    definition: (term) => `用你自己的话说：本章怎样说明${zh(term)}？`,
    sentenceChars: { min: 10, max: 120 },
    articles: null,
  },
};
