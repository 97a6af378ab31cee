import type { MaterialPassage } from "../lib/tool-schemas";
import type { MaterialStrings } from "./material-messages";

/** "Lecture notes · p. 3 · lines 12–15" (the path for a chapter or learning file). */
export function passagePlace(t: MaterialStrings, passage: MaterialPassage): string {
  const pages =
    passage.pageStart === null
      ? null
      : passage.pageEnd !== null && passage.pageEnd !== passage.pageStart
        ? t.pages({ from: passage.pageStart, to: passage.pageEnd })
        : t.page({ page: passage.pageStart });
  return [passage.path ?? passage.title, pages, t.lines({ start: passage.lineStart, end: passage.lineEnd })].filter(Boolean).join(" · ");
}
