/**
 * The tutor chat's contract: its agents, tool names and prompt blocks with their
 * zod schemas. The agent and prompts render them; the offline chat tutor in
 * ./offline reads them back.
 *
 * Prompt blocks (`<tag>{json}</tag>`, see lib/ai/prompt-blocks.ts):
 *   chat-context        chat system prompt        ChatContextBlock
 *   deep-dive-request   deep-dive sub-agent task  DeepDiveRequestBlock
 */
import { z } from "zod";
import { localeSchema } from "@/lib/i18n/locale";

export const AGENT = {
  chat: "nexusnote-chat",
  deepDive: "nexusnote-deep-dive",
} as const;

export { CHAT_TOOL } from "./tool-names";

export const BLOCK = {
  chatContext: "chat-context",
  deepDiveRequest: "deep-dive-request",
} as const;

/** The tutor chat's per-session context: who the tutor is and what it knows about the learner. */
export const chatContextBlockSchema = z.object({
  /** The session's mask (persona) id. */
  maskId: z.string(),
  /** The UI language: used only when the learner's own words don't show one. */
  language: localeSchema,
  /** The learner note kept with the session, or null. */
  note: z.string().nullable(),
  /** ISO time of the request. */
  now: z.string(),
});
export type ChatContextBlock = z.infer<typeof chatContextBlockSchema>;

/** A passage of the learner's own material about the topic: quoted, never obeyed. */
export const groundPassageSchema = z.object({
  /** The course it is from. */
  title: z.string(),
  href: z.string(),
  /** Where in the course: "chapters/01-02-loss.md:12-14". */
  where: z.string(),
  text: z.string(),
  /** The lines that hold `text`, numbered in their file: a quote is cited by its own lines (absent in older results). */
  lines: z
    .array(z.object({ n: z.number().int().min(1), text: z.string().max(400) }))
    .max(40)
    .optional(),
});
export type GroundPassage = z.infer<typeof groundPassageSchema>;

/** What the deep-dive explanation sub-agent is asked to explain. */
export const deepDiveRequestBlockSchema = z.object({
  language: localeSchema,
  topic: z.string(),
  question: z.string().nullable(),
  /** The session's mask id, so the explanation keeps the tutor's voice. */
  maskId: z.string(),
  /** What the learner's courses and sources say about the topic (absent: not searched). */
  passages: z.array(groundPassageSchema).optional(),
});
export type DeepDiveRequestBlock = z.infer<typeof deepDiveRequestBlockSchema>;

/**
 * Chat sessions backed up to an account (GET and PUT /api/chat/backup): the body and the GET answer
 * are a chat export document (features/chat/lib/chat-records.ts, the same file "Export" downloads),
 * the PUT answer says what the account's copy took.
 */
export const CHAT_BACKUP_URL = "/api/chat/backup";
/** An export file's own limit (IMPORT_MAX_BYTES, 20 MiB) and room for its envelope. */
export const CHAT_BACKUP_BODY_LIMIT_BYTES = 20 * 1024 * 1024 + 64 * 1024;
/** The most sessions one account keeps backed up (as many as one export file may carry). */
export const CHAT_BACKUP_MAX_SESSIONS = 1000;
export const chatBackupStoredSchema = z.object({
  added: z.number().int().min(0),
  updated: z.number().int().min(0),
  unchanged: z.number().int().min(0),
});
export type ChatBackupStored = z.infer<typeof chatBackupStoredSchema>;
