import { z } from "zod";
import { optionAnswerSchema, optionListSchema } from "@/lib/ai/option-question/option-answer";

/**
 * The tutor chat's contract, shared by the server (route, agent, tools) and the
 * browser (transport, persistence, tool cards).
 *
 *   POST /api/chat   ChatRequest → UI message stream (createAgentUIStreamResponse)
 *   errors: 400 malformed / unknown tools / forged outputs, 413 oversized, 415 non-JSON,
 *           429 rate limited (Retry-After header), all `{ error: { code, message } }`.
 */
export const MASK_IDS = ["default", "blunt", "warm", "rational", "chameleon"] as const;
export const maskIdSchema = z.enum(MASK_IDS);
export type MaskId = z.infer<typeof maskIdSchema>;
export const DEFAULT_MASK_ID: MaskId = "default";

export const LEARNER_NOTE_MAX_LENGTH = 2000;
export const CHAT_BODY_LIMIT_BYTES = 768 * 1024;
export const MAX_CHAT_TEXT_LENGTH = 8000;

export const chatRequestSchema = z.object({
  /** The session id (IndexedDB key). */
  id: z.string().trim().min(1).max(100),
  messages: z.array(z.record(z.string(), z.unknown())).min(1).max(600),
  trigger: z.enum(["submit-message", "regenerate-message"]).optional(),
  messageId: z.string().max(200).optional(),
  /** Unknown or missing → the default mask (old sessions have none). */
  maskId: z.string().max(40).optional(),
  /** The learner note kept with the session; the tutor reads it every turn. */
  note: z.string().max(LEARNER_NOTE_MAX_LENGTH, `The learner note is limited to ${LEARNER_NOTE_MAX_LENGTH} characters.`).optional(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

const text = (max: number) => z.string().trim().min(1).max(max);

/** Client-side tool (no execute): the loop stops; the browser answers with addToolOutput. */
export const offerOptionsInputSchema = z.object({
  question: text(120),
  options: optionListSchema,
  multiSelect: z.boolean().optional(),
});
export const offerOptionsOutputSchema = optionAnswerSchema({ textMax: 4000, skippable: false });
export type OfferOptionsOutput = z.infer<typeof offerOptionsOutputSchema>;

/** Streaming explanation sub-agent: `async*` execute yields these in order; the last is final. */
export const deepDiveInputSchema = z.object({
  topic: text(200).describe("What to explain in depth."),
  question: z.string().trim().max(500).optional().describe("The learner's specific question, if any."),
});
export const deepDivePhaseSchema = z.enum(["started", "analyzing", "consulting", "complete"]);
export type DeepDivePhase = z.infer<typeof deepDivePhaseSchema>;
export const courseCitationSchema = z.object({
  courseId: z.string(),
  courseTitle: z.string(),
  chapterId: z.string().nullable(),
  chapterTitle: z.string().nullable(),
  href: z.string().startsWith("/courses/"),
});
export type CourseCitation = z.infer<typeof courseCitationSchema>;
export const deepDiveOutputSchema = z.object({
  phase: deepDivePhaseSchema,
  /** The explanation so far (markdown); complete on the final output. */
  explanation: z.string().max(20_000),
  /** The learner's own courses consulted during the dive. */
  citations: z.array(courseCitationSchema).max(10),
});
export type DeepDiveOutput = z.infer<typeof deepDiveOutputSchema>;

/** Owner-scoped search over the learner's courses and chapters. */
export const lookupCoursesInputSchema = z.object({ query: text(200) });
export const lookupCoursesOutputSchema = z.object({ matches: z.array(courseCitationSchema).max(10) });
export type LookupCoursesOutput = z.infer<typeof lookupCoursesOutputSchema>;

/** Offers a button to /create?goal=… with the goal the learner discussed. */
export const startCourseInputSchema = z.object({ goal: text(300) });
export const startCourseOutputSchema = z.object({ goal: z.string(), href: z.string().startsWith("/create?goal=") });

/** The tutor's short note about the learner (level, goals, difficulties); replaces the old note. */
export const updateLearnerNoteInputSchema = z.object({ note: text(LEARNER_NOTE_MAX_LENGTH) });
export const updateLearnerNoteOutputSchema = z.object({ note: z.string().max(LEARNER_NOTE_MAX_LENGTH) });
