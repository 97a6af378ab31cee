import { OWN_QUESTION_BODY_LIMIT_BYTES, questionEditSchema } from "@/features/practice/contract";
import { editQuestion, readEditable } from "@/features/practice/data/own-questions";
import { deleteQuestion } from "@/features/practice/data/practice-writes";
import { itemParams } from "@/features/practice/server/practice-http";
import { jsonBody } from "@/lib/http/body-readers";
import { route } from "@/lib/http/route-context";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** GET /api/practice/items/:itemId → EditableQuestion, with its answer key (404 when another browser's or unknown). */
export const GET = route({ label: "api/practice/items/:itemId", params: itemParams }, async ({ db, ownerId, params }) =>
  Response.json(await readEditable(db, ownerId, params.itemId)),
);

/** PATCH /api/practice/items/:itemId QuestionEdit → EditableQuestion (checked like a new question; 409 when stale or deleted). */
export const PATCH = route(
  {
    label: "api/practice/items/:itemId",
    params: itemParams,
    body: jsonBody(questionEditSchema, { maxBytes: OWN_QUESTION_BODY_LIMIT_BYTES, what: "question edit" }),
  },
  async ({ db, ownerId, params, body }) => Response.json(await editQuestion(db, ownerId, params.itemId, body)),
);

/** DELETE /api/practice/items/:itemId → 204 (404 when it is another browser's or unknown). */
export const DELETE = route({ label: "api/practice/items/:itemId", params: itemParams }, async ({ db, ownerId, params }) => {
  await deleteQuestion(db, ownerId, params.itemId);
  return new Response(null, { status: 204 });
});
