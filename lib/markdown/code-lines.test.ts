import { describe, expect, it } from "vitest";
import { codeLineFlags, looksLikeCode } from "./code-lines";

describe("which lines are code", () => {
  it("reads keyword statements, statement ends and operators as code, prose as prose", () => {
    for (const line of ["CREATE TABLE users (", "PRIMARY KEY (id)", "SELECT * FROM orders;", "const x = f();", "}", "if (a == b) {"])
      expect(looksLikeCode(line), line).toBe(true);
    for (const line of [
      "A primary key is a column that identifies each row.",
      "主键是能唯一标识每一行的列。",
      "The NULL value: nothing at all.",
    ])
      expect(looksLikeCode(line), line).toBe(false);
  });

  it("marks fenced lines, an indented block after a blank line, and the lines continuing a statement", () => {
    const lines = [
      "Intro:",
      "",
      "    CREATE TABLE t (",
      "      id INTEGER,",
      "      name TEXT",
      "    );",
      "",
      "Prose again.",
      "```",
      "plain words",
      "```",
    ];
    expect(codeLineFlags(lines)).toEqual([false, false, true, true, true, true, false, false, true, true, true]);
  });

  it("keeps a nested list item and a wrapped prose line as prose", () => {
    expect(codeLineFlags(["- First point", "    - a nested point", "Words, and more words,", "that go on."])).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
