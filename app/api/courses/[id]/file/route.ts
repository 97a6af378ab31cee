import { filePutRequestSchema } from "@/features/workspace/contract";
import { deleteWorkspaceFile } from "@/features/workspace/server/file-moves";
import { getFileResponse, putFile } from "@/features/workspace/server/file-service";
import { requirePath } from "@/features/workspace/server/path-guard";
import { FILE_BODY_LIMIT_BYTES, parseFileQuery, parseWorkspaceParams } from "@/features/workspace/server/workspace-requests";
import { database } from "@/lib/db/database";
import { errorResponse } from "@/lib/errors";
import { parseJsonRequest } from "@/lib/http/parse-json-request";
import { requireOwner } from "@/lib/identity/guest-identity";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

/** GET /api/courses/:id/file?path=…[&start=&end=] → FileResponse. */
export async function GET(request: Request, context: Context): Promise<Response> {
  try {
    const { courseId } = await parseWorkspaceParams(context.params);
    const query = parseFileQuery(request);
    const ownerId = await requireOwner(request);
    const { db } = await database();
    return Response.json(await getFileResponse(db, ownerId, courseId, query));
  } catch (error) {
    return errorResponse(error, "api/courses/:id/file");
  }
}

/** PUT /api/courses/:id/file FilePutRequest → FileResponse | 409 (details.current) | 413. */
export async function PUT(request: Request, context: Context): Promise<Response> {
  try {
    const { courseId } = await parseWorkspaceParams(context.params);
    const body = await parseJsonRequest(request, filePutRequestSchema, { maxBytes: FILE_BODY_LIMIT_BYTES, what: "file change" });
    const ownerId = await requireOwner(request);
    const { db } = await database();
    return Response.json(await putFile(db, ownerId, courseId, body));
  } catch (error) {
    return errorResponse(error, "api/courses/:id/file");
  }
}

/** DELETE /api/courses/:id/file?path=…[&baseVersion=] → 204. */
export async function DELETE(request: Request, context: Context): Promise<Response> {
  try {
    const { courseId } = await parseWorkspaceParams(context.params);
    const query = parseFileQuery(request);
    const path = requirePath(query.path, "write");
    const ownerId = await requireOwner(request);
    const { db } = await database();
    await deleteWorkspaceFile(db, { ownerId, courseId, path, baseVersion: query.baseVersion });
    return new Response(null, { status: 204 });
  } catch (error) {
    return errorResponse(error, "api/courses/:id/file");
  }
}
