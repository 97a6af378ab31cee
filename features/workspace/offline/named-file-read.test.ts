import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { searchGrounding, tutorTurn } from "@/tests/support/workspace/offline-tutor-kit";
import { asksWhatFileSays } from "./named-file-read";
import { createWorkspaceTutor } from "./workspace-tutor";

/**
 * "What does ground-truth.md say now?" names one of the workspace's files and asks what it says: the
 * tutor reads that file and quotes its lines, never searching the course for the file's name.
 */
const tutor = createWorkspaceTutor(searchGrounding);
const [ENGLISH, CHINESE] = LOCALES;
const lines = ["# Ground truth", "- A Pod can hold several containers.", "- The learning rate sets the step size."];
const read = (path: string, start = 1, rows = lines) => ({
  ok: true,
  path,
  version: 2,
  lineCount: rows.length,
  start,
  end: start + rows.length - 1,
  numbered: rows.map((line, index) => `${start + index}| ${line}`).join("\n"),
  truncated: false,
});

const ASKS = [
  [ENGLISH, "What does ground-truth.md say now?", "ground-truth.md"],
  [ENGLISH, "what's in notes/loss.md", "notes/loss.md"],
  [ENGLISH, "show me loss.md", "notes/loss.md"],
  [CHINESE, "ground-truth.md 现在写了什么", "ground-truth.md"],
  [CHINESE, "看看ground-truth.md里面有什么", "ground-truth.md"],
  [CHINESE, "notes/loss.md 的内容是什么？", "notes/loss.md"],
] as const;

describe("a question asking what a named file says", () => {
  it.each(ASKS)("%s %j reads that file first, searching nothing", (language, text, path) => {
    expect(tutor(tutorTurn(language, text)).toolCall).toEqual({ toolName: "readFile", input: { path } });
  });

  it.each(ASKS)("%s %j then quotes its lines with their numbers", (language, text, path) => {
    const reply = tutor(tutorTurn(language, text, { read: read(path) }));
    expect(reply.toolCall).toBeUndefined();
    expect(reply.text).toContain(path);
    expect(reply.text).toContain("> 2| - A Pod can hold several containers.");
    expect(reply.text).toContain("> 3| - The learning rate sets the step size.");
  });

  it("English: names lines to read, and says how to read on when the file is longer", () => {
    const text = "what do lines 2-3 of notes/loss.md say?";
    expect(tutor(tutorTurn(ENGLISH, text)).toolCall).toEqual({ toolName: "readFile", input: { path: "notes/loss.md", start: 2, end: 3 } });
    const reply = tutor(tutorTurn(ENGLISH, text, { read: read("notes/loss.md", 2, lines.slice(1)) }));
    expect(reply.text).toMatch(/^notes\/loss\.md \(version 2\), lines 2-3/);
    expect(reply.text).toContain("notes/loss.md has 8 lines; ask for the next ones by number (“what do lines 4-8 of notes/loss.md say?”)");
  });

  it("Chinese: a file the workspace does not have is said so, and an empty file is called empty", () => {
    expect(tutor(tutorTurn(CHINESE, "notes/missing.md 写了什么")).text).toContain("这个学习空间里没有 notes/missing.md");
    const empty = tutor(tutorTurn(CHINESE, "ground-truth.md 写了什么", { read: read("ground-truth.md", 1, []) }));
    expect(empty.text).toBe("ground-truth.md 是空的，还没有任何内容。");
  });

  it("Chinese: a long file is quoted a screenful at a time, saying how to read on (chapters too, whose size only readFile knows)", () => {
    const long = Array.from({ length: 30 }, (_, index) => `第 ${index + 1} 条事实。`);
    const path = "chapters/01-01-loss.md";
    const reply = tutor(tutorTurn(CHINESE, `${path} 写了什么`, { read: { ...read(path, 1, long), truncated: false } })).text ?? "";
    expect(reply).toContain("第 1-20 行");
    expect(reply).toContain("> 20| 第 20 条事实。");
    expect(reply).not.toContain("21| ");
    expect(reply).toContain(`${path} 共有 30 行；要看后面的内容，请说出行号（「${path} 第 21 到 30 行写了什么」）`);
    // The next range asked for as the reply suggests is what is read.
    expect(tutor(tutorTurn(CHINESE, `${path} 第 21 到 30 行写了什么`)).toolCall).toEqual({
      toolName: "readFile",
      input: { path, start: 21, end: 30 },
    });
  });

  it.each([
    "note in ground-truth.md that a Pod can hold several containers",
    "is line 3 of notes/loss.md correct?",
    "change loss to cost in notes/loss.md",
    "ground-truth.md 有什么问题",
    "解读一下 notes/loss.md",
    "what is a loss function?",
  ])("%j is not a request to read a file out", (text) => {
    expect(asksWhatFileSays(text)).toBe(false);
  });
});
