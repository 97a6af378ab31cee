/**
 * Shared test fixtures (imported by *.test.ts only). Tests use the app's real zod
 * schemas so the offline model is checked against exactly what the app validates.
 */
import {
  courseOutlineSchema,
  designCurriculumInputSchema,
  presentOptionsInputSchema,
  researchFindingsSchema,
  researchTopicInputSchema,
} from "@/features/interview/lib/interview-schemas";
import { tool } from "ai";
import { z } from "zod";
import {
  BLOCK,
  type CompactResearchBrief,
  type CurriculumRequestBlock,
  type InterviewStateBlock,
  type ResearchRequestBlock,
} from "@/features/interview/contract";
import { renderBlock } from "@/lib/ai/prompt-blocks";

export { courseOutlineSchema, designCurriculumInputSchema, presentOptionsInputSchema, researchFindingsSchema, researchTopicInputSchema };

export const searchWebInputSchema = z.object({ query: z.string().trim().min(1).max(300) });

/** Interview tools without execute: the test decides what each call returns. */
export function interviewTools() {
  return {
    presentOptions: tool({ inputSchema: presentOptionsInputSchema }),
    researchTopic: tool({ inputSchema: researchTopicInputSchema }),
    designCurriculum: tool({ inputSchema: designCurriculumInputSchema }),
  };
}

export function researchTools() {
  return {
    searchWeb: tool({ inputSchema: searchWebInputSchema }),
    submitBrief: tool({ inputSchema: researchFindingsSchema }),
  };
}

/** The research agent as configured when no search provider exists. */
export function briefOnlyTools() {
  return { submitBrief: tool({ inputSchema: researchFindingsSchema }) };
}

export function designerTools() {
  return { submitOutline: tool({ inputSchema: courseOutlineSchema }) };
}

export function interviewState(overrides: Partial<InterviewStateBlock> = {}): InterviewStateBlock {
  const known = { goal: null, background: null, targetOutcome: null, cognitiveStyle: null, ...overrides.known };
  const missing = (Object.keys(known) as (keyof typeof known)[]).filter((field) => known[field] === null);
  return {
    language: "en",
    topic: "Kubernetes",
    missing,
    nextField: missing[0] ?? null,
    lastAnswer: null,
    researched: false,
    phase: "interviewing",
    ...overrides,
    known,
  };
}

export function interviewSystem(state: InterviewStateBlock): string {
  return `You are the NexusNote interviewer.\n${renderBlock(BLOCK.interviewState, state)}`;
}

export function researchSystem(request: ResearchRequestBlock): string {
  return `You research a topic for a learner.\n${renderBlock(BLOCK.researchRequest, request)}`;
}

export function curriculumSystem(request: CurriculumRequestBlock): string {
  return `You design a course outline.\n${renderBlock(BLOCK.curriculumRequest, request)}`;
}

export const kubernetesBrief: CompactResearchBrief = {
  topic: "Kubernetes",
  webAccess: true,
  sourceCount: 2,
  summary: "Kubernetes orchestrates containers across a cluster.",
  currentState: "Managed Kubernetes services are common.",
  trends: ["GitOps workflows", "Platform engineering"],
  learningPath: ["Containers and images", "Pods and Deployments", "Services and networking", "Helm and GitOps", "Operating a cluster"],
  prerequisites: ["Docker containers", "Linux command line"],
  commonGoals: ["Deploy my own app to a cluster", "Pass the CKA exam", "Run Kubernetes at work"],
};

/** A tool call followed by its result, as the app replays them in the message history. */
export function toolExchange(toolName: string, input: unknown, output: unknown, toolCallId = `${toolName}-1`) {
  return [
    { role: "assistant" as const, content: [{ type: "tool-call" as const, toolCallId, toolName, input }] },
    {
      role: "tool" as const,
      content: [{ type: "tool-result" as const, toolCallId, toolName, output: { type: "json" as const, value: output as never } }],
    },
  ];
}

export const CJK = /[\u3400-\u9fff]/;
