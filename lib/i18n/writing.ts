import type { Locale } from "./locales";

/**
 * How each language sets running text, for code that composes sentences itself
 * (the offline model's replies, prompts naming the language to answer in)
 * rather than reading a message book.
 */
export interface Writing {
  /** The language as a prompt names it ("Answer in …"). */
  readonly name: string;
  /** Between words and sentences joined in code: a space in English, nothing in Chinese. */
  readonly wordGap: string;
  /** Between the items of an inline list. */
  readonly listSeparator: string;
  /** Before the last item of an inline list ("a, b and c"). */
  readonly listAnd: string;
  readonly quoteOpen: string;
  readonly quoteClose: string;
  /** Whether the script has capitals, so a sentence start is upper-cased and a mid-sentence phrase lower-cased. */
  readonly cased: boolean;
  /** Whether a Latin word placed next to Han characters gets a space on that side ("学习 Kubernetes 的基础"). */
  readonly spacesLatinBesideHan: boolean;
}

export const WRITING: Record<Locale, Writing> = {
  en: {
    name: "English",
    wordGap: " ",
    listSeparator: ", ",
    listAnd: " and ",
    quoteOpen: "“",
    quoteClose: "”",
    cased: true,
    spacesLatinBesideHan: false,
  },
  zh: {
    name: "Chinese (简体中文)",
    wordGap: "",
    listSeparator: "、",
    listAnd: "和",
    quoteOpen: "「",
    quoteClose: "」",
    cased: false,
    spacesLatinBesideHan: true,
  },
};
