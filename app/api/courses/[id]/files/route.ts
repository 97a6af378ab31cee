import { listWorkspace } from "@/features/workspace/data/file-storage";
import { seedWorkspace } from "@/app/_compose/workspace-composition";
import { courseRoute } from "@/lib/http/route-context";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** GET /api/courses/:id/files → FileTreeResponse (learning files, notes, read-only chapters). */
export const GET = courseRoute({ label: "api/courses/:id/files" }, async ({ db, ownerId, course }) => {
  // A course confirmed before workspaces existed gets its learning files the first time it is opened.
  await seedWorkspace(db, ownerId, course.id);
  return Response.json(await listWorkspace(db, ownerId, course.id));
});
