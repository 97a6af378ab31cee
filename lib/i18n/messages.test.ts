import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "./locales";
import { defineMessages, messagesFor, SOURCE_LOCALE, type MessageShape } from "./messages";

const tree = { title: "Notes", count: "{n, plural, one {# note} other {# notes}}" } as const;
type Tree = typeof tree;
type OtherLocale = Exclude<Locale, typeof SOURCE_LOCALE>;
const everyLocale = Object.fromEntries(LOCALES.map((locale) => [locale, tree])) as { [SOURCE_LOCALE]: Tree } & Record<
  OtherLocale,
  MessageShape<Tree>
>;

/**
 * What must not compile (tsc checks these `@ts-expect-error`s; an error that went away would fail it):
 * a book without one of LOCALES, and a locale whose tree lacks a key of the source language's.
 */
export function booksThatMustNotCompile(
  withoutOther: Omit<typeof everyLocale, OtherLocale>,
  missingKey: Record<Locale, { title: string }>,
) {
  // @ts-expect-error -- every locale of LOCALES gives its text
  defineMessages("missing-locale", withoutOther);
  // @ts-expect-error -- every locale gives every key of the source language
  defineMessages("missing-key", { ...missingKey, [SOURCE_LOCALE]: tree });
}

describe("defineMessages", () => {
  it("keeps one tree per locale of LOCALES under its namespace, typed by the source language", () => {
    const book = defineMessages("notes", everyLocale);
    expect(book.namespace).toBe("notes");
    for (const locale of LOCALES) expect(book[locale]).toEqual(tree);
    const notes = messagesFor(book, SOURCE_LOCALE);
    expect(notes.title).toBe("Notes");
    expect(notes.count({ n: 2 })).toBe("2 notes");
  });
});
