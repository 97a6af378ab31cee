import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { courses } from "@/lib/db/schema";
import { chapterPassageSchema, type ChapterPassage, type ChapterRequestBlock } from "../contract";

/**
 * The port through which a chapter gets the learner's own material: the courses feature declares
 * it, app/_compose fills it with the sources' search (features never import each other). It
 * returns the passages of the course's sources (uploads, pasted text; never the course's own
 * chapters) most relevant to the query, best first.
 */
export type ChapterMaterialFinder = (query: { db: Database; ownerId: string; courseId: string; query: string }) => Promise<unknown[]>;

/** Bounded: a few passages, a char budget, so the material informs the chapter without crowding the prompt. */
export const CHAPTER_MATERIAL_LIMITS = { passages: 4, passageChars: 900, totalChars: 3000 } as const;

/** Validates what the finder returned, renumbers refs S1..n in order and keeps within the budget. */
export function boundPassages(found: readonly unknown[]): ChapterPassage[] {
  const kept: ChapterPassage[] = [];
  let chars = 0;
  for (const candidate of found) {
    if (kept.length >= CHAPTER_MATERIAL_LIMITS.passages) break;
    const parsed = chapterPassageSchema.safeParse(candidate);
    if (!parsed.success) continue;
    const text = parsed.data.text.trim().slice(0, CHAPTER_MATERIAL_LIMITS.passageChars);
    if (!text || chars + text.length > CHAPTER_MATERIAL_LIMITS.totalChars) continue;
    chars += text.length;
    kept.push({ ...parsed.data, ref: `S${kept.length + 1}`, text });
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
    const found = await find({ db, ownerId: course.ownerId, courseId, query: `${request.title} ${request.objective}` });
    const material = boundPassages(found);
    return material.length > 0 ? { ...request, material } : request;
  } catch (error) {
    log(`course ${courseId}: searching the learner's material for a chapter failed; written without it`, error);
    return request;
  }
}
