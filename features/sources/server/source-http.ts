import "server-only";
import { z } from "zod";
import { AppError, type AppErrorCode } from "@/lib/errors";
import { parseJsonRequest } from "@/lib/http/parse-json-request";
import { readFormData } from "@/lib/http/read-form-data";
import { routeParam } from "@/lib/http/route-params";
import { SOURCE_LIMITS, sourcePasteRequestSchema, type SourcesCreatedResponse } from "../contract";
import type { UploadedFile } from "../data/source-intake";
import { sourceIdSchema } from "../data/source-rows";
import { sourceNotFound } from "../data/source-queries";

/** The whole multipart body: a few files at the per-file limit; anything larger is refused unread. */
export const UPLOAD_REQUEST_LIMIT_BYTES = 3 * SOURCE_LIMITS.fileBytes + 1024 * 1024;

/** JSON escaping can make pasted text several times its length. */
export const PASTE_BODY_LIMIT_BYTES = SOURCE_LIMITS.pasteChars * 6 + 16 * 1024;
export const RENAME_BODY_LIMIT_BYTES = 16 * 1024;

/** The source segment of /api/courses/:id/sources/:sourceId (the course segment is read by the route wrapper). */
export const sourceParams = { sourceId: routeParam(sourceIdSchema, sourceNotFound) };

/**
 * POST /api/courses/:id/sources takes files (multipart) or pasted text (JSON); either body is
 * checked (size, shape) before anything is looked up.
 */
export type SourceIntakeBody = { files: UploadedFile[] } | { paste: z.infer<typeof sourcePasteRequestSchema> };

export async function readSourceIntake(request: Request): Promise<SourceIntakeBody> {
  const contentType = request.headers.get("content-type")?.toLowerCase() ?? "";
  if (contentType.startsWith("multipart/form-data")) return { files: await readUploadedFiles(request) };
  return { paste: await parseJsonRequest(request, sourcePasteRequestSchema, { maxBytes: PASTE_BODY_LIMIT_BYTES, what: "pasted text" }) };
}

/**
 * Reads the files of a multipart upload without ever holding more than the request limit
 * (lib/http/read-form-data.ts: a declared Content-Length over it is refused before reading, and
 * the stream itself is cut off at the limit).
 */
export async function readUploadedFiles(request: Request): Promise<UploadedFile[]> {
  const form = await readFormData(request, UPLOAD_REQUEST_LIMIT_BYTES);
  const entries = form.getAll("file");
  if (entries.length === 0) throw new AppError("bad_request", "Attach one or more files as `file` fields of a multipart form.");
  if (entries.length > SOURCE_LIMITS.filesPerRequest) {
    throw new AppError("payload_too_large", `Upload at most ${SOURCE_LIMITS.filesPerRequest} files at once.`);
  }
  const files: UploadedFile[] = [];
  for (const entry of entries) {
    if (typeof entry === "string")
      throw new AppError("bad_request", "Each `file` field must be a file, not text; paste text as JSON {title, text}.");
    files.push({ fileName: entry.name, declaredType: entry.type || undefined, bytes: new Uint8Array(await entry.arrayBuffer()) });
  }
  return files;
}

/** 202 with every file's outcome when any was accepted; when none was, the first refusal's status. */
export function uploadOutcomeResponse(results: SourcesCreatedResponse["results"]): Response {
  const firstRefusal = results.find((result) => !result.ok);
  if (results.some((result) => result.ok) || !firstRefusal || firstRefusal.ok) return Response.json({ results }, { status: 202 });
  throw new AppError(firstRefusal.code as AppErrorCode, firstRefusal.message, { status: firstRefusal.status, details: { results } });
}

const searchQuerySchema = z.object({
  q: z.string().max(SOURCE_LIMITS.queryChars * 4),
  limit: z.coerce.number().int().min(1).max(20).optional(),
});

export function parseSearchQuery(request: Request): { q: string; limit?: number } {
  const url = new URL(request.url);
  const parsed = searchQuerySchema.safeParse({
    q: url.searchParams.get("q") ?? undefined,
    limit: url.searchParams.get("limit") ?? undefined,
  });
  if (!parsed.success) {
    throw new AppError("bad_request", `Search with ?q=your words (at most ${SOURCE_LIMITS.queryChars} characters are used; limit 1–20).`);
  }
  return parsed.data;
}
