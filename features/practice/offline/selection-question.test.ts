import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/i18n/locales";
import { checkCitation, chapterLines } from "../lib/citation-check";
import { selectionQuestion } from "./selection-question";

const CHAPTER = chapterLines(
  [
    "# Gradient descent",
    "",
    "The **learning rate** sets how far each step moves.",
    "Too large a learning rate overshoots the minimum.",
    "",
    "梯度下降每一步都沿着梯度的反方向移动。",
    "步子太大就会越过最低点。",
    "",
    "Gradient descent repeats small steps until the loss stops falling.",
  ].join("\n"),
);

const made = (language: Locale, start: number, end: number) => {
  const outcome = selectionQuestion(language, CHAPTER, start, end);
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.draft;
};

describe("a question from the learner's selection, offline", () => {
  it("blanks the term the text marks, citing exactly the selected lines; the citation check passes", () => {
    const draft = made("en", 3, 4);
    expect(draft).toMatchObject({ kind: "cloze", answer: "learning rate", lineStart: 3, lineEnd: 4 });
    expect(draft.prompt).toBe("Fill in the blank: The ____ sets how far each step moves.");
    expect(checkCitation(draft, CHAPTER)).toEqual({ ok: true });
  });

  it("no marked term: the longest word that carries meaning; the same selection always makes the same question", () => {
    const draft = made("en", 9, 9);
    expect(draft).toMatchObject({ kind: "cloze", answer: "Gradient" });
    expect(draft.prompt).not.toMatch(/gradient/i);
    expect(made("en", 9, 9)).toEqual(draft);
    expect(checkCitation(draft, CHAPTER)).toEqual({ ok: true });
  });

  it("Chinese prose without marks: a short answer whose key points are the selection's sentences", () => {
    const draft = made("zh", 6, 7);
    expect(draft.kind).toBe("short");
    expect(draft.keyPoints).toEqual(["梯度下降每一步都沿着梯度的反方向移动。", "步子太大就会越过最低点。"]);
    expect(draft.prompt).toMatch(/^用你自己的话说/);
    expect(checkCitation(draft, CHAPTER)).toEqual({ ok: true });
  });

  it("refuses lines the chapter lacks, too many lines, or lines with nothing to ask", () => {
    expect(selectionQuestion("en", CHAPTER, 8, 12)).toMatchObject({ ok: false, reason: expect.stringContaining("not in this chapter") });
    expect(selectionQuestion("en", chapterLines("x\n".repeat(30)), 1, 20)).toMatchObject({
      ok: false,
      reason: expect.stringContaining("at most"),
    });
    expect(selectionQuestion("en", CHAPTER, 2, 2)).toMatchObject({ ok: false, reason: expect.stringContaining("no words") });
  });
});
