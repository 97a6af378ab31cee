import { chatScope, guidedDataFor } from "@/app/_compose/guided-tutor";
import { readChatSessionQuery } from "@/features/chat/lib/chat-request";
import { route } from "@/lib/http/route-context";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * GET /api/chat/guided?session=<id> → { data }: a chat session's data parts as its last turn left them
 * (guided mode's ladder view), for the page that reopens the session: the sessions live in the
 * browser, their ladders on the server, keyed by the owner and the session. An id that is unknown or
 * another owner's gives the same empty ladder (no question).
 */
export const GET = route({ label: "api/chat/guided", query: readChatSessionQuery }, async ({ db, ownerId, query }) =>
  Response.json({ data: await guidedDataFor(db, ownerId, chatScope(query.sessionId)) }),
);
