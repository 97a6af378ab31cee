import { z } from "zod";
import { localeSchema } from "../lib/interview-schemas";

/** What the interview agent passes its tools through `experimental_context`. */
const interviewToolContextSchema = z.object({ locale: localeSchema });
export type InterviewToolContext = z.infer<typeof interviewToolContextSchema>;

export function interviewToolContext(value: unknown): InterviewToolContext {
  const parsed = interviewToolContextSchema.safeParse(value);
  return parsed.success ? parsed.data : { locale: "en" };
}
