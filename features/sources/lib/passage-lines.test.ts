import { describe, expect, it } from "vitest";
import { passageLines } from "./passage-lines";

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
