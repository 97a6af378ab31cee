import { describe, expect, it } from "vitest";
import { linesHolding, passageLines } from "./passage-lines";

describe("a passage's lines as written", () => {
  it("numbers each line from the chunk's first line and keeps indentation and fences", () => {
    const text = "Pods run containers:\n```yaml\ncontainers:\n  - name: web\n```";
    expect(passageLines(text, 12)).toEqual([
      { n: 12, text: "Pods run containers:" },
      { n: 13, text: "```yaml" },
      { n: 14, text: "containers:" },
      { n: 15, text: "  - name: web" },
      { n: 16, text: "```" },
    ]);
  });

  it("windows a long chunk around the best sentence, opening at the code fence it sits in", () => {
    const prose = Array.from({ length: 40 }, (_, i) => `过拟合的第 ${i + 1} 个说明。`);
    const code = ["```python", "model.fit(x, y)", "early_stopping = True", "```"];
    const lines = passageLines([...prose, ...code, ...prose].join("\n"), 100, "early_stopping = True");
    expect(lines[0]).toEqual({ n: 140, text: "```python" });
    expect(lines.map((line) => line.text)).toContain("early_stopping = True");
    expect(lines.length).toBeLessThanOrEqual(30);
    // Every line is the source's own line at its number.
    const source = [...prose, ...code, ...prose];
    for (const line of lines) expect(source[line.n - 100]).toBe(line.text);
  });

  it("stays bounded for one enormous line", () => {
    const [line] = passageLines("x".repeat(10_000), 1);
    expect(line!.text.length).toBeLessThanOrEqual(300);
    expect(line!.text.endsWith("…")).toBe(true);
  });
});

describe("the lines a quoted sentence stands on", () => {
  const lines = [
    { n: 9, text: "## Keys" },
    { n: 10, text: "" },
    { n: 11, text: "- **Primary key:** a column whose value identifies each row." },
    { n: 12, text: "It can never be" },
    { n: 13, text: "NULL in any row." },
  ];

  it("cites one line for a sentence on one line, markup flattened", () => {
    expect(linesHolding(lines, "Primary key: a column whose value identifies each row.")).toEqual({ start: 11, end: 11 });
  });

  it("cites the run of lines a wrapped sentence spans, and nothing for a sentence the lines do not hold", () => {
    expect(linesHolding(lines, "It can never be NULL in any row.")).toEqual({ start: 12, end: 13 });
    expect(linesHolding(lines, "A foreign key points at another table.")).toBeNull();
  });
});
