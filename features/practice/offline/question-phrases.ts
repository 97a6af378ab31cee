import type { Locale } from "@/lib/i18n/locales";

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

export const QUESTION_PHRASES: Record<Locale, QuestionPhrases> = {
  en: {
    cloze: (sentence) => `Fill in the blank: ${sentence}`,
    termBlank: (blank, definition) => `${blank}: ${definition}`,
    choice: (definition) => `Which does the chapter describe as “${definition}”?`,
    misconception: (picked, answer, pickedDefinition, citation) =>
      `Confuses “${picked}” with “${answer}”: the chapter describes “${picked}” as “${pickedDefinition}” (${citation}).`,
    listPoints: (count, heading) => `The chapter lists ${count} points under “${heading}”. What are they?`,
    definition: (term) => `In your own words: how does the chapter explain “${term}”?`,
    sentenceChars: { min: 30, max: 260 },
    articles: /^(?:the|a|an)\s+/i,
  },
  zh: {
    cloze: (sentence) => `填空：${sentence}`,
    termBlank: (blank, definition) => `${blank}：${definition}`,
    choice: (definition) => `本章中哪一项的说明是“${definition}”？`,
    misconception: (picked, answer, pickedDefinition, citation) =>
      `把“${picked}”和“${answer}”混为一谈：本章对“${picked}”的说明是“${pickedDefinition}”（${citation}）。`,
    listPoints: (count, heading) => `本章在“${heading}”下列出了 ${count} 个要点，分别是什么？`,
    definition: (term) => `用你自己的话说：本章怎样说明“${term}”？`,
    sentenceChars: { min: 10, max: 120 },
    articles: null,
  },
};
