/**
 * Where a chapter lives as a file, for every feature that names one: the workspace shows chapters
 * as read-only files at this path, and practice questions cite chapter lines as `path:start-end`.
 * Isomorphic (the chapter reader builds the path in the browser).
 */
export const CHAPTERS_DIR = "chapters";

/** `chapters/01-02-ownership.md` for module 1, chapter 2 (both 1-based); the slug keeps letters of any script. */
export function chapterFilePath(moduleIndex: number, position: number, title: string): string {
  const slug =
    title
      .normalize("NFKC")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 48)
      .replace(/-+$/g, "") || "chapter";
  const two = (value: number) => String(value).padStart(2, "0");
  return `${CHAPTERS_DIR}/${two(moduleIndex + 1)}-${two(position + 1)}-${slug}.md`;
}
