import { listWorkspace } from "@/features/workspace/server/file-store";
import { seedLearningFiles } from "@/features/workspace/server/seed-learning-files";
import { parseWorkspaceParams } from "@/features/workspace/server/workspace-requests";
import { database } from "@/lib/db/database";
import { errorResponse } from "@/lib/errors";
import { requireOwner } from "@/lib/identity/guest-identity";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** GET /api/courses/:id/files → FileTreeResponse (learning files, notes, read-only chapters). */
export async function GET(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  try {
    const { courseId } = await parseWorkspaceParams(context.params);
    const ownerId = await requireOwner(request);
    const { db } = await database();
    // A course confirmed before workspaces existed gets its learning files the first time it is opened.
    await seedLearningFiles(db, ownerId, courseId);
    return Response.json(await listWorkspace(db, ownerId, courseId));
  } catch (error) {
    return errorResponse(error, "api/courses/:id/files");
  }
}
