import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { formBody } from "@/lib/http/body-readers";
import { describeZodError } from "@/lib/http/zod-error-message";
import type { SourcesCreatedResponse } from "../contract";

/**
 * What /api/interview/material reads from its request (documents attached on /create before the
 * interview starts) and how a whole upload's refusal is answered. The interview's document limit
 * comes from the app (the interview feature owns it).
 */
const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, "must be 1-100 letters, digits, - or _");

function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new AppError("bad_request", {
      en: `${what} is invalid: ${describeZodError(parsed.error)}.`,
      zh: `${what} 无效：${describeZodError(parsed.error)}。`,
    });
  return parsed.data;
}

/** POST's multipart body: `interviewId` and one to `maxDocuments` files, read within `limitBytes`. */
export function materialUpload(limitBytes: number, maxDocuments: number) {
  const form = formBody(limitBytes);
  return async (request: Request): Promise<{ interviewId: string; files: File[] }> => {
    const body = await form(request);
    const interviewId = parse(idSchema, body.get("interviewId"), "The interview id");
    const files = body.getAll("file").filter((entry): entry is File => typeof entry !== "string");
    if (files.length === 0)
      throw new AppError("bad_request", {
        en: "Attach at least one file (form field `file`).",
        zh: "请至少附上一个文件（表单字段 `file`）。",
      });
    if (files.length > maxDocuments) {
      throw new AppError("payload_too_large", {
        en: `Attach at most ${maxDocuments} documents to start a course from.`,
        zh: `开始一门课程最多附上 ${maxDocuments} 份文档。`,
      });
    }
    return { interviewId, files };
  };
}

/** GET's query: `?interviewId=`. */
export const interviewQuery = (request: Request) => ({
  interviewId: parse(idSchema, new URL(request.url).searchParams.get("interviewId"), "The interview id"),
});

/** DELETE's query: `?interviewId=&id=`. */
export const documentQuery = (request: Request) => ({
  ...interviewQuery(request),
  sourceId: parse(idSchema, new URL(request.url).searchParams.get("id"), "The document id"),
});

type UploadOutcome = SourcesCreatedResponse["results"][number];

/**
 * Every file refused: the request as a whole failed (one status when they agree, else 400), with each
 * file's reason in details. Some accepted: null, the route answers 202 with every outcome.
 */
export function wholeUploadRefusal(results: UploadOutcome[]): AppError | null {
  const first = results[0];
  if (!first || first.ok || !results.every((result) => !result.ok)) return null;
  const status = results.every((result) => !result.ok && result.status === first.status) ? first.status : 400;
  const message = results.length === 1 ? first.message : "None of the files could be attached; see each file's reason.";
  const code = status === 413 ? "payload_too_large" : status === 415 ? "unsupported_media_type" : "bad_request";
  return new AppError(code, message, { status, details: { results } });
}
