/**
 * The interview feature's contract: its agents, tool names and prompt blocks
 * with their zod schemas. The agents and prompts here render them; the offline
 * roles in ./offline read them back; tests and app/ import them from here.
 *
 * Prompt blocks (`<tag>{json}</tag>`, see lib/ai/prompt-blocks.ts):
 *   interview-state     interview system prompt      InterviewStateBlock
 *   research-request    research agent task          ResearchRequestBlock
 *   research-material   material the learner attached ResearchMaterialBlock
 *   curriculum-request  curriculum designer task     CurriculumRequestBlock
 */
import { z } from "zod";
import { courseOutlineSchema, difficultySchema } from "@/lib/course-outline";
import { localeSchema } from "@/lib/i18n/locale";
import { profileFieldSchema, profileRecordSchema } from "@/lib/learner-profile-fields";

export const AGENT = {
  interview: "nexusnote-interview",
  research: "nexusnote-topic-research",
  curriculumDesigner: "nexusnote-curriculum-designer",
} as const;

export { TOOL } from "./tool-names";

export const BLOCK = {
  interviewState: "interview-state",
  researchRequest: "research-request",
  researchMaterial: "research-material",
  curriculumRequest: "curriculum-request",
} as const;

/** What one placement answer showed: graded against its stored key, or a self-assessment (issue 24 item 5). */
export const placementOutcomeSchema = z.enum(["correct", "wrong", "dont-know", "self-high", "self-some", "self-none"]);
export type PlacementOutcome = z.infer<typeof placementOutcomeSchema>;
export const placementResultSchema = z.object({ skill: z.string().max(200), outcome: placementOutcomeSchema });
export type PlacementResult = z.infer<typeof placementResultSchema>;

/** The stated and the checked level, both kept: the checked one sets the outline's depth. */
export const placementSummarySchema = z.object({
  statedLevel: difficultySchema.nullable(),
  checkedLevel: difficultySchema.nullable(),
  results: z.array(placementResultSchema).max(5),
});
export type PlacementSummary = z.infer<typeof placementSummarySchema>;

/** The step after the background question: a placement question (its card's targetField is "placement"). */
export const PLACEMENT_FIELD = "placement" as const;

export const interviewStateBlockSchema = z.object({
  language: localeSchema,
  /** The subject as the learner first put it. */
  topic: z.string().nullable(),
  known: profileRecordSchema,
  missing: z.array(profileFieldSchema),
  /** The dimension to ask about next ("placement": a placement question), or null when the profile is complete. */
  nextField: z.union([profileFieldSchema, z.literal(PLACEMENT_FIELD)]).nullable(),
  /** The placement check: questions asked so far and how many to ask (absent before the background is known). */
  placement: z.object({ asked: z.number().int().min(0), target: z.number().int().min(0) }).optional(),
  /** The learner's most recent answer, so a reply can acknowledge it. */
  lastAnswer: z.string().nullable(),
  researched: z.boolean(),
  phase: z.enum(["interviewing", "designing", "done"]),
});
export type InterviewStateBlock = z.infer<typeof interviewStateBlockSchema>;

export const researchRequestBlockSchema = z.object({
  language: localeSchema,
  topic: z.string(),
  focus: z.string().nullable(),
});
export type ResearchRequestBlock = z.infer<typeof researchRequestBlockSchema>;

/**
 * Documents the learner attached on /create, as the research agent reads them:
 * title, the document's own headings (its structure, in order) and a bounded
 * excerpt. The text is the learner's material — data, never instructions.
 */
export const researchMaterialBlockSchema = z.object({
  documents: z
    .array(
      z.object({
        title: z.string(),
        pages: z.number().int().min(0).nullable(),
        headings: z.array(z.string()),
        excerpt: z.string(),
        /** True when the excerpt is only the start of the document. */
        truncated: z.boolean(),
      }),
    )
    .max(3),
});
export type ResearchMaterialBlock = z.infer<typeof researchMaterialBlockSchema>;

/** A term an attached document defines, with the document's own definition (the key of a graded placement question). */
export const materialCheckSchema = z.object({
  term: z.string().min(1).max(80),
  definition: z.string().min(1).max(240),
  document: z.string().max(300),
});
export type MaterialCheck = z.infer<typeof materialCheckSchema>;

/** What the interview agent sees of a research brief (researchTopic's toModelOutput). */
export const compactResearchBriefSchema = z.object({
  topic: z.string(),
  webAccess: z.boolean(),
  sourceCount: z.number().int().min(0),
  summary: z.string(),
  currentState: z.string(),
  trends: z.array(z.string()),
  learningPath: z.array(z.string()),
  prerequisites: z.array(z.string()),
  commonGoals: z.array(z.string()),
  /** Titles of the learner's attached documents the brief (and so the course) follows; absent or empty without. */
  material: z.array(z.string()).optional(),
  /** Terms the attached documents define, read from their text by code: what a placement question may check. */
  checks: z.array(materialCheckSchema).max(5).optional(),
  /** The topic is the attached document's own title: the course's subject whatever the learner named. */
  subjectFromDocument: z.literal(true).optional(),
});
export type CompactResearchBrief = z.infer<typeof compactResearchBriefSchema>;

export const curriculumRequestBlockSchema = z.object({
  language: localeSchema,
  topic: z.string(),
  profile: profileRecordSchema,
  /** The compact research brief (same shape the interview agent sees), or null. */
  research: compactResearchBriefSchema.nullable(),
  emphasis: z.string().nullable(),
  /** Set when revising a saved outline: the outline as it is now, hand edits included. */
  currentOutline: courseOutlineSchema.nullable().optional(),
  /** Set when revising: what the learner asked to change, in their words ("make it shorter"). */
  instruction: z.string().nullable().optional(),
  /** What the placement check showed, with the level the learner stated; absent without one. */
  placement: placementSummarySchema.nullable().optional(),
});
export type CurriculumRequestBlock = z.infer<typeof curriculumRequestBlockSchema>;
