import { sourceRenameRequestSchema } from "@/features/sources/contract";
import { parseSourceParams, RENAME_BODY_LIMIT_BYTES } from "@/features/sources/server/source-requests";
import { deleteSource, getSourceDetail, renameSource } from "@/features/sources/server/source-store";
import { database } from "@/lib/db/database";
import { errorResponse } from "@/lib/errors";
import { parseJsonRequest } from "@/lib/http/parse-json-request";
import { requireOwner } from "@/lib/identity/guest-identity";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string; sourceId: string }> };

/** GET /api/courses/:id/sources/:sourceId → SourceDetailResponse (extracted text, page starts). */
export async function GET(request: Request, context: Context): Promise<Response> {
  try {
    const { courseId, sourceId } = await parseSourceParams(context.params);
    const ownerId = await requireOwner(request);
    const { db } = await database();
    return Response.json(await getSourceDetail(db, ownerId, courseId, sourceId));
  } catch (error) {
    return errorResponse(error, "api/courses/:id/sources/:sourceId");
  }
}

/** PATCH /api/courses/:id/sources/:sourceId SourceRenameRequest → { source }. */
export async function PATCH(request: Request, context: Context): Promise<Response> {
  try {
    const { courseId, sourceId } = await parseSourceParams(context.params);
    const body = await parseJsonRequest(request, sourceRenameRequestSchema, { maxBytes: RENAME_BODY_LIMIT_BYTES, what: "new title" });
    const ownerId = await requireOwner(request);
    const { db } = await database();
    return Response.json({ source: await renameSource(db, ownerId, courseId, sourceId, body.title) });
  } catch (error) {
    return errorResponse(error, "api/courses/:id/sources/:sourceId");
  }
}

/** DELETE /api/courses/:id/sources/:sourceId → 204 (its passages leave the index with it). */
export async function DELETE(request: Request, context: Context): Promise<Response> {
  try {
    const { courseId, sourceId } = await parseSourceParams(context.params);
    const ownerId = await requireOwner(request);
    const { db } = await database();
    await deleteSource(db, ownerId, courseId, sourceId);
    return new Response(null, { status: 204 });
  } catch (error) {
    return errorResponse(error, "api/courses/:id/sources/:sourceId");
  }
}
