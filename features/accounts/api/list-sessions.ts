import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/api-client";
import { ACCOUNT_URLS } from "../lib/account-paths";
import type { SessionRow } from "../contract";
import { accountSchemas } from "./account-requests";

export const sessionsKey = ["account", "sessions"] as const;

export interface SessionList {
  sessions: SessionRow[];
  /** This browser's session id, so the list can say "this browser" and keep it from "Sign out". */
  currentId: string | null;
}

/** GET /api/auth/list-sessions and /api/auth/get-session (better-auth): the account's live sessions, this browser's marked. */
export async function listSessions(signal?: AbortSignal): Promise<SessionList> {
  const schemas = await accountSchemas();
  const [sessions, current] = await Promise.all([
    apiRequest(ACCOUNT_URLS.sessions, { schema: schemas.sessionListSchema, signal }),
    apiRequest(ACCOUNT_URLS.session, { schema: schemas.currentSessionSchema, signal }),
  ]);
  return { sessions, currentId: current?.session.id ?? null };
}

export const listSessionsQueryOptions = () => queryOptions({ queryKey: sessionsKey, queryFn: ({ signal }) => listSessions(signal) });

export const useSessions = () => useQuery(listSessionsQueryOptions());
