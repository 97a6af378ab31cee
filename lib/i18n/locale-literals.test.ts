import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The UI languages are one list (locales.ts). Outside lib/i18n, code names them
 * through `Locale` and `Record<Locale, …>`, so adding a language fails to compile
 * wherever its text is missing; a hand-written union or a two-way switch would
 * silently treat the new language as one of the old two.
 */
const ROOT = path.resolve(__dirname, "../..");
const DIRS = ["app", "features", "lib", "components", "hooks", "stores", "tests"];
const I18N = path.join("lib", "i18n") + path.sep;

/** Nowhere, tests included: the language set written out as a type or a schema. */
const LIST_LITERALS = [
  /["']en["']\s*\|\s*["']zh["']/,
  /["']zh["']\s*\|\s*["']en["']/,
  /Record<\s*["'](?:en|zh)["']/,
  /z\.enum\(\[\s*["']en["'],\s*["']zh["']\s*\]\)/,
];
/** Not in app code: a comparison that switches between the two languages (tests may pick their own data this way). */
const SWITCH = /[!=]==?\s*["'](?:en|zh)["']|["'](?:en|zh)["']\s*[!=]==?/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const files = DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
  .map((file) => path.relative(ROOT, file))
  .filter((file) => !file.startsWith(I18N));

function offending(pattern: RegExp, among: readonly string[]): string[] {
  return among.flatMap((file) =>
    readFileSync(path.join(ROOT, file), "utf8")
      .split("\n")
      .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  );
}

describe("the locale list has one home", () => {
  it("scans the code", () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it.each(LIST_LITERALS.map((pattern) => [String(pattern), pattern] as const))("no %s outside lib/i18n", (_, pattern) => {
    expect(offending(pattern, files)).toEqual([]);
  });

  it("no two-language switch in app code outside lib/i18n", () => {
    const appCode = files.filter((file) => !file.startsWith(`tests${path.sep}`) && !/\.(?:test|spec)\.tsx?$/.test(file));
    expect(offending(SWITCH, appCode)).toEqual([]);
  });
});
