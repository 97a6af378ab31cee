import { sourcePasteRequestSchema } from "@/features/sources/contract";
import { configuredEmbedder } from "@/features/sources/server/embedder";
import { searchModeFor } from "@/features/sources/server/search-mode";
import { acceptPaste, acceptUploads } from "@/features/sources/server/source-intake";
import {
  PASTE_BODY_LIMIT_BYTES,
  parseSourcesParams,
  readUploadedFiles,
  uploadOutcomeResponse,
} from "@/features/sources/server/source-requests";
import { listSources } from "@/features/sources/server/source-store";
import { wakeSourceWorker } from "@/features/sources/server/start-background-sources";
import { database } from "@/lib/db/database";
import { errorResponse } from "@/lib/errors";
import { parseJsonRequest } from "@/lib/http/parse-json-request";
import { requireOwner } from "@/lib/identity/guest-identity";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

/** GET /api/courses/:id/sources → SourceListResponse (each with status and reason; the search mode). */
export async function GET(request: Request, context: Context): Promise<Response> {
  try {
    const { courseId } = await parseSourcesParams(context.params);
    const ownerId = await requireOwner(request);
    const { db } = await database();
    const sources = await listSources(db, ownerId, courseId);
    return Response.json({ sources, search: await searchModeFor(db, configuredEmbedder()) });
  } catch (error) {
    return errorResponse(error, "api/courses/:id/sources");
  }
}

/**
 * POST /api/courses/:id/sources — multipart (one or more `file`) or JSON {title, text} →
 * 202 SourcesCreatedResponse (per-file outcomes); 413/415 when no file was accepted.
 */
export async function POST(request: Request, context: Context): Promise<Response> {
  try {
    const { courseId } = await parseSourcesParams(context.params);
    const contentType = request.headers.get("content-type")?.toLowerCase() ?? "";
    // The body is checked (size, shape) before anything is looked up, like every body route.
    if (contentType.startsWith("multipart/form-data")) {
      const files = await readUploadedFiles(request);
      const ownerId = await requireOwner(request);
      const { db } = await database();
      const response = uploadOutcomeResponse(await acceptUploads(db, ownerId, { courseId }, files));
      wakeSourceWorker();
      return response;
    }
    const paste = await parseJsonRequest(request, sourcePasteRequestSchema, { maxBytes: PASTE_BODY_LIMIT_BYTES, what: "pasted text" });
    const ownerId = await requireOwner(request);
    const { db } = await database();
    const source = await acceptPaste(db, ownerId, { courseId }, paste);
    wakeSourceWorker();
    return Response.json({ results: [{ ok: true, fileName: source.title, source }] }, { status: 202 });
  } catch (error) {
    return errorResponse(error, "api/courses/:id/sources");
  }
}
