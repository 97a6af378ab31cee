import { SOURCE_LIMITS, sourcePasteRequestSchema } from "@/features/sources/contract";
import { configuredEmbedder } from "@/features/sources/server/embedder";
import { searchModeFor } from "@/features/sources/server/search-mode";
import { acceptPaste, acceptUploads } from "@/features/sources/server/source-intake";
import { parseSourcesParams, readUploadedFiles, uploadOutcomeResponse } from "@/features/sources/server/source-requests";
import { listSources, requireSourceCourse } from "@/features/sources/server/source-store";
import { wakeSourceWorker } from "@/features/sources/server/start-background-sources";
import { database } from "@/lib/db/database";
import { AppError, errorResponse } from "@/lib/errors";
import { parseJsonRequest } from "@/lib/http/parse-json-request";
import { requireOwner } from "@/lib/identity/guest-identity";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

/** JSON escaping can make pasted text several times its length. */
const PASTE_BODY_LIMIT_BYTES = SOURCE_LIMITS.pasteChars * 6 + 16 * 1024;

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
    const ownerId = await requireOwner(request);
    const { db } = await database();
    await requireSourceCourse(db, ownerId, courseId);
    const contentType = request.headers.get("content-type")?.toLowerCase() ?? "";
    let response: Response;
    if (contentType.startsWith("multipart/form-data")) {
      response = uploadOutcomeResponse(await acceptUploads(db, ownerId, { courseId }, await readUploadedFiles(request)));
    } else if (contentType.startsWith("application/json")) {
      const paste = await parseJsonRequest(request, sourcePasteRequestSchema, { maxBytes: PASTE_BODY_LIMIT_BYTES, what: "pasted text" });
      const source = await acceptPaste(db, ownerId, { courseId }, paste);
      response = Response.json({ results: [{ ok: true, fileName: source.title, source }] }, { status: 202 });
    } else {
      throw new AppError("unsupported_media_type", "Send files as multipart/form-data, or pasted text as JSON {title, text}.");
    }
    wakeSourceWorker();
    return response;
  } catch (error) {
    return errorResponse(error, "api/courses/:id/sources");
  }
}
