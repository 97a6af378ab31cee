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
  /** Quotation marks inside a quotation (‘…’, 『…』). */
  readonly innerQuoteOpen: string;
  readonly innerQuoteClose: string;
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
    innerQuoteOpen: "‘",
    innerQuoteClose: "’",
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
    innerQuoteOpen: "『",
    innerQuoteClose: "』",
    cased: false,
    spacesLatinBesideHan: true,
  },
};

/** Double-quoted spans of any style ("…", “…”, 「…」, 『…』): what an outer quotation turns into inner ones. */
const DOUBLE_QUOTED = /"([^"\n]*)"|“([^“”\n]*)”|「([^「」\n]*)」|『([^『』\n]*)』/gu;
/** What every DOUBLE_QUOTED span starts with: a text without one has none. */
const QUOTE_MARK = /["“「『]/;

/**
 * `text` in the language's quotation marks, as running text sets a quotation: quotes already inside
 * it become the inner style (“use ‘SQL’”, 「使用『SQL』」), and a text that is itself one whole
 * quotation is not quoted twice.
 */
export function quoteText(text: string, w: Writing): string {
  const trimmed = text.trim();
  // Most texts quote nothing (every offline question's prompt is made with one): no quotation to restyle.
  if (!QUOTE_MARK.test(trimmed)) return `${w.quoteOpen}${trimmed}${w.quoteClose}`;
  const whole = [...trimmed.matchAll(DOUBLE_QUOTED)];
  const bare = whole.length === 1 && whole[0]![0] === trimmed ? whole[0]!.slice(1).find((part) => part !== undefined)! : trimmed;
  const inner = bare.replace(DOUBLE_QUOTED, (_, ...parts: (string | undefined)[]) => {
    const content = parts.slice(0, 4).find((part) => part !== undefined) ?? "";
    return `${w.innerQuoteOpen}${content}${w.innerQuoteClose}`;
  });
  return `${w.quoteOpen}${inner}${w.quoteClose}`;
}
