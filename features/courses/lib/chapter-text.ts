import { CHAPTER_MARKDOWN_MIN } from "./chapter-schemas";

/**
 * A chapter a model without tool calling wrote straight out as markdown (often
 * in a ```markdown fence, sometimes after a line like "Here is the chapter:"):
 * the saveChapter input, or null when the reply is too short to be a chapter.
 */
export function readChapterText(reply: string): { markdown: string } | null {
  const fenced = /```(?:markdown|md)?[ \t]*\r?\n([\s\S]*?)```/i.exec(reply)?.[1];
  let markdown = (fenced ?? reply).trim();
  const heading = markdown.search(/^#\s/m);
  // Words before the title heading are the model talking to us, not the chapter.
  if (heading > 0 && heading < 300) markdown = markdown.slice(heading);
  return markdown.length >= CHAPTER_MARKDOWN_MIN ? { markdown } : null;
}
