import { exportWorkspaceZip } from "@/features/workspace/server/export-zip";
import { parseWorkspaceParams } from "@/features/workspace/server/workspace-requests";
import { database } from "@/lib/db/database";
import { errorResponse } from "@/lib/errors";
import { requireOwner } from "@/lib/identity/guest-identity";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** GET → application/zip of every workspace file. */
export async function GET(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  try {
    const { courseId } = await parseWorkspaceParams(context.params);
    const ownerId = await requireOwner(request);
    const { db } = await database();
    const { bytes, filename } = await exportWorkspaceZip(db, ownerId, courseId);
    return new Response(Buffer.from(bytes), {
      headers: {
        "content-type": "application/zip",
        "content-disposition": `attachment; filename="workspace.zip"; filename*=UTF-8''${encodeURIComponent(filename)}`,
        "cache-control": "no-store",
      },
    });
  } catch (error) {
    return errorResponse(error, "api/courses/:id/workspace/export");
  }
}
