/**
 * The courses feature's contract: the chapter writer agent, its tool and its
 * prompt block with their zod schemas (the agent and prompt render them; the
 * offline chapter writer in ./offline reads them back), and the courses HTTP
 * API's bodies and replies, shared by the route handlers (which parse requests
 * and build responses), the data/ modules (which build them) and the pages
 * (which parse responses, loading this module only once there is an answer:
 * browser code imports its types alone, see api/response-schemas.ts).
 *
 * Prompt block (`<tag>{json}</tag>`, see lib/ai/prompt-blocks.ts):
 *   chapter-request   chapter writer task   ChapterRequestBlock (without its material)
 *   chapter-material  the learner's passages for it   ChapterPassage[]
 */
import { z } from "zod";
import { courseOutlineSchema, difficultySchema, learnerProfileSchema } from "@/lib/course-outline";
import { localeSchema } from "@/lib/i18n/locale";
import { profileRecordSchema } from "@/lib/learner-profile-fields";
import { storedInt, storedText } from "@/lib/stored-text";

export const AGENT = {
  chapterWriter: "nexusnote-chapter-writer",
} as const;

export const TOOL = {
  saveChapter: "saveChapter",
} as const;

export const BLOCK = {
  chapterRequest: "chapter-request",
  /** The learner's passages for the chapter (ChapterPassage[]), apart from the task: material, never instructions. */
  chapterMaterial: "chapter-material",
} as const;

/**
 * A passage of the learner's own material (a source of the course) relevant to one chapter, found
 * by the sources' search (wired by app/_compose). Material, never instructions.
 */
export const chapterPassageSchema = z.object({
  ref: z.string().regex(/^S\d+$/),
  title: z.string(),
  lineStart: z.number().int().min(1),
  lineEnd: z.number().int().min(1),
  pageStart: z.number().int().min(1).nullable(),
  pageEnd: z.number().int().min(1).nullable(),
  text: z.string(),
});
export type ChapterPassage = z.infer<typeof chapterPassageSchema>;

/** Everything the chapter writer needs to write one chapter of a confirmed course. */
export const chapterRequestBlockSchema = z.object({
  language: localeSchema,
  /** The course's subject ("Git", a document's title), as the interview stored it. */
  topic: z.string(),
  /**
   * The learner's own words that started the course ("build a course from this document, …"): what
   * says a course is made from their document once its topic is the document's subject.
   */
  learnerWords: z.string().optional(),
  courseTitle: z.string(),
  difficulty: difficultySchema,
  profile: profileRecordSchema,
  /** The level the learner stated in their own words ("new to", "从零"), as the interview read it; null when none. */
  statedLevel: difficultySchema.nullable().optional(),
  moduleTitle: z.string(),
  /** 1-based, across the whole course. */
  chapterNumber: z.number().int(),
  chapterCount: z.number().int(),
  title: z.string(),
  objective: z.string(),
  snippet: z.string().nullable(),
  minutes: z.number(),
  /** Neighbours in outline order, so the chapter links into the course; null at either end. */
  previousTitle: z.string().nullable(),
  nextTitle: z.string().nullable(),
  /** The learner's reason when they asked for this chapter to be rewritten ("too easy", "more examples"). */
  rewriteReason: z.string().nullable(),
  /** The learner's material for this chapter (a few passages); absent or empty when the course has none on it. */
  material: z.array(chapterPassageSchema).optional(),
});
export type ChapterRequestBlock = z.infer<typeof chapterRequestBlockSchema>;

/**
 * The courses HTTP API:
 *
 *   GET    /api/courses                                   → CourseListResponse
 *   GET    /api/courses/:id                               → CourseResponse
 *   PUT    /api/courses/:id/outline        OutlineEditRequest   → CourseResponse | 409 conflict (details.course)
 *   POST   /api/courses/:id/regenerate     RegenerateRequest    → CourseResponse (draft only)
 *   POST   /api/courses/:id/confirm                       → 202 CourseResponse (idempotent)
 *   DELETE /api/courses/:id                               → 204
 *   GET    /api/courses/:id/chapters/:chapterId           → ChapterResponse
 *   POST   /api/courses/:id/chapters/:chapterId/retry     → 202 ChapterResponse (failed chapters)
 *   POST   /api/courses/:id/chapters/:chapterId/rewrite  RewriteRequest → 202 ChapterResponse (done chapters)
 *
 * Errors are `{ error: { code, message, details? } }` with the HTTP status of lib/errors.
 * Every route is scoped to the guest cookie's owner: another owner's id is a 404.
 */
export const courseStatusSchema = z.enum(["draft", "generating", "ready", "failed"]);
export type CourseStatus = z.infer<typeof courseStatusSchema>;

export const chapterStatusSchema = z.enum(["queued", "writing", "done", "failed"]);
export type ChapterStatus = z.infer<typeof chapterStatusSchema>;

export const chapterSummarySchema = z.object({
  id: z.string(),
  moduleIndex: z.number().int().min(0),
  position: z.number().int().min(0),
  moduleTitle: z.string(),
  title: z.string(),
  objective: z.string(),
  minutes: z.number().int(),
  status: chapterStatusSchema,
  attempts: z.number().int().min(0),
  /** A safe, human reason when status is failed. */
  lastError: z.string().nullable(),
  /** Set while a rewrite the learner asked for is pending. */
  rewriteReason: z.string().nullable(),
  hasContent: z.boolean(),
  /** When the learner marked it read; null while unread. */
  readAt: z.iso.datetime().nullable(),
});
export type ChapterSummary = z.infer<typeof chapterSummarySchema>;

export const courseSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  goal: z.string(),
  language: localeSchema,
  status: courseStatusSchema,
  difficulty: z.enum(["beginner", "intermediate", "advanced"]),
  estimatedMinutes: z.number().int(),
  chapterCount: z.number().int(),
  doneCount: z.number().int(),
  failedCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

export const courseDetailSchema = courseSummarySchema.extend({
  revision: z.number().int().min(1),
  outline: courseOutlineSchema,
  profile: learnerProfileSchema,
  /** Empty while the course is a draft; one per outline chapter once confirmed. */
  chapters: z.array(chapterSummarySchema),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

export const courseListResponseSchema = z.object({ courses: z.array(courseSummarySchema) });
export const courseResponseSchema = z.object({ course: courseDetailSchema });
export const chapterResponseSchema = z.object({
  chapter: chapterSummarySchema.extend({ content: z.string().nullable() }),
});

export const outlineEditRequestSchema = z.object({
  outline: courseOutlineSchema,
  /** The revision the edit was made on; a stale one gets 409 with the current course. */
  revision: storedInt(1),
});
export const regenerateRequestSchema = z.object({
  instruction: storedText({ max: 1000, min: 1, multiline: true }),
  /** The outline as the learner sees it (may include unsaved hand edits to keep). */
  revision: storedInt(1),
});
export const rewriteRequestSchema = z.object({ reason: storedText({ max: 500, min: 1, multiline: true }) });
/** PUT /api/courses/:id/chapters/:chapterId/read: true marks the chapter read, false unread again. */
export const chapterReadRequestSchema = z.strictObject({ read: z.boolean() });

/** The largest body any courses route accepts. */
export const COURSES_BODY_LIMIT_BYTES = 256 * 1024;
