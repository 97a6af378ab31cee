import { evidenceFor } from "@/app/_compose/milestone-evidence";
import { filePutRequestSchema } from "@/features/workspace/contract";
import { deleteWorkspaceFile } from "@/features/workspace/data/file-moves";
import { getFileResponse, putFile } from "@/features/workspace/server/file-service";
import { FILE_BODY_LIMIT_BYTES, parseFileDeleteQuery, parseFileQuery } from "@/features/workspace/server/workspace-http";
import { jsonBody } from "@/lib/http/body-readers";
import { courseRoute } from "@/lib/http/route-context";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const label = "api/courses/:id/file";

/** GET /api/courses/:id/file?path=…[&start=&end=] → FileResponse. */
export const GET = courseRoute({ label, query: parseFileQuery }, async ({ db, ownerId, course, query }) =>
  Response.json(await getFileResponse(db, ownerId, course.id, query)),
);

/** PUT /api/courses/:id/file FilePutRequest → FileResponse | 409 (details.current) | 413 | 422 (a milestone ticked without evidence). */
export const PUT = courseRoute(
  { label, body: jsonBody(filePutRequestSchema, { maxBytes: FILE_BODY_LIMIT_BYTES, what: "file change" }) },
  async ({ db, ownerId, course, body }) => Response.json(await putFile(db, ownerId, course.id, body, evidenceFor(db, ownerId))),
);

/** DELETE /api/courses/:id/file?path=…[&baseVersion=] → 204. */
export const DELETE = courseRoute({ label, query: parseFileDeleteQuery }, async ({ db, ownerId, course, query }) => {
  await deleteWorkspaceFile(db, { ownerId, courseId: course.id, ...query });
  return new Response(null, { status: 204 });
});
