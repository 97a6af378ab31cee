import { deleteQuestion } from "@/features/practice/data/practice-writes";
import { itemParams } from "@/features/practice/server/practice-http";
import { route } from "@/lib/http/route-context";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** DELETE /api/practice/items/:itemId → 204 (404 when it is another browser's or unknown). */
export const DELETE = route({ label: "api/practice/items/:itemId", params: itemParams }, async ({ db, ownerId, params }) => {
  await deleteQuestion(db, ownerId, params.itemId);
  return new Response(null, { status: 204 });
});
