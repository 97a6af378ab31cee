import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import IntlMessageFormat from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { messagesFor, SOURCE_LOCALE, type MessageBook, type MessageTree } from "@/lib/i18n/messages";

/**
 * Every message book in the app (each feature's *-messages.ts, the shell's, the
 * home page's), found on disk so a new book cannot be forgotten here: the same
 * keys in every locale of LOCALES, every message valid ICU in each, and every
 * message rendered through use-intl with values that reach each plural form.
 */
const ROOT = path.resolve(__dirname, "../..");

function messageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : messageFiles(full);
    return entry.name.endsWith("-messages.ts") && readFileSync(full, "utf8").includes("defineMessages(") ? [full] : [];
  });
}

const files = ["app", "components", "features"].flatMap((dir) => messageFiles(path.join(ROOT, dir)));
const books: Array<{ file: string; name: string; book: MessageBook }> = [];
for (const file of files) {
  const exports = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
  for (const [name, value] of Object.entries(exports)) {
    if (value && typeof value === "object" && "namespace" in value && LOCALES.every((locale) => locale in value)) {
      books.push({ file: path.relative(ROOT, file), name, book: value as MessageBook });
    }
  }
}

function flatten(node: unknown, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof node === "string") return out.set(prefix, node);
  for (const [key, child] of Object.entries(node as MessageTree)) {
    for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  }
  return out;
}

function leaf(tree: unknown, key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
}

/** The parser's element kinds (intl-messageformat's TYPE enum). */
const ARGUMENT = 1,
  NUMBER = 2,
  DATE = 3,
  TIME = 4,
  SELECT = 5,
  PLURAL = 6,
  TAG = 8;
interface Element {
  type: number;
  value?: string;
  options?: Record<string, { value: Element[] }>;
  children?: Element[];
}

interface Argument {
  name: string;
  kind: "text" | "number" | "date" | "plural" | "select";
  options: string[];
}

function argumentsOf(elements: Element[], found = new Map<string, Argument>()): Map<string, Argument> {
  for (const element of elements) {
    const name = element.value ?? "";
    if (element.type === ARGUMENT && !found.has(name)) found.set(name, { name, kind: "text", options: [] });
    if (element.type === NUMBER) found.set(name, { name, kind: "number", options: [] });
    if (element.type === DATE || element.type === TIME) found.set(name, { name, kind: "date", options: [] });
    if (element.type === PLURAL || element.type === SELECT) {
      const kind = element.type === PLURAL ? "plural" : "select";
      const options = Object.keys(element.options ?? {});
      const known = found.get(name);
      found.set(name, { name, kind, options: [...new Set([...(known?.kind === kind ? known.options : []), ...options])] });
      for (const option of Object.values(element.options ?? {})) argumentsOf(option.value, found);
    }
    if (element.type === TAG) argumentsOf(element.children ?? [], found);
  }
  return found;
}

/** A number that lands in the plural category `category` for `locale` (or the exact `=n`). */
function numberFor(option: string, locale: Locale): number {
  if (option.startsWith("=")) return Number(option.slice(1));
  const rules = new Intl.PluralRules(locale);
  const n = [1, 2, 0, 3, 5, 11, 21, 101].find((candidate) => rules.select(candidate) === option);
  if (n === undefined) throw new Error(`no number in category ${option} for ${locale}`);
  return n;
}

/** Value sets that reach every option of every plural argument at least once. */
function valueSets(args: Argument[], locale: Locale): Array<Record<string, string | number | Date>> {
  const base: Record<string, string | number | Date> = {};
  for (const arg of args)
    base[arg.name] = arg.kind === "date" ? new Date(Date.UTC(2026, 0, 15)) : arg.kind === "text" ? `‹${arg.name}›` : 7;
  const sets = [base];
  for (const arg of args.filter((a) => a.kind === "plural")) {
    const categories = new Set([
      ...new Intl.PluralRules(locale).resolvedOptions().pluralCategories,
      ...arg.options.filter((o) => o !== "other"),
    ]);
    for (const option of categories) sets.push({ ...base, [arg.name]: numberFor(option, locale) });
  }
  return sets;
}

