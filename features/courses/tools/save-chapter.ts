import "server-only";
import { tool } from "ai";
import type { Database } from "@/lib/db/client";
import { saveChapterInputSchema, saveChapterOutputSchema, type SaveChapterOutput } from "../lib/chapter-schemas";
import { saveWrittenChapter, type ChapterPlace, type ChapterSaveHook, type ChapterSaveOutcome } from "../data/chapter-save";
import { cachedSchema } from "@/lib/ai/cached-schema";
import { withStandInNote } from "../lib/stand-in-chapter";

export interface SaveChapterContext {
  db: Database;
  chapterId: string;
  workerId: string;
  /** Used when the model forgets the title heading, so every stored chapter opens with one. */
  title: string;
  /** A note to put under the title (the offline stand-in wrote this chapter), or null. */
  note?: () => string | null;
  /** Runs inside the save's transaction (../data/chapter-save). */
  within?: ChapterSaveHook;
  /** Where the chapter sits (its claim and request): a first text is then saved with what `within` writes in one statement. */
  place?: ChapterPlace;
  /** Told how the save went (the hook's outcome included). */
  onSaved?: (outcome: ChapterSaveOutcome) => void;
}

function withTitle(markdown: string, title: string): string {
  const text = markdown.trim();
  return /^#\s/.test(text) ? text : `# ${title.replace(/\s+/g, " ").trim()}\n\n${text}`;
}

const noted = (markdown: string, note: string | null) => (note ? withStandInNote(markdown, note) : markdown);

/**
 * The chapter writer's only tool. It writes through the queue, so the save
 * only lands while this worker still holds the chapter's claim; a lost claim
 * is reported back as a result (not thrown) so the loop ends cleanly.
 */
export function createSaveChapterTool(context: SaveChapterContext) {
  return tool({
    description: "Save the finished chapter. Call exactly once, with the whole chapter as markdown.",
    inputSchema: cachedSchema(saveChapterInputSchema),
    outputSchema: cachedSchema(saveChapterOutputSchema),
    execute: async ({ markdown }): Promise<SaveChapterOutput> => {
      const outcome = await saveWrittenChapter(context.db, {
        chapterId: context.chapterId,
        workerId: context.workerId,
        content: noted(withTitle(markdown, context.title), context.note?.() ?? null),
        within: context.within,
        place: context.place,
      });
      context.onSaved?.(outcome);
      return outcome.saved
        ? { saved: true }
        : { saved: false, error: "This chapter is no longer assigned to you; it was not saved. Stop here." };
    },
  });
}
