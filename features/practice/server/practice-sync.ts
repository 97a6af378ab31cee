import "server-only";
import { takenPrompts } from "../data/course-prompts";
import { withCourseWriteLock } from "@/lib/course-scope/course-write-lock";
import type { LanguageModel } from "ai";
import { chapterFilePath } from "@/lib/course-scope/chapter-file-path";
import { courseChapters } from "@/lib/course-scope/course-chapters";
import { courseOwnerOf, readOwnedCourse } from "@/lib/course-scope/owned-course";
import type { Database } from "@/lib/db/client";
import type { PracticeSource } from "../contract";
import { writeChapterQuestions } from "../agents/question-writer-agent";
import { chapterHash, madeChapterHashes, replaceChapterQuestions, type StoreOutcome } from "../data/practice-writes";
import { chapterLines } from "../lib/citation-check";
import { QuestionSet } from "../lib/question-set";
import { definedTerms, makeOfflineQuestions, type ChapterText } from "../offline/question-maker";

/**
 * Makes sure every written chapter of a course has questions for its current text: a chapter
 * without any gets them, a rewritten one gets new ones (its old ones go stale). Here they are made
 * by the offline maker from the chapter text itself; the course model makes them when the chapter
 * is written (makeWrittenChapterQuestions with a model). Runs before the course's practice is read,
 * so a course written before practice existed, or a hook that failed, still gets its questions.
 * `chapterId` narrows it to one chapter. Returns what was stored, by chapter.
 */
export async function syncCoursePractice(
  db: Database,
  ownerId: string,
  courseId: string,
  chapterId?: string,
): Promise<Map<string, StoreOutcome>> {
  const [{ course, texts }, made] = await Promise.all([courseTexts(db, ownerId, courseId), madeChapterHashes(db, ownerId, courseId)]);
  const outcomes = new Map<string, StoreOutcome>();
  const pending = texts.filter(
    ({ id, text }) => (chapterId === undefined || id === chapterId) && !made.get(id)?.has(chapterHash(text.content)),
  );
  if (pending.length === 0) return outcomes;
  // Each chapter's terms read once: the others' are its distractors of last resort.
  const terms = new Map(texts.map(({ id, text }) => [id, definedTerms(text)]));
  for (const { id, text } of pending) {
    const drafts = makeOfflineQuestions(course.language, text, distractorsFor(texts, terms, id));
    // Nothing to make and nothing older to retire: no need to lock the course for it.
    if (drafts.length === 0 && !made.has(id)) continue;
    const outcome = await replaceChapterQuestions(db, {
      ownerId,
      courseId,
      chapterId: id,
      language: course.language,
      path: text.path,
      content: text.content,
      source: "offline",
      drafts,
    });
    // The offline maker's questions are meant to pass the check: a refusal is a bug to see in the log.
    if (outcome.refused.length > 0) console.warn(`[practice] ${text.path}: ${outcome.refused.length} question(s) refused`, outcome.refused);
    outcomes.set(id, outcome);
  }
  return outcomes;
}

type CourseText = { id: string; text: ChapterText };

async function courseTexts(db: Database, ownerId: string, courseId: string) {
  const [course, chapters] = await Promise.all([readOwnedCourse(db, ownerId, courseId), courseChapters(db, courseId)]);
  const texts: CourseText[] = chapters
    .filter((chapter) => chapter.content)
    .map((chapter) => ({
      id: chapter.id,
      text: {
        path: chapterFilePath(chapter.moduleIndex, chapter.position, chapter.title),
        title: chapter.title,
        content: chapter.content!,
      },
    }));
  return { course, texts };
}

function distractorsFor(texts: readonly CourseText[], terms: Map<string, ReturnType<typeof definedTerms>>, chapterId: string) {
  return texts.filter((other) => other.id !== chapterId).flatMap((other) => terms.get(other.id) ?? []);
}

export interface ChapterQuestionOptions {
  /** The course model; absent (no key) → the offline maker. */
  model?: LanguageModel;
  log?: (message: string, error?: unknown) => void;
}

const defaultLog = (message: string, error?: unknown) => console.warn(`[practice] ${message}`, ...(error === undefined ? [] : [error]));

/**
 * The generation worker's hook: a chapter was just written (or rewritten); make its questions. With
 * a model, the course model makes them through its tool (each checked against the lines it cites);
 * when it fails after its retry, or leaves the set short of 4 questions of three kinds, the offline
 * maker makes or tops up the rest, each question stored with the source that made it. Without one,
 * the offline maker makes them all. No "already made?" read first: the store's transaction decides.
 */
export async function makeWrittenChapterQuestions(
  db: Database,
  ids: { courseId: string; chapterId: string },
  options: ChapterQuestionOptions = {},
): Promise<StoreOutcome | null> {
  const ownerId = await courseOwnerOf(db, ids.courseId);
  if (ownerId === null) return null; // the course was deleted meanwhile
  const log = options.log ?? defaultLog;
  const { course, texts } = await courseTexts(db, ownerId, ids.courseId);
  const own = texts.find((text) => text.id === ids.chapterId);
  if (!own) return null;
  const { text } = own;
  const lines = chapterLines(text.content);
  const set = options.model
    ? await writeChapterQuestions({ model: options.model, language: course.language, ...text }).catch((error: unknown) => {
        log(`${text.path}: the course model made no questions; the offline maker makes them`, error);
        return new QuestionSet<"generated">(lines);
      })
    : new QuestionSet<"generated">(lines);
  const made = set as QuestionSet<PracticeSource>;
  // The top-up reads what the course asks and stores its choice holding the course's write lock, as a
  // first text's save does: a chapter whose save stored no questions (it failed, under load) cannot pick
  // what a chapter saved at the same instant picks. The model's call above runs outside it.
  return withCourseWriteLock(db, ids.courseId, async (locked) => {
    if (!made.complete()) {
      const terms = new Map(texts.map(({ id, text: other }) => [id, definedTerms(other)]));
      // What the course's other chapters ask already is left to them (offline/fresh-questions).
      const taken = await takenPrompts(locked, { courseId: ids.courseId, chapterId: own.id });
      const offline = makeOfflineQuestions(course.language, text, distractorsFor(texts, terms, own.id), taken);
      // No model, or one that kept nothing: the offline maker's whole set; else only what completes the model's.
      if (made.kept.length === 0) for (const draft of offline) made.offer(draft, "offline");
      else made.fill(offline, "offline");
    }
    const generated = made.kept.some((kept) => kept.tag === "generated");
    // Nothing to store: the check (in the store) still retires an older text's questions.
    return replaceChapterQuestions(locked, {
      ownerId,
      courseId: ids.courseId,
      chapterId: own.id,
      language: course.language,
      path: text.path,
      content: text.content,
      source: generated ? "generated" : "offline",
      drafts: made.kept.map(({ draft, tag }) => ({ ...draft, source: tag })),
    });
  });
}
