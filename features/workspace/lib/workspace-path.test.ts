import { describe, expect, it } from "vitest";
import { chapterFilePath } from "@/lib/course-scope/chapter-file-path";
import { checkWorkspacePath } from "./workspace-path";

type Row = [path: unknown, access: "read" | "write", expected: "ok" | 400 | 403, normalised?: string];

const table: Row[] = [
  // valid
  ["guidance.md", "write", "ok"],
  ["milestones.md", "write", "ok"],
  ["notes/rust.md", "write", "ok"],
  ["notes/week 1/ownership (draft).md", "write", "ok"],
  ["notes/笔记.md", "write", "ok"],
  ["notes/所有权-第1周.md", "write", "ok"],
  ["notes/a/b/c/d.md", "write", "ok"],
  ["notes/v1.2-summary.md", "write", "ok"],
  ["chapters/01-02-ownership.md", "read", "ok"],
  ["notes/cafe\u0301.md", "write", "ok", "notes/caf\u00e9.md"],
  // read-only chapters
  ["chapters/01-02-ownership.md", "write", 403],
  ["chapters/new.md", "write", 403],
  // traversal in every form
  ["../secret.md", "read", 400],
  ["notes/../../etc/passwd.md", "read", 400],
  ["notes/..", "read", 400],
  ["./notes/a.md", "read", 400],
  ["notes/./a.md", "read", 400],
  ["%2e%2e/secret.md", "read", 400],
  ["..%2fsecret.md", "read", 400],
  ["notes%2f..%2f..%2fa.md", "read", 400],
  ["%252e%252e/a.md", "read", 400],
  ["\uff0e\uff0e/secret.md", "read", 400],
  ["notes\uff0fa.md", "read", 400],
  ["notes\uff3ca.md", "read", 400],
  ["\u2025/secret.md", "read", 400],
  ["notes/a\u2024md", "read", 400],
  ["notes/...md", "read", 400],
  // absolute and Windows forms
  ["/etc/passwd.md", "read", 400],
  ["//server/share/a.md", "read", 400],
  ["C:\\Windows\\a.md", "read", 400],
  ["C:/a.md", "read", 400],
  ["c:a.md", "read", 400],
  ["notes\\a.md", "read", 400],
  ["~/a.md", "read", 400],
  ["notes/a.md:stream", "read", 400],
  // control and invisible characters
  ["notes/a\u0000.md", "read", 400],
  ["notes/a\n.md", "read", 400],
  ["notes/a\r.md", "read", 400],
  ["notes/a\t.md", "read", 400],
  ["notes/\u202egpj.md", "read", 400],
  ["notes/a\u200b.md", "read", 400],
  // shape
  ["", "read", 400],
  [null, "read", 400],
  [42, "read", 400],
  ["notes/", "read", 400],
  ["notes//a.md", "read", 400],
  [".hidden.md", "read", 400],
  ["notes/.md", "read", 400],
  ["notes/a.txt", "read", 400],
  ["notes/a.MD", "read", 400],
  ["notes/a.md.exe", "read", 400],
  ["notes", "read", 400],
  ["notes/a /b.md", "read", 400],
  ["notes/a*.md", "read", 400],
  ["notes/a?.md", "read", 400],
  ["notes/<script>.md", "read", 400],
  ["notes/a|b.md", "read", 400],
  ['notes/"a".md', "read", 400],
  [`notes/${"a".repeat(81)}.md`, "read", 400],
  [`${"a/".repeat(40)}a.md`, "read", 400],
  ["a/b/c/d/e/f.md", "read", 400],
  [`notes/${"长".repeat(200)}.md`, "read", 400],
];

describe("checkWorkspacePath", () => {
  it("has a table of at least 40 paths", () => expect(table.length).toBeGreaterThanOrEqual(40));

  it.each(table)("%j (%s) → %s", (path, access, expected, normalised) => {
    const result = checkWorkspacePath(path, access);
    if (expected === "ok") {
      expect(result).toEqual({ ok: true, path: normalised ?? path });
    } else {
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.status).toBe(expected);
        expect(result.message.length).toBeGreaterThan(15);
      }
    }
  });
});

describe("chapterFilePath", () => {
  it("numbers from 1 and slugs the title in any script", () => {
    expect(chapterFilePath(0, 1, "Ownership & Borrowing!")).toBe("chapters/01-02-ownership-borrowing.md");
    expect(chapterFilePath(9, 0, "所有权与借用")).toBe("chapters/10-01-所有权与借用.md");
    expect(chapterFilePath(0, 0, "!!!")).toBe("chapters/01-01-chapter.md");
  });

  it("always gives a path the validator accepts for reading and refuses for writing", () => {
    for (const title of ["Ownership", "所有权", "a/../b", "C:\\x", "%2e%2e", "..", "x".repeat(300)]) {
      const path = chapterFilePath(2, 3, title);
      expect(checkWorkspacePath(path, "read")).toEqual({ ok: true, path });
      expect(checkWorkspacePath(path, "write")).toMatchObject({ ok: false, status: 403 });
    }
  });
});
