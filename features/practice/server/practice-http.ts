import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { parsedJsonBody } from "@/lib/http/body-readers";
import { describeZodError } from "@/lib/http/zod-error-message";
import { routeParam } from "@/lib/http/route-params";
import {
  ATTEMPT_BODY_LIMIT_BYTES,
  PRACTICE_LIMITS,
  attemptRequestSchema,
  practiceExportFormatSchema,
  type PracticeExportFormat,
} from "../contract";
import { practiceItemIdSchema, practiceItemNotFound } from "../data/practice-rows";

/** The question segment of /api/practice/items/:itemId/…: a malformed id is the 404 of a missing one. */
export const itemParams = { itemId: routeParam(practiceItemIdSchema, practiceItemNotFound) };

/**
 * `{ answer, confidence, … }`: an oversized answer is 413, whether the body passes the byte limit or
 * only the answer's length (after normalisation) does; anything else wrong is a 400 naming it.
 */
export const attemptBody = parsedJsonBody(ATTEMPT_BODY_LIMIT_BYTES, (value) => {
  const parsed = attemptRequestSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  if (parsed.error.issues.some((issue) => issue.code === "too_big" && issue.path[0] === "answer")) {
    throw new AppError("payload_too_large", {
      en: `An answer can be at most ${PRACTICE_LIMITS.answerChars} characters; shorten it and send it again.`,
      zh: `答案最多 ${PRACTICE_LIMITS.answerChars} 个字符；请缩短后再发送。`,
    });
  }
  throw new AppError("bad_request", {
    en: `The answer is invalid: ${describeZodError(parsed.error)}.`,
    zh: `答案无效：${describeZodError(parsed.error)}。`,
  });
});

const limitSchema = z.coerce.number().int().min(1).max(PRACTICE_LIMITS.dueLimit);

/** `?limit=` of the review queue: 1 to 100, 20 when absent. */
export function readDueQuery(request: Request): { limit: number } {
  const raw = new URL(request.url).searchParams.get("limit");
  if (raw === null || raw.trim() === "") return { limit: PRACTICE_LIMITS.dueDefault };
  const parsed = limitSchema.safeParse(raw);
  if (!parsed.success)
    throw new AppError("bad_request", {
      en: `limit must be a whole number from 1 to ${PRACTICE_LIMITS.dueLimit}.`,
      zh: `limit 必须是 1 到 ${PRACTICE_LIMITS.dueLimit} 之间的整数。`,
    });
  return { limit: parsed.data };
}

/** `?format=` of the export: anki, csv or json (json when absent). */
export function readExportQuery(request: Request): { format: PracticeExportFormat } {
  const raw = new URL(request.url).searchParams.get("format");
  const parsed = practiceExportFormatSchema.safeParse(raw === null || raw.trim() === "" ? "json" : raw.trim().toLowerCase());
  if (!parsed.success)
    throw new AppError("bad_request", { en: "format must be anki, csv or json.", zh: "format 必须是 anki、csv 或 json。" });
  return { format: parsed.data };
}
