import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { courses } from "@/lib/db/schema";
import { z } from "zod";
import { type ChapterPassage, type ChapterRequestBlock } from "../contract";
import { passageWindow } from "../lib/passage-window";

/**
 * The port through which a chapter gets the learner's own material: the courses feature declares
 * it, app/_compose fills it with the sources' search (features never import each other). It
 * returns the passages of the course's sources (uploads, pasted text; never the course's own
 * chapters) most relevant to the query, best first: each with its exact lines (from `lineStart`)
 * and `focus`, the text the search matched in it.
 */
export type ChapterMaterialFinder = (query: { db: Database; ownerId: string; courseId: string; query: string }) => Promise<unknown[]>;

/** What the finder returns, validated here (it crosses from another feature). */
export const foundPassageSchema = z.object({
  title: z.string().min(1),
  lineStart: z.number().int().min(1),
  pageStart: z.number().int().min(1).nullable(),
  pageEnd: z.number().int().min(1).nullable(),
  lines: z.array(z.string()).min(1),
  focus: z.string(),
});

/** Bounded: a few passages, a char budget, so the material informs the chapter without crowding the prompt. */
export const CHAPTER_MATERIAL_LIMITS = { passages: 4, passageChars: 900, totalChars: 3000 } as const;

/**
 * Validates what the finder returned, keeps of each passage the part around what the search matched
 * (from its heading, with its exact lines), numbers refs S1..n in order and keeps within the budget.
 */
export function boundPassages(found: readonly unknown[]): ChapterPassage[] {
  const kept: ChapterPassage[] = [];
  let chars = 0;
  for (const candidate of found) {
    if (kept.length >= CHAPTER_MATERIAL_LIMITS.passages) break;
    const parsed = foundPassageSchema.safeParse(candidate);
    if (!parsed.success) continue;
    const window = passageWindow(parsed.data, CHAPTER_MATERIAL_LIMITS.passageChars);
    if (!window || !window.text.trim() || chars + window.text.length > CHAPTER_MATERIAL_LIMITS.totalChars) continue;
    chars += window.text.length;
    const { title, pageStart, pageEnd } = parsed.data;
    kept.push({ ref: `S${kept.length + 1}`, title, pageStart, pageEnd, ...window });
  }
  return kept;
}

/**
 * The request with the learner's material for this chapter (searched by its title and objective).
 * A failing search costs the chapter its material only: it is written as it would be without.
 */
export async function withChapterMaterial(
  db: Database,
  courseId: string,
  request: ChapterRequestBlock,
  find: ChapterMaterialFinder | undefined,
  log: (message: string, error?: unknown) => void,
): Promise<ChapterRequestBlock> {
  if (!find) return request;
  try {
    const [course] = await db.select({ ownerId: courses.ownerId }).from(courses).where(eq(courses.id, courseId));
    if (!course) return request;
    // Title and objective first; the title alone when the objective's own words ("after this chapter
    // you can …", "学完本章…") dilute the query below the search's relevance bar.
    let material: ChapterPassage[] = [];
    for (const query of [`${request.title} ${request.objective}`, request.title]) {
      material = boundPassages(await find({ db, ownerId: course.ownerId, courseId, query }));
      if (material.length > 0) break;
    }
    return material.length > 0 ? { ...request, material } : request;
  } catch (error) {
    log(`course ${courseId}: searching the learner's material for a chapter failed; written without it`, error);
    return request;
  }
}
