import { z } from "zod";
import { localeSchema } from "@/lib/i18n/locale";
import type { GroundPassage } from "../contract";
import type { CourseCitation } from "../lib/chat-schemas";

/** Searches one owner's courses and chapters (the app composes it from the courses feature); "" lists the most recent. */
export type CourseLookup = (ownerId: string, query: string) => Promise<CourseCitation[]>;

/** What one owner's courses and sources say about a topic (the app composes it from the courses and sources features). */
export type TopicGrounding = (ownerId: string, topic: string) => Promise<GroundPassage[]>;

/** A grounding that never fails the turn: trouble is logged and means "nothing found". */
export async function safeGrounding(ground: TopicGrounding, ownerId: string | undefined, topic: string): Promise<GroundPassage[]> {
  if (!ownerId) return [];
  try {
    return (await ground(ownerId, topic)).slice(0, 6);
  } catch (error) {
    console.error("[chat] topic grounding failed:", error);
    return [];
  }
}

/**
 * What the chat agent gives its course tools (AI SDK 7: each tool's `contextSchema`,
 * filled from `toolsContext` by the agent's prepareCall and checked by the SDK
 * before the tool runs).
 */
export const chatToolContextSchema = z.object({
  uiLocale: localeSchema,
  maskId: z.string(),
  /** The requesting browser; absent → course lookups find nothing. */
  ownerId: z.string().min(1).optional(),
});
export type ChatToolContext = z.infer<typeof chatToolContextSchema>;

/** Until prepareCall builds a request's own: the English UI, the default mask, no owner (lookups find nothing). */
export const DEFAULT_CHAT_TOOL_CONTEXT: ChatToolContext = { uiLocale: "en", maskId: "default" };

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
