import { createTranslator, type ICUArgs } from "use-intl/core";
import type { Locale } from "./locales";

/**
 * Per-feature ICU message books on use-intl. Each feature owns one file that
 * calls `defineMessages(namespace, en, zh)`; components read it through
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

/**
 * A book is written in English, its source; every other locale gives the same keys. Keyed by Locale,
 * so a locale added to LOCALES fails to compile here until defineMessages takes its text.
 */
export type MessageBook<T extends MessageTree = MessageTree> = { readonly namespace: string; readonly en: T } & {
  readonly [L in Exclude<Locale, "en">]: MessageShape<T>;
};

export function defineMessages<const T extends MessageTree>(namespace: string, en: T, zh: MessageShape<T>): MessageBook<T> {
  return { namespace, en, zh };
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
  const tree = bind(book.en, "", translate) as Translated<T>;
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
