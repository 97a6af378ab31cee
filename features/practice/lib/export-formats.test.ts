import { describe, expect, it } from "vitest";
import { csvCell, toAnkiText, toCsv, type ExportQuestion } from "./export-formats";

const base: ExportQuestion = {
  id: "pi_1",
  kind: "cloze",
  prompt: "The ____ sets the step size.",
  options: null,
  answer: "learning rate",
  accepted: [],
  keyPoints: [],
  citation: "chapters/01-02-learning-rates.md:3-4",
  status: "active",
  source: "generated",
  due: "2026-11-27T00:00:00.000Z",
  state: "new",
  reps: 0,
  lapses: 0,
  attempts: 0,
};

const hostile: ExportQuestion = {
  ...base,
  id: "pi_2",
  kind: "choice",
  prompt: '=HYPERLINK("http://evil")\tand\na <b>tag</b> "quoted"',
  options: [
    { text: "+1 step", misconception: null },
    { text: "@SUM(A1)", misconception: "-2 thinks\ttabs\r\nare fine" },
  ],
  answer: "+1 step",
};

const chinese: ExportQuestion = {
  ...base,
  id: "pi_3",
  prompt: "梯度下降每次沿着____的反方向走一步。",
  answer: "梯度",
  citation: "chapters/01-01-梯度下降.md:5-5",
};

describe("the practice export's formats", () => {
  it("CSV: a cell that would start a formula is prefixed, quotes and line breaks are quoted", () => {
    for (const formula of ["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx"]) expect(csvCell(formula).replace(/^"/, "")).toMatch(/^'/);
    expect(csvCell('say "hi", twice')).toBe('"say ""hi"", twice"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell(3)).toBe("3");
  });

  it("CSV: a header, one CRLF row per question, a byte-order mark, Unicode kept, no cell a formula", () => {
    const csv = toCsv([base, hostile, chinese]);
    expect(csv.startsWith("\uFEFFid,kind,prompt,")).toBe(true);
    expect(csv).toContain("梯度下降每次沿着____的反方向走一步。");
    expect(csv).toContain("chapters/01-01-梯度下降.md:5-5");
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")`);
    // Every cell that starts a row or follows a separator is never a bare formula.
    expect(csv).not.toMatch(/(^|,|\r\n)"?[=+\-@]/u);
    expect(csv.endsWith("\r\n")).toBe(true);
  });

  it("Anki: the headers Anki reads, one line per note with seven tab-separated fields, tabs and newlines escaped", () => {
    const text = toAnkiText("ML: basics :: part 1", [base, hostile, chinese]);
    const lines = text.trimEnd().split("\n");
    expect(lines.slice(0, 6)).toEqual([
      "#separator:tab",
      "#html:true",
      "#guid column:1",
      "#notetype column:2",
      "#deck column:3",
      "#tags column:7",
    ]);
    const notes = lines.filter((line) => !line.startsWith("#"));
    expect(notes).toHaveLength(3);
    for (const note of notes) expect(note.split("\t")).toHaveLength(7);
    const [, notetype, deck, front, back, source, tags] = notes[1]!.split("\t");
    expect(notetype).toBe("Basic");
    expect(deck).toBe("NexusNote::ML: basics : part 1");
    expect(front).toContain("=HYPERLINK(&quot;http://evil&quot;)&#9;and<br>a &lt;b&gt;tag&lt;/b&gt;");
    expect(front).toContain("<li>B. @SUM(A1)</li>");
    expect(back).toContain("-2 thinks&#9;tabs<br>are fine");
    expect(back).toContain("chapters/01-02-learning-rates.md:3-4");
    expect(source).toBe("chapters/01-02-learning-rates.md:3-4");
    expect(tags).toBe("nexusnote nexusnote::01-02-learning-rates nexusnote::choice");
    expect(notes[2]).toContain("梯度下降每次沿着____的反方向走一步。");
    expect(notes[2]!.split("\t")[6]).toContain("nexusnote::01-01-梯度下降");
  });
});
