import "server-only";
import { z } from "zod";
import { AppError, type AppErrorCode } from "@/lib/errors";
import { parseJsonRequest } from "@/lib/http/parse-json-request";
import { readFormData } from "@/lib/http/read-form-data";
import { routeParam } from "@/lib/http/route-params";
import { SOURCE_LIMITS, sourcePasteRequestSchema, sourceSearchRequestSchema, type SourcesCreatedResponse } from "../contract";
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
  if (entries.length === 0)
    throw new AppError("bad_request", {
      en: "Attach one or more files as `file` fields of a multipart form.",
      zh: "请以 multipart 表单的 `file` 字段附上一个或多个文件。",
    });
  if (entries.length > SOURCE_LIMITS.filesPerRequest) {
    throw new AppError("payload_too_large", {
      en: `Upload at most ${SOURCE_LIMITS.filesPerRequest} files at once.`,
      zh: `一次最多上传 ${SOURCE_LIMITS.filesPerRequest} 个文件。`,
    });
  }
  const files: UploadedFile[] = [];
  for (const entry of entries) {
    if (typeof entry === "string")
      throw new AppError("bad_request", {
        en: "Each `file` field must be a file, not text; paste text as JSON {title, text}.",
        zh: "每个 `file` 字段必须是文件而不是文本；粘贴文本请用 JSON {title, text}。",
      });
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

/** JSON escaping can make a query six bytes a character (\uXXXX). */
export const SEARCH_BODY_LIMIT_BYTES = SOURCE_LIMITS.queryChars * 6 + 1024;

export interface SearchQuery {
  q: string;
  limit?: number;
}

const searchQuerySchema = z.object({
  q: z.string(),
  limit: z.coerce.number().int().min(1).max(20).optional(),
});

/** A query over the documented limit is refused, never cut: 414 in a URL (use POST), 413 in a body. */
function checkQueryLength(q: string, inUrl: boolean): void {
  if (q.length <= SOURCE_LIMITS.queryChars) return;
  const message = `The search query is too long: at most ${SOURCE_LIMITS.queryChars.toLocaleString("en")} characters (this one has ${q.length.toLocaleString("en")}).`;
  throw inUrl
    ? new AppError("uri_too_long", {
        en: `${message} Shorten it; a long query that is allowed goes in a POST body {"q": …}.`,
        zh: `${message} 请缩短；允许的长查询请放在 POST 请求体 {"q": …} 里。`,
      })
    : new AppError("payload_too_large", { en: `${message} Shorten it.`, zh: `${message} 请缩短。` });
}

/** GET /api/courses/:id/search?q=…[&limit=]: for a query short enough for a URL (the browser POSTs). */
export function parseSearchQuery(request: Request): SearchQuery {
  const url = new URL(request.url);
  const parsed = searchQuerySchema.safeParse({
    q: url.searchParams.get("q") ?? undefined,
    limit: url.searchParams.get("limit") ?? undefined,
  });
  if (!parsed.success) {
    throw new AppError("bad_request", {
      en: `Search with ?q=your words (at most ${SOURCE_LIMITS.queryChars} characters; limit 1–20).`,
      zh: `请用 ?q=你的关键词 搜索（最多 ${SOURCE_LIMITS.queryChars} 个字符；limit 为 1–20）。`,
    });
  }
  checkQueryLength(parsed.data.q, true);
  return parsed.data;
}

/**
 * POST /api/courses/:id/search {q, limit?}: any query the limit allows. A URL cannot carry every
 * one: Node refuses a request head over 16 KB with an empty 431 before the app runs, and a
 * 10,000-character Chinese query is about 90 KB percent-encoded.
 */
export async function readSearchBody(request: Request): Promise<SearchQuery> {
  const body = await parseJsonRequest(request, sourceSearchRequestSchema, { maxBytes: SEARCH_BODY_LIMIT_BYTES, what: "search" });
  checkQueryLength(body.q, false);
  return body;
}
