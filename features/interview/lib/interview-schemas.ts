import { z } from "zod";
import { localeSchema } from "@/lib/i18n/locale";
import { learnerProfileSchema, courseOutlineSchema as sharedOutlineSchema } from "@/lib/course-outline";
import { profileFieldSchema } from "@/lib/learner-profile-fields";
import { MAX_OPTIONS, MIN_OPTIONS, OPTION_LABEL_MAX, optionAnswerSchema } from "@/lib/ai/option-question/option-answer";
import { materialCheckSchema } from "../contract";
import { isDontKnow } from "./placement";

/** The four learner dimensions (shared with courses), plus "general" for questions that fill none. */
export { PROFILE_FIELDS, profileFieldSchema, type ProfileField } from "@/lib/learner-profile-fields";

/** "placement": a placement question after the background (issue 24 item 5); it fills no profile dimension. */
export const targetFieldSchema = z.enum([...profileFieldSchema.options, "general", "placement"]);
export type TargetField = z.infer<typeof targetFieldSchema>;

const shortText = (max: number) => z.string().trim().min(1).max(max);

/** Facts the learner stated in their own words, so the tutor never asks for them again. */
export const notedFactsSchema = z
  .object({
    goal: shortText(300).optional(),
    background: shortText(300).optional(),
    targetOutcome: shortText(300).optional(),
    cognitiveStyle: shortText(300).optional(),
  })
  .strict();

/**
 * 2–4 options, or none: a question the learner answers in their own words (what a model
 * without tool calling asked in plain prose becomes, lib/ai/text-protocol/ and ./prose-question.ts).
 */
const questionOptionsSchema = z
  .array(z.string().trim().min(1).max(OPTION_LABEL_MAX))
  .max(MAX_OPTIONS)
  .refine((options) => options.length === 0 || options.length >= MIN_OPTIONS, { message: "Give 2-4 options (or none)." });

export const presentOptionsInputSchema = z.object({
  message: shortText(1200).describe(
    "What you say to the learner this turn: a short acknowledgement or insight, then the one question. Plain text.",
  ),
  question: shortText(80).describe("Card title: the question in a few words."),
  options: questionOptionsSchema.describe("2-4 concrete, distinct answers the learner can click."),
  targetField: targetFieldSchema.describe("Which profile dimension this question fills."),
  multiSelect: z.boolean().optional().describe("True when several answers may apply together."),
  allowSkip: z.boolean().optional().describe("True when the learner may skip this question."),
  noted: notedFactsSchema.optional().describe("Dimensions the learner already answered in their own words (so they are not asked again)."),
  placement: z
    .object({
      skill: shortText(120).describe("The concrete sub-skill or idea this placement question checks."),
      answer: shortText(120)
        .optional()
        .describe(
          "The exact correct option (kept with the question, graded by the app). Omit for a self-assessment, whose options run from most to least confident.",
        ),
    })
    .optional()
    .describe("Only with targetField 'placement'. The last option must be \"I don't know\" (我不知道 in Chinese)."),
});
export type PresentOptionsInput = z.infer<typeof presentOptionsInputSchema>;

/**
 * A placement card is only valid with its spec, an "I don't know" option, and a key that is one of
 * the other options: the check is graded in code against that key, so it must be there and checkable.
 */
export const placementCardSchema = presentOptionsInputSchema.superRefine((input, ctx) => {
  if (input.targetField !== "placement") return;
  if (!input.placement) ctx.addIssue({ code: "custom", path: ["placement"], message: "A placement question needs placement.skill." });
  if (!input.options.some(isDontKnow))
    ctx.addIssue({ code: "custom", path: ["options"], message: 'A placement question always offers "I don\'t know" (我不知道).' });
  const key = input.placement?.answer;
  if (key !== undefined && (!input.options.includes(key) || isDontKnow(key)))
    ctx.addIssue({
      code: "custom",
      path: ["placement", "answer"],
      message: 'placement.answer must be one of the options, and not "I don\'t know".',
    });
});

