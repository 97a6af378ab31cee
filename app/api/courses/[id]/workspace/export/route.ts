import { exportWorkspaceZip } from "@/features/workspace/server/export-zip";
import { courseRoute } from "@/lib/http/route-context";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** GET → application/zip of every workspace file. */
export const GET = courseRoute({ label: "api/courses/:id/workspace/export" }, async ({ db, ownerId, course }) => {
  const { bytes, filename } = await exportWorkspaceZip(db, ownerId, course.id);
  return new Response(Buffer.from(bytes), {
    headers: {
      "content-type": "application/zip",
      "content-disposition": `attachment; filename="workspace.zip"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      "cache-control": "no-store",
    },
  });
});