describe("message books", () => {
  it("are all found, each under its own namespace", () => {
    expect(files.length).toBeGreaterThanOrEqual(9);
    expect(books.map((entry) => entry.book.namespace)).toEqual([...new Set(books.map((entry) => entry.book.namespace))]);
    for (const expected of ["shell", "home", "chat", "interview", "courses", "courseView", "editor", "library", "workspace", "tutor"]) {
      expect(books.map((entry) => entry.book.namespace)).toContain(expected);
    }
  });

  describe.each(books)("$file ($name)", ({ book }) => {
    const texts = new Map(LOCALES.map((locale) => [locale, flatten(book[locale])]));
    const source = texts.get(SOURCE_LOCALE)!;

    it.each(LOCALES)("has every key of the source language, none empty, in %s", (locale) => {
      const own = texts.get(locale)!;
      expect([...own.keys()].sort()).toEqual([...source.keys()].sort());
      for (const [key, text] of own) expect(text.trim(), key).not.toBe("");
    });

    it.each(LOCALES)("parses as ICU and renders every plural form in %s", (locale) => {
      const translated = messagesFor(book, locale);
      for (const [key, text] of texts.get(locale)!) {
        const ast = new IntlMessageFormat(text, locale).getAst() as Element[];
        const args = [...argumentsOf(ast).values()];
        // Every other language takes the same arguments: a value the component passes is never ignored.
        for (const [other, otherTexts] of texts) {
          const otherArgs = argumentsOf(new IntlMessageFormat(otherTexts.get(key)!, other).getAst() as Element[]);
          expect([...otherArgs.keys()].sort(), `${key} arguments in ${other}`).toEqual(args.map((a) => a.name).sort());
        }
        for (const arg of args.filter((a) => a.kind === "plural")) expect(arg.options, `${key}: ${arg.name}`).toContain("other");

        const value = leaf(translated, key);
        if (args.length === 0) {
          expect(value, key).toBe(new IntlMessageFormat(text, locale).format());
          // Plain text reads exactly as written: no apostrophe or "#" swallowed by ICU quoting.
          if (!text.includes("'{") && !text.includes("''")) expect(value, key).toBe(text);
          continue;
        }
        expect(typeof value, key).toBe("function");
        const outputs = valueSets(args, locale).map((values) => (value as (v: typeof values) => string)(values));
        for (const output of outputs) {
          expect(output, key).not.toMatch(/[{}]/);
          expect(output, key).not.toBe(`${book.namespace}.${key}`);
        }
      }
    });
  });
});

describe("what learners read", () => {
  it("pluralises per language: 1 chapter / 2 chapters, 1 个章节 / 2 个章节", async () => {
    const { courseMessages } = await import("@/features/courses/components/course-messages");
    const { libraryMessages } = await import("@/features/courses/components/library-messages");
    const en = messagesFor(courseMessages, "en");
    const zh = messagesFor(courseMessages, "zh");
    expect([0, 1, 2].map((count) => en.chapters({ count }))).toEqual(["0 chapters", "1 chapter", "2 chapters"]);
    expect(en.modules({ count: 1 })).toBe("1 module");
    expect([1, 2].map((count) => zh.chapters({ count }))).toEqual(["1 个章节", "2 个章节"]);
    expect(messagesFor(libraryMessages, "en").progress({ done: 6, total: 6 })).toBe("6/6 chapters");
    expect(messagesFor(libraryMessages, "en").progress({ done: 0, total: 1 })).toBe("0/1 chapter");
  });

  it("formats durations, numbers and dates per language", async () => {
    const { courseMessages } = await import("@/features/courses/components/course-messages");
    const { libraryMessages } = await import("@/features/courses/components/library-messages");
    const en = messagesFor(courseMessages, "en");
    const zh = messagesFor(courseMessages, "zh");
    expect(en.duration({ hours: 1, minutes: 40 })).toBe("1 h 40 min");
    expect(en.duration({ hours: 2, minutes: 0 })).toBe("2 h");
    expect(en.duration({ hours: 0, minutes: 45 })).toBe("45 min");
    expect(en.duration({ hours: 25, minutes: 5 })).toBe("25 h 5 min");
    expect(zh.duration({ hours: 1, minutes: 35 })).toBe("1 小时 35 分钟");
    expect(zh.duration({ hours: 0, minutes: 20 })).toBe("20 分钟");
    const { editorMessages } = await import("@/features/courses/components/editor-messages");
    expect(messagesFor(editorMessages, "en").issues.tooLong({ count: 1234, max: 1200 })).toBe("Too long: 1,234 of 1,200 characters.");
    const date = new Date(2026, 2, 9, 12);
    expect(messagesFor(libraryMessages, "en").created({ date })).toBe("Created Mar 9, 2026");
    expect(messagesFor(libraryMessages, "zh").created({ date })).toBe("创建于 2026年3月9日");
  });
});
