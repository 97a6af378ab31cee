/**
 * The keyless workspace tutor through its real route, on a database course whose chapter shows its
 * subject in code before it defines it: "what is X?" quotes the defining sentence, never a line of code,
 * and cites exactly the line it quotes; "add an example of X" finds the example the chapter gives as
 * code (fenced or not) and proposes it, cited by its own lines — and when a course has no example, it
 * says so and quotes nothing that is one. English and Chinese.
 */
import type { UIMessageChunk } from "ai";
import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/i18n/locales";
import { chunkText as textOf } from "@/tests/support/ai/read-ui-chunks";
import { setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { confirmedCourse, putFile, setFirstChapter, workspaceBrowser, workspaceTutor } from "@/tests/support/workspace/workspace-kit";

const handle = setUpCourseRouteEnvironment({ env: { RATE_LIMIT_PER_MINUTE: "0" } });

/** Code naming the subject first (unfenced in English, fenced with a comment in Chinese), the definition after it. */
const CHAPTER: Record<Locale, string[]> = {
  en: [
    "# Tables and keys",
    "",
    "Relational databases store data in tables of rows and columns.",
    "",
    "Here is the orders table:",
    "",
    "    CREATE TABLE orders (",
    "      id INTEGER,",
    "      customer TEXT,",
    "      PRIMARY KEY (id)",
    "    );",
    "",
    "Every table should have one. The primary key of a table is the column whose value identifies each row.",
    "It can never be NULL.",
  ],
  zh: [
    "# 表与键",
    "",
    "关系数据库把数据存放在由行和列组成的表里。",
    "",
    "```sql",
    "CREATE TABLE orders (",
    "  id INTEGER,",
    "  -- 主键 (id)",
    "  PRIMARY KEY (id)",
    ");",
    "```",
    "",
    "每一行都由它的主键区分：主键是能唯一标识表中每一行的那一列。",
    "主键不能为空。",
  ],
};
/** The same subject with no example at all: a mention, then its definition. */
const NO_EXAMPLE: Record<Locale, string[]> = {
  en: ["# Keys", "", "We return to keys in every chapter.", "", "A foreign key is a column that points at a primary key of another table."],
  zh: ["# 键", "", "后面每一章都会用到键。", "", "外键是指向另一张表主键的那一列。"],
};
const ASK = {
  en: { what: "What is a primary key?", example: "Add an example of a primary key to my note", line: "line" },
  zh: { what: "什么是主键？", example: "在我的笔记里加一个主键的例子", line: "第" },
} as const;

const approvalOf = (chunks: UIMessageChunk[]) =>
  chunks.find((chunk) => chunk.type === "tool-approval-request") as { toolCallId: string } | undefined;
const inputOf = (chunks: UIMessageChunk[], toolCallId: string) =>
  (chunks.find((chunk) => chunk.type === "tool-input-available" && chunk.toolCallId === toolCallId) as { input: { text?: string } }).input;

async function course(language: Locale, content: string[]) {
  const { db } = handle();
  const { ownerId, cookie } = await workspaceBrowser();
  const courseId = await confirmedCourse(db, ownerId, { written: true, language });
  await setFirstChapter(db, courseId, content.join("\n"));
  await putFile(courseId, cookie, { path: "notes/keys.md", content: "# Keys\n" });
  const tutor = workspaceTutor(courseId, cookie);
  return (text: string) => tutor.chunks({ text });
}

/** The 1-based line of the chapter that holds `text`. */
const lineOf = (content: string[], text: string) => content.findIndex((line) => line.includes(text)) + 1;

describe.each(["en", "zh"] as const)("the keyless tutor's definitions and examples (%s)", (language) => {
  it("answers “what is X?” with the sentence defining X, not the code naming it, cited by exactly its line", async () => {
    const chat = await course(language, CHAPTER[language]);
    const text = textOf(await chat(ASK[language].what));
    const defining = language === "en" ? "The primary key of a table is the column" : "主键是能唯一标识表中每一行的那一列";
    expect(text).toContain(defining);
    expect(text).not.toMatch(/PRIMARY KEY \(id\)|CREATE TABLE/);
    const line = lineOf(CHAPTER[language], defining);
    expect(text).toMatch(language === "en" ? new RegExp(`, line ${line}\\b`) : new RegExp(`第 ${line} 行`));
  });

  it("proposes the example the chapter gives as code, cited by the code's own lines", async () => {
    const chat = await course(language, CHAPTER[language]);
    const chunks = await chat(ASK[language].example);
    const approval = approvalOf(chunks);
    expect(approval, textOf(chunks)).toBeDefined();
    const written = String(inputOf(chunks, approval!.toolCallId).text);
    expect(written).toContain("PRIMARY KEY (id)");
    const from = lineOf(CHAPTER[language], "CREATE TABLE");
    const to = lineOf(CHAPTER[language], ");");
    expect(written).toContain(`:${from}-${to}`);
  });

  it("says it found no example when the course has none, and quotes nothing presented as one", async () => {
    const chat = await course(language, NO_EXAMPLE[language]);
    const chunks = await chat(ASK[language].example);
    const text = textOf(chunks);
    expect(approvalOf(chunks)).toBeUndefined();
    expect(text).toMatch(language === "en" ? /no example of \*\*primary key\*\*/ : /没有找到\*\*主键\*\*的例子/);
    // What it quotes instead is the definition it names as such, cited by its own line.
    const quoted = /[“"]([^”"]+)[”"]/.exec(text)?.[1] ?? "";
    expect(quoted).not.toMatch(/for example|for instance|例如|比如|CREATE|;\s*$/i);
    if (quoted) expect(text).toMatch(new RegExp(`:${lineOf(NO_EXAMPLE[language], quoted.slice(0, 12))}[)）]`));
  });
});
