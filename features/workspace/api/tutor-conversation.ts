import type { UIMessage } from "ai";
import { apiRequest, type ResponseSchema } from "@/lib/api/api-client";
import { toApiError } from "@/lib/api/api-error";
import type { WorkspaceMessageMetadata } from "../contract";
import { chatUrl } from "./workspace-requests";

type TutorMessage = UIMessage<WorkspaceMessageMetadata>;

// The stored conversation is the server's own signed record, checked again when it comes back in a turn:
// here only its outline is read (no zod, the tutor pane loads before any schema chunk).
const conversationSchema: ResponseSchema<TutorMessage[]> = {
  safeParse: (value) => {
    const messages = typeof value === "object" && value !== null ? (value as { messages?: unknown }).messages : undefined;
    return Array.isArray(messages) ? { success: true, data: messages as TutorMessage[] } : { success: false };
  },
};

/** The conversation as the server keeps it: empty when it refused, null when it could not be read. */
export async function getTutorConversation(courseId: string): Promise<TutorMessage[] | null> {
  return (await getTutorState(courseId))?.messages ?? null;
}

/** Another feature's data parts as the last turn left them, by type (a panel beside the tutor reads its own). */
export type TutorDataParts = Record<string, unknown>;

const dataSchema: ResponseSchema<TutorDataParts> = {
  safeParse: (value) => {
    const data = typeof value === "object" && value !== null ? (value as { data?: unknown }).data : undefined;
    return { success: true, data: typeof data === "object" && data !== null && !Array.isArray(data) ? (data as TutorDataParts) : {} };
  },
};

/** The conversation and the data parts now (each panel checks its own part's shape): null when it could not be read. */
export async function getTutorState(courseId: string): Promise<{ messages: TutorMessage[]; data: TutorDataParts } | null> {
  try {
    const body = await apiRequest(chatUrl(courseId), { schema: { safeParse: (value) => ({ success: true, data: value }) } });
    const messages = conversationSchema.safeParse(body);
    if (!messages.success) return null;
    const data = dataSchema.safeParse(body);
    return { messages: messages.data, data: data.success ? data.data : {} };
  } catch (caught) {
    const error = toApiError(caught);
    return error.status > 0 && error.code !== "invalid_response" ? { messages: [], data: {} } : null;
  }
}

/** Forgets the stored conversation; a refusal leaves the pane to start afresh all the same. */
export async function clearTutorConversation(courseId: string): Promise<void> {
  await apiRequest(chatUrl(courseId), { method: "DELETE" }).catch((caught: unknown) => {
    if (toApiError(caught).status === 0) throw caught;
  });
}
