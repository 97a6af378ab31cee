import { describe, expect, it } from "vitest";
import { toEditorOutline } from "../lib/outline-operations";
import { sampleOutline } from "@/tests/support/courses/hook-fixtures";
import { dropDestination } from "./use-outline-drag";

let counter = 0;
const outline = toEditorOutline(sampleOutline, () => `k${(counter += 1)}`);
const chapterKey = (moduleIndex: number, chapterIndex: number) => outline.modules[moduleIndex]?.chapters[chapterIndex]?.key ?? "";

describe("dropDestination", () => {
  it("turns a slot below the item in the same module into the index after removal", () => {
    expect(dropDestination(outline, { kind: "chapter", key: chapterKey(0, 0) }, { kind: "chapter", moduleIndex: 0, slot: 2 })).toEqual({
      kind: "chapter",
      from: { moduleIndex: 0, chapterIndex: 0 },
      to: { moduleIndex: 0, chapterIndex: 1 },
    });
  });

  it("keeps the slot as is in another module", () => {
    expect(dropDestination(outline, { kind: "chapter", key: chapterKey(0, 1) }, { kind: "chapter", moduleIndex: 1, slot: 1 })).toEqual({
      kind: "chapter",
      from: { moduleIndex: 0, chapterIndex: 1 },
      to: { moduleIndex: 1, chapterIndex: 1 },
    });
  });

  it("ignores drops right where the item already is, and mismatched kinds", () => {
    const key = chapterKey(1, 0);
    expect(dropDestination(outline, { kind: "chapter", key }, { kind: "chapter", moduleIndex: 1, slot: 0 })).toBeNull();
    expect(dropDestination(outline, { kind: "chapter", key }, { kind: "chapter", moduleIndex: 1, slot: 1 })).toBeNull();
    expect(dropDestination(outline, { kind: "chapter", key }, { kind: "module", slot: 0 })).toBeNull();
  });

  it("moves modules by slot", () => {
    const first = outline.modules[0]?.key ?? "";
    expect(dropDestination(outline, { kind: "module", key: first }, { kind: "module", slot: 2 })).toEqual({
      kind: "module",
      from: 0,
      to: 1,
    });
    expect(dropDestination(outline, { kind: "module", key: first }, { kind: "module", slot: 1 })).toBeNull();
  });
});
