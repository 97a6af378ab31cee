import { configuredEmbedder } from "@/features/sources/server/embedder";
import { searchModeFor } from "@/features/sources/server/search-mode";
import { acceptPaste, acceptUploads } from "@/features/sources/data/source-intake";
import { readSourceIntake, uploadOutcomeResponse } from "@/features/sources/server/source-http";
import { listSources } from "@/features/sources/data/source-queries";
import { wakeSourceWorker } from "@/features/sources/server/start-background-sources";
import { courseRoute } from "@/lib/http/route-context";
import { refuseOtherMethods } from "@/lib/http/request-guard";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const label = "api/courses/:id/sources";

/** GET /api/courses/:id/sources → SourceListResponse (each with status and reason; the search mode). */
export const GET = courseRoute({ label }, async ({ db, ownerId, course }) => {
  const sources = await listSources(db, ownerId, course.id);
  return Response.json({ sources, search: await searchModeFor(db, configuredEmbedder()) });
});

/**
 * POST /api/courses/:id/sources — multipart (one or more `file`) or JSON {title, text} →
 * 202 SourcesCreatedResponse (per-file outcomes); 413/415 when no file was accepted.
 */
export const POST = courseRoute({ label, body: readSourceIntake }, async ({ db, ownerId, course, body }) => {
  if ("files" in body) {
    const response = uploadOutcomeResponse(await acceptUploads(db, ownerId, { courseId: course.id }, body.files));
    wakeSourceWorker();
    return response;
  }
  const source = await acceptPaste(db, ownerId, { courseId: course.id }, body.paste);
  wakeSourceWorker();
  return Response.json({ results: [{ ok: true, fileName: source.title, source }] }, { status: 202 });
});

// Uploads skip the proxy (lib/http/api-routes.ts, `uploads`), so this module refuses the other methods itself.
export const { PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods("/api/courses/[id]/sources", ["GET", "POST"]);
