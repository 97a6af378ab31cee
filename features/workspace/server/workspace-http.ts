import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { WORKSPACE_LIMITS } from "../contract";
import { requirePath } from "./path-guard";

/** JSON escaping can make a body several times its text; the file limit itself is checked on the content. */
export const FILE_BODY_LIMIT_BYTES = WORKSPACE_LIMITS.fileBytes * 6 + 16 * 1024;

const lineParam = z.coerce.number().int().min(1).max(1_000_000);
const fileQuerySchema = z
  .object({
    path: z.string(),
    start: lineParam.optional(),
    end: lineParam.optional(),
    baseVersion: z.coerce.number().int().min(0).optional(),
  })
  .refine((query) => (query.start === undefined) === (query.end === undefined), "Give both start and end, or neither.");

export function parseFileQuery(request: Request): z.infer<typeof fileQuerySchema> {
  const url = new URL(request.url);
  const raw = Object.fromEntries(
    ["path", "start", "end", "baseVersion"].flatMap((key) => (url.searchParams.has(key) ? [[key, url.searchParams.get(key)]] : [])),
  );
  const parsed = fileQuerySchema.safeParse(raw);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "invalid query";
    throw new AppError("bad_request", {
      en: `Ask for a file as ?path=notes/x.md (optionally &start=1&end=10): ${message}.`,
      zh: `请用 ?path=notes/x.md 请求文件（可选 &start=1&end=10）：${message}。`,
    });
  }
  return parsed.data;
}

/** DELETE's query: a path the learner may remove (400 for a bad one, 403 for a read-only one). */
export function parseFileDeleteQuery(request: Request): { path: string; baseVersion?: number } {
  const query = parseFileQuery(request);
  return { path: requirePath(query.path, "remove"), baseVersion: query.baseVersion };
}
