import { createTranslator, type ICUArgs } from "use-intl/core";
import type { Locale } from "./locales";

/**
 * Per-feature ICU message books on use-intl. Each feature owns one file that
 * calls `defineMessages(namespace, { en, zh })` (one tree per Locale); components read it through
 * `useMessages(book)` (client) or `messagesFor(book, locale)` (server) and get
 * the same tree back, translated by use-intl: a message without arguments is a
 * string, a message with arguments is a function of its ICU arguments
 * (`t.chapters({ count: 2 })` → "2 chapters", plural rules per locale).
 */
export type MessageTree = { readonly [key: string]: string | MessageTree | readonly string[] | readonly MessageTree[] };

/** The same keys with any text: what the second language must provide. */
export type MessageShape<T> = T extends string ? string : { readonly [K in keyof T]: MessageShape<T[K]> };

type Args<S extends string> = ICUArgs<S, { ICUArgument: string | number; ICUNumberArgument: number; ICUDateArgument: Date }>;

/** The translated tree: plain messages as strings, messages with arguments as typed functions. */
export type Translated<T> = T extends string
  ? T extends `${string}{${string}`
    ? (values: Args<T>) => string
    : string
  : { readonly [K in keyof T]: Translated<T[K]> };

/** The language every book is written in first; the other locales are checked against its keys. */
export const SOURCE_LOCALE = "en" satisfies Locale;
type OtherLocale = Exclude<Locale, typeof SOURCE_LOCALE>;

/**
 * A book's text keyed by Locale: the source language's tree, and every other locale's with the same
 * keys. A locale added to LOCALES fails to compile in every book until the book gives its text.
 */
export type LocalizedMessages<T extends MessageTree> = { readonly [SOURCE_LOCALE]: T } & {
  readonly [L in OtherLocale]: MessageShape<T>;
};

export type MessageBook<T extends MessageTree = MessageTree> = { readonly namespace: string } & LocalizedMessages<T>;

/**
 * `defineMessages("home", { en, zh })`. The tree's type comes from the source locale alone
 * (NoInfer), so a missing or extra key in another locale is an error there, not a wider type.
 */
export function defineMessages<const T extends MessageTree>(
  namespace: string,
  messages: { readonly [SOURCE_LOCALE]: T } & { readonly [L in OtherLocale]: NoInfer<MessageShape<T>> },
): MessageBook<T> {
  return { namespace, ...messages };
}

const LOCAL_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

const bound = new WeakMap<MessageBook, Partial<Record<Locale, unknown>>>();

/** The book's tree in one language, every leaf formatted by use-intl (cached per book and locale). */
export function messagesFor<T extends MessageTree>(book: MessageBook<T>, locale: Locale): Translated<T> {
  const perLocale = bound.get(book) ?? {};
  bound.set(book, perLocale);
  const cached = perLocale[locale];
  if (cached) return cached as Translated<T>;
  const translate = createTranslator({
    locale,
    messages: { [book.namespace]: book[locale] } as Record<string, MessageTree>,
    namespace: book.namespace,
    // Dates show in the zone of whoever renders them: the browser for client text.
    timeZone: LOCAL_TIME_ZONE,
  }) as unknown as (key: string, values?: Record<string, string | number | Date>) => string;
  const tree = bind(book[SOURCE_LOCALE], "", translate) as Translated<T>;
  perLocale[locale] = tree;
  return tree;
}

function bind(node: unknown, path: string, translate: (key: string, values?: Record<string, string | number | Date>) => string): unknown {
  if (typeof node === "string") {
    if (!node.includes("{")) return translate(path);
    return (values: Record<string, string | number | Date>) => translate(path, values);
  }
  if (Array.isArray(node)) return node.map((child, index) => bind(child, join(path, String(index)), translate));
  return Object.fromEntries(Object.entries(node as MessageTree).map(([key, child]) => [key, bind(child, join(path, key), translate)]));
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}
