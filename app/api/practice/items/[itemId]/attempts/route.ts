import { attemptBody, itemParams } from "@/features/practice/server/practice-http";
import { answerQuestion } from "@/features/practice/server/practice-service";
import { route } from "@/lib/http/route-context";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** POST /api/practice/items/:itemId/attempts AttemptRequest → 201 AttemptResponse (404 foreign or unknown, 409 stale or deleted). */
export const POST = route(
  { label: "api/practice/items/:itemId/attempts", params: itemParams, body: attemptBody },
  async ({ db, ownerId, params, body }) => Response.json(await answerQuestion(db, ownerId, params.itemId, body), { status: 201 }),
);
