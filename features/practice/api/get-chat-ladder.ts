import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/api-client";
import type { GuidedView } from "../contract";
import { chatLadderUrl, practiceKeys, practiceSchemas } from "./practice-requests";

/** A chat session's hint ladder as its last turn left it (null: nothing to show but the switch). */
export async function getChatLadder(sessionId: string, signal?: AbortSignal): Promise<GuidedView | null> {
  const schema = async () => (await practiceSchemas()).guidedDataResponseSchema;
  return apiRequest(chatLadderUrl(sessionId), { schema, signal });
}

export function getChatLadderQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: practiceKeys.chatLadder(sessionId),
    queryFn: ({ signal }) => getChatLadder(sessionId, signal),
    // Read each time the session is opened: its turns since then moved the ladder on the server.
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * The ladder of a reopened chat session (null `sessionId`: a new session, nothing to read). A session
 * that cannot be read shows no ladder until its next turn streams one.
 */
export function useChatLadder(sessionId: string | null): GuidedView | null {
  const query = useQuery({ ...getChatLadderQueryOptions(sessionId ?? ""), enabled: sessionId !== null });
  return sessionId === null ? null : (query.data ?? null);
}
