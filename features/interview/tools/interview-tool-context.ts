import { z } from "zod";
import { localeSchema } from "@/lib/i18n/locale";
import type { SaveOutline } from "../lib/outline-draft";
import type { LoadMaterial } from "../lib/research-material";

/**
 * What the interview agent gives its tools (AI SDK 7: each tool's `contextSchema`,
 * filled from `toolsContext` by the agent's prepareCall and checked by the SDK
 * before the tool runs) and its own prepareStep (`runtimeContext`).
 */
export const interviewToolContextSchema = z.object({
  locale: localeSchema,
  /** The interview's id (the request's `id`): outlines saved from it update one draft. */
  interviewId: z.string().min(1).max(100).optional(),
  /** Keeps a designed outline (the app wires in the courses feature); absent → nothing is saved. */
  saveOutline: z.custom<SaveOutline>((value) => typeof value === "function").optional(),
  /** Reads the documents the learner attached to this interview (the app wires it); absent → research without material. */
  loadMaterial: z.custom<LoadMaterial>((value) => typeof value === "function").optional(),
});
export type InterviewToolContext = z.infer<typeof interviewToolContextSchema>;

/** Until prepareCall builds a request's own: the English UI, nothing saved, no material. */
export const DEFAULT_INTERVIEW_TOOL_CONTEXT: InterviewToolContext = { locale: "en" };

export function buildInterviewToolContext(options: InterviewToolContext): InterviewToolContext {
  return {
    locale: options.locale,
    interviewId: options.interviewId,
    saveOutline: options.saveOutline,
    loadMaterial: options.loadMaterial,
  };
}
