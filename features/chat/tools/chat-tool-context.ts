import { z } from "zod";
import type { CourseCitation } from "../lib/chat-schemas";

/** Searches one owner's courses and chapters (the app composes it from the courses feature). */
export type CourseLookup = (ownerId: string, query: string) => Promise<CourseCitation[]>;

/** What the chat agent passes its tools through `experimental_context`. */
const chatToolContextSchema = z.object({
  uiLocale: z.enum(["en", "zh"]),
  maskId: z.string(),
  /** The requesting browser; absent → course lookups find nothing. */
  ownerId: z.string().min(1).optional(),
});
export type ChatToolContext = z.infer<typeof chatToolContextSchema>;

export function chatToolContext(value: unknown): ChatToolContext {
  const parsed = chatToolContextSchema.safeParse(value);
  return parsed.success ? parsed.data : { uiLocale: "en", maskId: "default" };
}

/** The session's context message text the chat agent put in `experimental_context` (empty when absent). */
export function chatTurnContext(value: unknown): string {
  const text = (value as { turnContext?: unknown } | null)?.turnContext;
  return typeof text === "string" ? text : "";
}

/** Owner-scoped lookup that never fails the turn: trouble is logged and means "nothing found". */
export async function safeLookup(lookup: CourseLookup, ownerId: string | undefined, query: string): Promise<CourseCitation[]> {
  if (!ownerId) return [];
  try {
    return (await lookup(ownerId, query)).slice(0, 10);
  } catch (error) {
    console.error("[chat] course lookup failed:", error);
    return [];
  }
}