/**
 * The learner's answer, supplied by the browser through addToolOutput. Exactly one
 * of: options clicked, text typed instead, or skipped.
 */
export const presentOptionsOutputSchema = optionAnswerSchema({ textMax: 2000, skippable: true });
export type PresentOptionsOutput = z.infer<typeof presentOptionsOutputSchema>;

export const researchTopicInputSchema = z.object({
  topic: shortText(200).describe("The subject the learner wants to learn, in their words."),
  focus: shortText(200).optional().describe("A direction the learner chose, if any."),
});
export type ResearchTopicInput = z.infer<typeof researchTopicInputSchema>;

export const sourceSchema = z.object({ title: shortText(300), url: z.url().max(2000) });

const list = (maxItems: number, maxLength = 200) => z.array(shortText(maxLength)).max(maxItems);

/** What the research agent submits (its structured result). */
export const researchFindingsSchema = z.object({
  summary: shortText(1200).describe("What the field is and why people learn it, 2-4 sentences."),
  currentState: shortText(800).describe("The current state of the field: versions, tools, what changed recently."),
  trends: list(6).describe("Recent trends worth knowing."),
  learningPath: list(10).min(2).describe("The usual order of topics a learner goes through."),
  prerequisites: list(8).describe("What a learner should know first."),
  commonGoals: list(6).min(2).describe("What learners typically want to achieve."),
  sourceUrls: z.array(z.url().max(2000)).max(10).describe("URLs of search results you used (only ones returned by searchWeb)."),
});
export type ResearchFindings = z.infer<typeof researchFindingsSchema>;

/** The research brief as stored in the conversation (tool output of researchTopic). */
export const researchBriefSchema = researchFindingsSchema.omit({ sourceUrls: true }).extend({
  topic: shortText(200),
  webAccess: z.boolean(),
  sources: z.array(sourceSchema).max(10),
  /** The learner's attached documents the brief was written from (absent without material). */
  material: z
    .array(z.object({ id: shortText(100), title: shortText(300) }))
    .max(3)
    .optional(),
  /** Terms the attached documents define, read by code from their text (for placement questions). */
  checks: z.array(materialCheckSchema).max(5).optional(),
  /** The topic is the attached document's own title: it is the course's subject whatever the learner named. */
  subjectFromDocument: z.literal(true).optional(),
});
export type ResearchBrief = z.infer<typeof researchBriefSchema>;

export const designCurriculumInputSchema = z.object({
  emphasis: z
    .string()
    .trim()
    .max(600)
    .optional()
    .describe("Anything from the conversation the designer should weigh that the profile does not say."),
});
export type DesignCurriculumInput = z.infer<typeof designCurriculumInputSchema>;

// The outline is shared with the courses feature, so it is defined in lib/.

/**
 * What the outline card needs to save the outline again when saving it failed
 * (the database was down): who it was designed for. The outline is the rest of the output.
 */
export const unsavedDraftSchema = z.object({
  interviewId: z.string().min(1).max(100),
  goal: z.string().min(1).max(2000),
  language: localeSchema,
  profile: learnerProfileSchema,
});
export type UnsavedDraft = z.infer<typeof unsavedDraftSchema>;

/**
 * designCurriculum's output: the outline, plus the id it was saved under when
 * the app keeps it — or, when saving failed, what the card needs to offer Retry.
 */
export const designedOutlineSchema = sharedOutlineSchema.extend({
  courseId: z.string().min(1).max(100).optional(),
  unsaved: unsavedDraftSchema.optional(),
  /** Set when the offline stand-in designed it because the model would not (lib/ai/text-protocol/). */
  standIn: z.literal(true).optional(),
});
export type DesignedOutline = z.infer<typeof designedOutlineSchema>;

export { courseOutlineSchema, difficultySchema, outlineChapterSchema, outlineModuleSchema, type CourseOutline } from "@/lib/course-outline";
