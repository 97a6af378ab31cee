import "server-only";
import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/lib/db/client";
import { withCourseWriteLock } from "@/lib/course-scope/course-write-lock";
import { renderedOnce, runPrepared } from "@/lib/db/prepared-statement";
import { chapters, courses } from "@/lib/db/schema";
import type { ChapterPlace, ChapterSaveOutcome, FirstTextWrites, SavedChapterRow } from "./chapter-save";
import { completeChapter, heldBy, savedChapterColumns } from "./generation-queue";

const SAVED = "saved_chapter";
const SAVED_ROW: SavedChapterRow = {
  from: sql`${sql.identifier(SAVED)}`,
  chapterId: sql`${sql.identifier(SAVED)}.chapter_id`,
  courseId: sql`${sql.identifier(SAVED)}.course_id`,
  ownerId: sql`${sql.identifier(SAVED)}.owner_id`,
};
const savedCountSchema = z.array(z.object({ saved: z.coerce.number().int() }));

/**
 * A chapter's first text and what is written with it, in one statement (atomic on its own: no
 * BEGIN and COMMIT): completeChapter's update, only for a chapter with no text yet at the place its
 * writes were made for, then the writes, which read the saved row and so write nothing unless it
 * was saved. The writes are made and the statement runs holding the course's write lock
 * (lib/course-scope/course-write-lock): what the writes read of the course stays true until they are
 * committed. Null when no row was saved; the text saved alone when making the writes or running the
 * statement failed.
 * The statement is prepared once (lib/db/prepared-statement): PGlite would parse and plan its text
 * for every chapter otherwise, and its update is rendered once, its values placeholders.
 */
export async function saveFirstText(
  db: Database,
  options: { chapterId: string; workerId: string; content: string; place: ChapterPlace; writes: FirstTextWrites },
): Promise<ChapterSaveOutcome | null> {
  const { place } = options;
  let rows: Record<string, unknown>[];
  try {
    // What the writes read of the course (the questions its other chapters ask) holds until the statement commits.
    rows = await withCourseWriteLock(db, place.courseId, async (locked) => {
      const writes = await options.writes(locked, { ...place, chapterId: options.chapterId, content: options.content }, SAVED_ROW);
      const also = writes ? sql`, ${writes}` : sql``;
      return runPrepared(
        locked,
        "first_text_save",
        sql`with ${sql.identifier(SAVED)} as (${firstTextUpdate(db)})${also} select count(*)::int as saved from ${SAVED_ROW.from}`,
        {
          [VALUE.content]: options.content,
          [VALUE.chapterId]: options.chapterId,
          [VALUE.workerId]: options.workerId,
          [VALUE.courseId]: place.courseId,
          [VALUE.moduleIndex]: place.moduleIndex,
          [VALUE.position]: place.position,
          [VALUE.title]: place.title,
          [VALUE.language]: place.language,
        },
      );
    });
  } catch (error) {
    return (await completeChapter(db, options)) ? { saved: true, within: "failed", error } : { saved: false };
  }
  const [row] = savedCountSchema.parse(rows);
  return row && row.saved > 0 ? { saved: true, within: "committed" } : null;
}

/** The update's placeholders (named apart from anything the writes could name). */
const VALUE = {
  content: "first_text_content",
  chapterId: "first_text_chapter_id",
  workerId: "first_text_worker_id",
  courseId: "first_text_course_id",
  moduleIndex: "first_text_module_index",
  position: "first_text_position",
  title: "first_text_title",
  language: "first_text_language",
} as const;

let update: SQL | undefined;

/** completeChapter's update of a first text at its place, returning what the writes read: built and rendered once. */
function firstTextUpdate(db: Database): SQL {
  if (update) return update;
  const value = (name: string) => sql`${sql.placeholder(name)}`;
  const built = db
    .update(chapters)
    .set(savedChapterColumns(value(VALUE.content)))
    .from(courses)
    .where(
      and(
        heldBy(value(VALUE.chapterId), value(VALUE.workerId)),
        isNull(chapters.content),
        eq(chapters.courseId, value(VALUE.courseId)),
        eq(chapters.moduleIndex, value(VALUE.moduleIndex)),
        eq(chapters.position, value(VALUE.position)),
        eq(chapters.title, value(VALUE.title)),
        eq(courses.id, chapters.courseId),
        eq(courses.language, value(VALUE.language)),
      ),
    )
    .returning({
      chapterId: sql`${chapters.id}`.as("chapter_id"),
      courseId: sql`${chapters.courseId}`.as("course_id"),
      ownerId: sql`${courses.ownerId}`.as("owner_id"),
    });
  return (update = renderedOnce(built.getSQL()));
}
