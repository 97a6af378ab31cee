import "server-only";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/lib/db/client";
import { workspaceConversations } from "@/lib/db/schema";
import { storableJson } from "../lib/file-content";

/**
 * The tutor conversation of one course, kept on the server (so it follows the
 * learner to another tab) and read back through zod: a row that does not parse
 * is treated as an empty conversation, never trusted.
 */
const storedMessagesSchema = z.array(
  z
    .object({
      id: z.string(),
      role: z.enum(["user", "assistant", "system"]),
      parts: z.array(z.looseObject({ type: z.string() })),
      metadata: z.unknown().optional(),
    })
    .loose(),
);
export type StoredMessage = z.infer<typeof storedMessagesSchema>[number];

/** Older turns beyond this are dropped from storage (the files keep what matters). */
const MAX_STORED_MESSAGES = 200;

export async function loadConversation(db: Database, courseId: string): Promise<StoredMessage[]> {
  const [row] = await db.select().from(workspaceConversations).where(eq(workspaceConversations.courseId, courseId));
  const parsed = storedMessagesSchema.safeParse(row?.messages ?? []);
  return parsed.success ? parsed.data : [];
}

export async function saveConversation(db: Database, courseId: string, messages: readonly unknown[]): Promise<void> {
  const kept = storableJson(messages.slice(-MAX_STORED_MESSAGES));
  await db
    .insert(workspaceConversations)
    .values({ courseId, messages: kept })
    .onConflictDoUpdate({ target: workspaceConversations.courseId, set: { messages: kept, updatedAt: sql`now()` } });
}

export async function clearConversation(db: Database, courseId: string): Promise<void> {
  await db.delete(workspaceConversations).where(eq(workspaceConversations.courseId, courseId));
}
