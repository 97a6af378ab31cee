import { z } from "zod";
import { localeSchema } from "../lib/interview-schemas";
import type { SaveOutline } from "../lib/outline-draft";
import type { LoadMaterial } from "../lib/research-material";

/** What the interview agent passes its tools through `experimental_context`. */
const interviewToolContextSchema = z.object({
  locale: localeSchema,
  /** The interview's id (the request's `id`): outlines saved from it update one draft. */
  interviewId: z.string().min(1).max(100).optional(),
  /** Keeps a designed outline (the app wires in the courses feature); absent → nothing is saved. */
  saveOutline: z.custom<SaveOutline>((value) => typeof value === "function").optional(),
  /** Reads the documents the learner attached to this interview (the app wires it); absent → research without material. */
  loadMaterial: z.custom<LoadMaterial>((value) => typeof value === "function").optional(),
});
export type InterviewToolContext = z.infer<typeof interviewToolContextSchema>;

/**
 * Contexts built by the agent's prepareCall from call options the agent has
 * already validated (its callOptionsSchema, once per request): reading one back
 * on every step and in every tool needs no second zod pass over the same values.
 */
const built = new WeakSet<object>();

export function buildInterviewToolContext(options: InterviewToolContext): InterviewToolContext {
  const context: InterviewToolContext = {
    locale: options.locale,
    interviewId: options.interviewId,
    saveOutline: options.saveOutline,
    loadMaterial: options.loadMaterial,
  };
  built.add(context);
  return context;
}

export function interviewToolContext(value: unknown): InterviewToolContext {
  if (typeof value === "object" && value !== null && built.has(value)) return value as InterviewToolContext;
  const parsed = interviewToolContextSchema.safeParse(value);
  return parsed.success ? parsed.data : { locale: "en" };
}
