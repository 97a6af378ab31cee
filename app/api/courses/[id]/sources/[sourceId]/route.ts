import { sourceRenameRequestSchema } from "@/features/sources/contract";
import { RENAME_BODY_LIMIT_BYTES, sourceParams } from "@/features/sources/server/source-http";
import { deleteSource, getSourceDetail, renameSource } from "@/features/sources/data/source-queries";
import { jsonBody } from "@/lib/http/body-readers";
import { courseRoute } from "@/lib/http/route-context";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const label = "api/courses/:id/sources/:sourceId";

/** GET /api/courses/:id/sources/:sourceId → SourceDetailResponse (extracted text, page starts). */
export const GET = courseRoute({ label, params: sourceParams }, async ({ db, ownerId, course, params }) =>
  Response.json(await getSourceDetail(db, ownerId, course.id, params.sourceId)),
);

/** PATCH /api/courses/:id/sources/:sourceId SourceRenameRequest → { source }. */
export const PATCH = courseRoute(
  { label, params: sourceParams, body: jsonBody(sourceRenameRequestSchema, { maxBytes: RENAME_BODY_LIMIT_BYTES, what: "new title" }) },
  async ({ db, ownerId, course, params, body }) =>
    Response.json({ source: await renameSource(db, ownerId, course.id, params.sourceId, body.title) }),
);

/** DELETE /api/courses/:id/sources/:sourceId → 204 (its passages leave the index with it). */
export const DELETE = courseRoute({ label, params: sourceParams }, async ({ db, ownerId, course, params }) => {
  await deleteSource(db, ownerId, course.id, params.sourceId);
  return new Response(null, { status: 204 });
});
