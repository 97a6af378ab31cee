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
import { courseOutlineSchema } from "@/lib/course-outline";
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

export const interviewStateBlockSchema = z.object({
  language: localeSchema,
  /** The subject as the learner first put it. */
  topic: z.string().nullable(),
  known: profileRecordSchema,
  missing: z.array(profileFieldSchema),
  /** The dimension to ask about next, or null when the profile is complete. */
  nextField: profileFieldSchema.nullable(),
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
});
export type CurriculumRequestBlock = z.infer<typeof curriculumRequestBlockSchema>;
