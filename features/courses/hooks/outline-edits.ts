import type { OutlineChapter } from "@/lib/course-outline";
import * as ops from "../lib/outline-operations";
import type { ChapterAddress, Direction, EditorOutline } from "../lib/outline-operations";

type Apply = (change: (current: EditorOutline) => EditorOutline, tag?: string) => boolean;

/** A new chapter's minutes: the module's average, so the total stays believable. */
function defaultMinutes(current: EditorOutline, moduleIndex: number): number {
  const chapters = current.modules[moduleIndex]?.chapters ?? [];
  const average = chapters.reduce((sum, chapter) => sum + chapter.minutes, 0) / Math.max(1, chapters.length);
  return Math.max(5, Math.round((average || 20) / 5) * 5);
}

/**
 * Every edit the review page offers, as calls to `apply`. Text edits carry a tag
 * per field so a run of keystrokes is one undo step; `read` gives the outline now.
 */
export function createOutlineEdits(apply: Apply, read: () => EditorOutline, nextKey: () => string) {
  const moduleKey = (moduleIndex: number) => read().modules[moduleIndex]?.key;
  const chapterKey = (address: ChapterAddress) => read().modules[address.moduleIndex]?.chapters[address.chapterIndex]?.key;
  return {
    updateCourse: (patch: Parameters<typeof ops.updateCourse>[1]) =>
      apply((current) => ops.updateCourse(current, patch), `course:${Object.keys(patch).join(",")}`),
    renameModule: (moduleIndex: number, title: string) =>
      apply((current) => ops.renameModule(current, moduleIndex, title), `module:${moduleKey(moduleIndex)}:title`),
    updateChapter: (address: ChapterAddress, patch: Partial<Pick<OutlineChapter, "title" | "objective">>) =>
      apply((current) => ops.updateChapter(current, address, patch), `chapter:${chapterKey(address)}:${Object.keys(patch).join(",")}`),
    /** Returns the new chapter's key (to focus it), or null when the module is full. */
    addChapter: (moduleIndex: number, text: { title: string; objective: string }): string | null => {
      const key = nextKey();
      const added = apply((current) => ops.addChapter(current, moduleIndex, { ...text, minutes: defaultMinutes(current, moduleIndex), key }));
      return added ? key : null;
    },
    /** Returns the new module's key, or null when the course has the most modules allowed. */
    addModule: (text: { title: string; chapterTitle: string; chapterObjective: string }): string | null => {
      const key = nextKey();
      const chapters = [{ title: text.chapterTitle, objective: text.chapterObjective, minutes: 20, key: nextKey() }];
      const added = apply((current) => ops.addModule(current, { key, title: text.title, chapters }));
      return added ? key : null;
    },
    removeModule: (moduleIndex: number) => apply((current) => ops.removeModule(current, moduleIndex)),
    removeChapter: (address: ChapterAddress) => apply((current) => ops.removeChapter(current, address)),
    moveModule: (moduleIndex: number, direction: Direction) => apply((current) => ops.moveModule(current, moduleIndex, direction)),
    moveModuleTo: (from: number, to: number) => apply((current) => ops.moveModuleTo(current, from, to)),
    moveChapter: (address: ChapterAddress, direction: Direction) => apply((current) => ops.moveChapter(current, address, direction)),
    moveChapterTo: (from: ChapterAddress, to: ChapterAddress) => apply((current) => ops.moveChapterTo(current, from, to)),
  };
}

export type OutlineEdits = ReturnType<typeof createOutlineEdits>;
