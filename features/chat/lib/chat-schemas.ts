// zod/mini: the chat page's tool cards and stored records load these lazily (full zod would add ~32 KB gzip to
// those chunks). Nothing in the page's first load may import this module: take ids and limits from chat-limits.ts.
import * as z from "zod/mini";
import { optionAnswerSchema, optionListSchema } from "@/lib/ai/option-question/option-answer";
import { TUTOR_MODES } from "@/lib/ai/tutor-mode";
import { LEARNER_NOTE_MAX_LENGTH, MASK_IDS } from "./chat-limits";

export * from "./chat-limits";

/**
 * The tutor chat's contract, shared by the server (route, agent, tools) and the
 * browser (transport, persistence, tool cards).
 *
 *   POST /api/chat   ChatRequest → UI message stream (createAgentUIStreamResponse)
 *   errors: 400 malformed / unknown tools / forged outputs, 413 oversized, 415 non-JSON,
 *           429 rate limited (Retry-After header), all `{ error: { code, message } }`.
 */
export const maskIdSchema = z.enum(MASK_IDS);

/** A session's id as the browser keeps it (its IndexedDB key: any Unicode), trimmed. */
export const chatSessionIdSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

export const chatRequestSchema = z.object({
  /** The session id (IndexedDB key). */
  id: chatSessionIdSchema,
  messages: z.array(z.record(z.string(), z.unknown())).check(z.minLength(1), z.maxLength(600)),
  trigger: z.optional(z.enum(["submit-message", "regenerate-message"])),
  messageId: z.optional(z.string().check(z.maxLength(200))),
  /** Unknown or missing → the default mask (old sessions have none). */
  maskId: z.optional(z.string().check(z.maxLength(40))),
  /** The learner note kept with the session; the tutor reads it every turn. */
  note: z.optional(
    z.string().check(z.maxLength(LEARNER_NOTE_MAX_LENGTH, `The learner note is limited to ${LEARNER_NOTE_MAX_LENGTH} characters.`)),
  ),
  /** guided: a quiz's question is worked on the hint ladder (issue 26, the default); explain: the chat as it was. */
  mode: z.optional(z.enum(TUTOR_MODES)),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** Client-side tool (no execute): the loop stops; the browser answers with addToolOutput. */
export const offerOptionsInputSchema = z.object({
  question: text(120),
  options: optionListSchema,
  multiSelect: z.optional(z.boolean()),
});
export const offerOptionsOutputSchema = optionAnswerSchema({ textMax: 4000, skippable: false });
export type OfferOptionsOutput = z.infer<typeof offerOptionsOutputSchema>;

/** Streaming explanation sub-agent: `async*` execute yields these in order; the last is final. */
export const deepDiveInputSchema = z.object({
  topic: text(200).check(z.describe("What to explain in depth.")),
  question: z.optional(z.string().check(z.trim(), z.maxLength(500))).check(z.describe("The learner's specific question, if any.")),
});
export const deepDivePhaseSchema = z.enum(["started", "analyzing", "consulting", "complete"]);
export type DeepDivePhase = z.infer<typeof deepDivePhaseSchema>;
export const courseCitationSchema = z.object({
  courseId: z.string(),
  courseTitle: z.string(),
  chapterId: z.nullable(z.string()),
  chapterTitle: z.nullable(z.string()),
  href: z.string().check(z.startsWith("/courses/")),
  /** A course found by several of its chapters: each matching chapter, listed under the course once (./course-matches.ts). */
  chapters: z.optional(
    z
      .array(z.object({ chapterId: z.string(), chapterTitle: z.string(), href: z.string().check(z.startsWith("/courses/")) }))
      .check(z.maxLength(10)),
  ),
});
export type CourseCitation = z.infer<typeof courseCitationSchema>;
export const deepDiveOutputSchema = z.object({
  phase: deepDivePhaseSchema,
  /** The explanation so far (markdown); complete on the final output. */
  explanation: z.string().check(z.maxLength(20_000)),
  /** The learner's own courses consulted during the dive. */
  citations: z.array(courseCitationSchema).check(z.maxLength(10)),
});
export type DeepDiveOutput = z.infer<typeof deepDiveOutputSchema>;

/** Owner-scoped search over the learner's courses and chapters. */
export const lookupCoursesInputSchema = z.object({ query: text(200) });
export const lookupCoursesOutputSchema = z.object({
  matches: z.array(courseCitationSchema).check(z.maxLength(10)),
  /** When nothing matches: the learner's most recent courses, so "none of them" is said with the list in hand. */
  yourCourses: z.optional(z.array(courseCitationSchema).check(z.maxLength(10))),
});
export type LookupCoursesOutput = z.infer<typeof lookupCoursesOutputSchema>;

/** What the learner's own courses, learning files and sources say about a topic: passages to quote, with where they are. */
export const searchMyCoursesInputSchema = z.object({ topic: text(200) });
export const searchMyCoursesOutputSchema = z.object({
  passages: z
    .array(
      z.object({
        title: z.string(),
        href: z.string(),
        where: z.string(),
        text: z.string().check(z.maxLength(4000)),
        lines: z.optional(
          z.array(z.object({ n: z.int().check(z.minimum(1)), text: z.string().check(z.maxLength(400)) })).check(z.maxLength(40)),
        ),
      }),
    )
    .check(z.maxLength(6)),
  /**
   * The learner's courses about the topic, as "which of my courses covers it?" finds them: a reply that
   * found no line to quote says which courses are about it, never that none is.
   */
  courses: z.optional(z.array(courseCitationSchema).check(z.maxLength(10))),
});
export type SearchMyCoursesOutput = z.infer<typeof searchMyCoursesOutputSchema>;

/** Offers a button to /create?goal=… with the goal the learner discussed. */
export const startCourseInputSchema = z.object({ goal: text(300) });
export const startCourseOutputSchema = z.object({ goal: z.string(), href: z.string().check(z.startsWith("/create?goal=")) });

/** The tutor's short note about the learner (level, goals, difficulties); replaces the old note. */
export const updateLearnerNoteInputSchema = z.object({ note: text(LEARNER_NOTE_MAX_LENGTH) });
export const updateLearnerNoteOutputSchema = z.object({ note: z.string().check(z.maxLength(LEARNER_NOTE_MAX_LENGTH)) });
