import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { groundedPassage, searchGrounding, tutorTurn } from "@/tests/support/workspace/offline-tutor-kit";
import { namedLines } from "./line-check";
import { createWorkspaceTutor } from "./workspace-tutor";

/**
 * "Is line 3 correct?" with nothing selected: the tutor reads those lines of the file named, else of
 * the file open in the editor, says plainly it cannot judge them offline, and shows what the course
 * says about their subject — the same answer as "is this right?" with the lines selected.
 */
const tutor = createWorkspaceTutor(searchGrounding);
const [ENGLISH, CHINESE] = LOCALES;
const numbered = "3| - the gradient points uphill\n4| - so each step goes downhill";
const readResult = (start: number, end: number) => ({
  ok: true,
  path: "notes/loss.md",
  version: 3,
  lineCount: 8,
  start,
  end,
  numbered: numbered
    .split("\n")
    .slice(0, end - start + 1)
    .join("\n"),
  truncated: false,
});

describe("the offline workspace tutor asked whether numbered lines are right, nothing selected", () => {
  it.each([
    ["is line 3 correct?", 3, 3],
    ["Is the 3rd line right?", 3, 3],
    ["are lines 3-4 accurate?", 3, 4],
    ["第3行对吗", 3, 3],
    ["第三行写得对不对？", 3, 3],
    ["第3到4行有没有错", 3, 4],
  ])("reads %j from the open file first", (text, start, end) => {
    const reply = tutor(tutorTurn(ENGLISH, text, { openFile: "notes/loss.md" }));
    expect(reply.toolCall).toEqual({ toolName: "readFile", input: { path: "notes/loss.md", start, end } });
  });

  it("reads a chapter open in the editor, whose line count the context does not give", () => {
    const reply = tutor(tutorTurn(CHINESE, "第3到4行对吗", { openFile: "chapters/01-01-loss.md" }));
    expect(reply.toolCall).toEqual({ toolName: "readFile", input: { path: "chapters/01-01-loss.md", start: 3, end: 4 } });
  });

  it("reads the file the question names rather than the open one", () => {
    const reply = tutor(tutorTurn(ENGLISH, "is line 2 of ground-truth.md right?", { openFile: "notes/loss.md" }));
    expect(reply.toolCall).toEqual({ toolName: "readFile", input: { path: "ground-truth.md", start: 2, end: 2 } });
  });

  it("then searches the course for what the lines are about", () => {
    const reply = tutor(tutorTurn(ENGLISH, "is line 3 correct?", { openFile: "notes/loss.md", read: readResult(3, 3) }));
    expect(reply.toolCall?.toolName).toBe("search");
    expect(String((reply.toolCall?.input as { query: string }).query)).toMatch(/gradient/);
  });

  it("reads the lines from readFile's result as the model sees it (text), and says a failed read plainly", () => {
    const text = `notes/loss.md (version 3, 8 lines; showing 3-3)\n${numbered.split("\n")[0]}`;
    const reply = tutor(tutorTurn(ENGLISH, "is line 3 correct?", { openFile: "notes/loss.md", read: text }));
    expect(String((reply.toolCall?.input as { query: string }).query)).toMatch(/gradient/);
    const failed = tutor(
      tutorTurn(ENGLISH, "is line 3 correct?", { openFile: "notes/loss.md", read: { ok: false, error: "line 3 is past the end" } }),
    );
    expect(failed.toolCall).toBeUndefined();
    expect(failed.text).toBe("That didn't work: line 3 is past the end");
  });

  it.each([
    ["is line 3 correct?", /^I can't tell offline whether this is right/],
    ["第3行对吗", /^离线时我判断不了这样对不对/],
  ])("answers %j with no verdict, the line quoted and what the course says", (text, opening) => {
    const found = [groundedPassage("The gradient points uphill, so each step goes the other way.", undefined, "chapters/01-01-loss.md")];
    const reply = tutor(tutorTurn(ENGLISH, text, { openFile: "notes/loss.md", read: readResult(3, 3), found }));
    expect(reply.toolCall).toBeUndefined();
    expect(reply.text).toMatch(opening);
    expect(reply.text).toMatch(/the gradient points uphill/);
    expect(reply.text).toMatch(
      /“The gradient points uphill, so each step goes the other way\.”\s?[(（]chapters\/01-01-loss\.md:12-14[)）]/,
    );
    const rest = (reply.text ?? "").split("\n\n").slice(1).join("\n\n");
    expect(rest).not.toMatch(/\b(?:correct|incorrect|wrong)\b|对了|没错|正确|错了/i);
  });

  it("asks which file, in the learner's language, when none is open or named", () => {
    expect(tutor(tutorTurn(CHINESE, "第3行对吗")).text).toMatch(/^离线时我判断不了某一行对不对.*第 3 行在哪个文件里/);
    expect(tutor(tutorTurn(CHINESE, "is line 3 correct?")).text).toMatch(
      /^I can't tell offline whether a line is right.*Which file is line 3 in\?/,
    );
  });

  it("says so when the file has no such line, or the named file does not exist", () => {
    expect(tutor(tutorTurn(ENGLISH, "is line 30 correct?", { openFile: "notes/loss.md" })).text).toBe(
      "notes/loss.md has 8 lines, so there is no line 30 to look at.",
    );
    const missing = tutor(tutorTurn(ENGLISH, "is line 3 of notes/nope.md right?", { openFile: "notes/loss.md" }));
    expect(missing.toolCall).toBeUndefined();
    expect(missing.text).toMatch(/^There is no notes\/nope\.md in this workspace/);
  });

  it("reads a line range as people write it, capped", () => {
    expect(namedLines("are lines 3 to 5 right")).toEqual({ start: 3, end: 5 });
    expect(namedLines("第五到三行对吗")).toEqual({ start: 3, end: 5 });
    expect(namedLines("is line 7 right")).toEqual({ start: 7, end: 7 });
    expect(namedLines("lines 1-500 correct?")).toEqual({ start: 1, end: 20 });
    expect(namedLines("is this right?")).toBeNull();
  });
});
