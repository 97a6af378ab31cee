import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";

/**
 * Every error the app makes with a sentence of its own says it in every UI language. An AppError
 * made with an English string reaches a Chinese reader as its code's general sentence ("请求无效"),
 * losing what it said (which file, which limit, what to do); made with an ErrorText ({ en, zh }),
 * each reader gets the specific sentence. This reads the app's code for `new AppError(` and fails
 * on any message written as a bare string (a literal, a template, or one in a conditional), and
 * on a sentence whose Chinese has no Chinese in it. Sentences kept in variables are typed ErrorText
 * where they are declared.
 */
const ROOT = path.resolve(__dirname, "..");
const DIRS = ["app", "features", "lib", "components", "hooks", "stores"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(?:test|spec)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The index just past the string or template literal opening at `start` (templates' `${…}` skipped whole). */
function endOfString(text: string, start: number): number {
  const quote = text[start]!;
  let at = start + 1;
  while (at < text.length && text[at] !== quote) {
    if (text[at] === "\\") at += 2;
    else if (quote === "`" && text.startsWith("${", at)) at = endOfGroup(text, at + 1);
    else at += 1;
  }
  return at + 1;
}

/** The index just past the bracket group opening at `start` (strings inside it skipped). */
function endOfGroup(text: string, start: number): number {
  let depth = 0;
  let at = start;
  do {
    const char = text[at]!;
    if (char === '"' || char === "'" || char === "`") {
      at = endOfString(text, at);
      continue;
    }
    if ("([{".includes(char)) depth += 1;
    if (")]}".includes(char)) depth -= 1;
    at += 1;
  } while (depth > 0 && at < text.length);
  return at;
}

/** The top-level arguments of the call whose "(" is at `open`. */
function callArguments(text: string, open: number): string[] {
  const end = endOfGroup(text, open) - 1;
  const args: string[] = [];
  let from = open + 1;
  let at = from;
  while (at < end) {
    const char = text[at]!;
    if (char === '"' || char === "'" || char === "`") at = endOfString(text, at);
    else if ("([{".includes(char)) at = endOfGroup(text, at);
    else {
      if (char === ",") {
        args.push(text.slice(from, at).trim());
        from = at + 1;
      }
      at += 1;
    }
  }
  args.push(text.slice(from, end).trim());
  return args;
}

/** What is left of an expression once its bracket groups (object literals, calls) are taken out. */
function outsideGroups(expression: string): string {
  let out = "";
  let at = 0;
  while (at < expression.length) {
    const char = expression[at]!;
    if ("([{".includes(char)) at = endOfGroup(expression, at);
    else if (char === '"' || char === "'" || char === "`") {
      const end = endOfString(expression, at);
      out += expression.slice(at, end);
      at = end;
    } else {
      out += char;
      at += 1;
    }
  }
  return out;
}

interface Made {
  where: string;
  message: string;
}

const made: Made[] = DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).flatMap((file) => {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/new AppError\(/g)].map((match) => {
    const open = match.index + match[0].length - 1;
    const line = text.slice(0, match.index).split("\n").length;
    return { where: `${path.relative(ROOT, file)}:${line}`, message: callArguments(text, open)[1] ?? "" };
  });
});

const HAN = /\p{Script=Han}/u;

describe("errors made in the app say their sentence in every UI language", () => {
  it("reads the app's errors", () => {
    expect(made.length).toBeGreaterThan(80);
  });

  it("no AppError's message is an English-only string (a literal, a template or one in a conditional)", () => {
    const bare = made.filter(({ message }) => /["'`]/.test(outsideGroups(message))).map(({ where, message }) => `${where}: ${message}`);
    expect(bare).toEqual([]);
  });

  it("every sentence written out has each language's text, the Chinese in Chinese", () => {
    const written = made.filter(({ message }) => message.startsWith("{"));
    expect(written.length).toBeGreaterThan(60);
    const missing = written.flatMap(({ where, message }) => {
      const problems = LOCALES.filter((locale) => !new RegExp(String.raw`(?:^|[{,\s])${locale}:`).test(message)).map(
        (locale) => `${where}: no ${locale}`,
      );
      const chinese = /\bzh:\s*(["'`])/.exec(message);
      if (chinese && !HAN.test(message.slice(chinese.index))) problems.push(`${where}: its Chinese has no Chinese`);
      return problems;
    });
    expect(missing).toEqual([]);
  });
});
