import { describe, expect, it } from "vitest";
import { adoptOutline, recordEdit, startHistory, UNDO_LIMIT, undoEdit } from "./outline-history";
import type { EditorOutline } from "./outline-operations";

const outline = (title: string) => ({ title }) as unknown as EditorOutline;

describe("the outline undo history", () => {
  it("makes one undo step of consecutive edits with the same tag, and a new one per tag change", () => {
    let history = startHistory(outline("A"));
    history = recordEdit(history, outline("Ab"), "course:title");
    history = recordEdit(history, outline("Abc"), "course:title");
    history = recordEdit(history, outline("Abc!"), "module:1:title");
    expect(history.past.map((entry) => (entry as unknown as { title: string }).title)).toEqual(["A", "Abc"]);
    const undone = undoEdit(history);
    expect((undone?.outline as unknown as { title: string }).title).toBe("Abc");
    expect(undoEdit(undoEdit(undone!)!)).toBeNull();
  });

  it("changes nothing for an edit that changed nothing", () => {
    const history = startHistory(outline("A"));
    expect(recordEdit(history, history.outline, "x")).toBe(history);
  });

  it("keeps at most UNDO_LIMIT steps and keeps an adopted outline's predecessor undoable", () => {
    let history = startHistory(outline("0"));
    for (let index = 1; index <= UNDO_LIMIT + 5; index += 1) history = recordEdit(history, outline(String(index)));
    expect(history.past).toHaveLength(UNDO_LIMIT);
    const adopted = adoptOutline(history, outline("server"));
    expect(adopted.past.at(-1)).toBe(history.outline);
    expect(adopted.lastTag).toBeNull();
  });
});
