import { describe, expect, it } from "vitest";
import { parseMilestones, setMilestoneDone } from "./milestones";

const doc = [
  "# Milestones",
  "",
  "- [ ] Module 1: Basics — chapters/01-01-intro.md",
  "  - [ ] a nested sub-step is not a milestone",
  "- [x] Module 2: **Ownership**",
  "",
  "```md",
  "- [ ] inside a code fence",
  "```",
  "",
  "> - [ ] inside a quote",
  "",
  "* [X] Capstone: build a CLI",
  "- plain item without a box",
  "",
].join("\n");

describe("parseMilestones", () => {
  it("reads only the top-level task items, from the markdown tree", () => {
    expect(parseMilestones(doc).map(({ index, title, done, line }) => ({ index, title, done, line }))).toEqual([
      { index: 0, title: "Module 1: Basics — chapters/01-01-intro.md", done: false, line: 3 },
      { index: 1, title: "Module 2: Ownership", done: true, line: 5 },
      { index: 2, title: "Capstone: build a CLI", done: true, line: 13 },
    ]);
  });

  it("handles an empty file, CRLF and Chinese", () => {
    expect(parseMilestones("")).toEqual([]);
    expect(parseMilestones("- [ ] 模块一：基础\r\n- [x] 模块二\r\n").map((m) => [m.title, m.done])).toEqual([
      ["模块一：基础", false],
      ["模块二", true],
    ]);
  });
});

describe("setMilestoneDone", () => {
  it("ticks with evidence written under the item, and unticks", () => {
    const ticked = setMilestoneDone(doc, 0, true, { label: "Evidence", text: "Quiz on ownership\nanswered correctly" });
    expect(ticked.ok).toBe(true);
    if (!ticked.ok) return;
    const lines = ticked.content.split("\n");
    expect(lines[2]).toBe("- [x] Module 1: Basics — chapters/01-01-intro.md");
    expect(lines[3]).toBe("  - Evidence: Quiz on ownership answered correctly");
    expect(lines[4]).toBe("  - [ ] a nested sub-step is not a milestone");
    expect(parseMilestones(ticked.content).map((m) => m.done)).toEqual([true, true, true]);

    const unticked = setMilestoneDone(ticked.content, 2, false);
    expect(unticked.ok && parseMilestones(unticked.content).map((m) => m.done)).toEqual([true, true, false]);
    expect(unticked.ok && unticked.content.split("\n")[13]).toBe("* [ ] Capstone: build a CLI");
  });

  it("refuses an index that does not exist", () => {
    const result = setMilestoneDone(doc, 3, true);
    expect(result).toMatchObject({ ok: false, message: expect.stringContaining("has 3") });
  });

  it("keeps CRLF line endings", () => {
    const result = setMilestoneDone("- [ ] a\r\n- [ ] b\r\n", 1, true);
    expect(result).toMatchObject({ ok: true, content: "- [ ] a\r\n- [x] b\r\n" });
  });
});

describe("the learner's own claim", () => {
  it("is written under the milestone, leaves the box open, and is read back in either language", async () => {
    const { addOwnClaim, OWN_CLAIM } = await import("./milestones");
    const claimed = addOwnClaim(doc, 0, OWN_CLAIM.en);
    expect(claimed.ok).toBe(true);
    if (!claimed.ok) return;
    expect(claimed.content.split("\n")[3]).toBe(`  - ${OWN_CLAIM.en}`);
    expect(parseMilestones(claimed.content).map((m) => [m.done, m.claimed])).toEqual([
      [false, true],
      [true, false],
      [true, false],
    ]);
    // Claimed twice is written once.
    const again = addOwnClaim(claimed.content, 0, OWN_CLAIM.zh);
    expect(again.ok && again.content).toBe(claimed.content);
    expect(parseMilestones(`- [ ] 模块 1：基础\n  - ${OWN_CLAIM.zh}\n`)[0]!.claimed).toBe(true);
  });
});
