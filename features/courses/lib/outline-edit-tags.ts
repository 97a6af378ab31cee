import type { EditorOutline } from "./outline-operations";

/** A tag may depend on the outline as it is when the edit applies (a row's key). */
export type EditTag = string | ((current: EditorOutline) => string);

/** A new chapter's minutes: the module's average, so the total stays believable. */
export function defaultMinutes(current: EditorOutline, moduleIndex: number): number {
  const chapters = current.modules[moduleIndex]?.chapters ?? [];
  const average = chapters.reduce((sum, chapter) => sum + chapter.minutes, 0) / Math.max(1, chapters.length);
  return Math.max(5, Math.round((average || 20) / 5) * 5);
}
