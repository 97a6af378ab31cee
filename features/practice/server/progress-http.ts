import "server-only";
import { z } from "zod";
import { chapterIdSchema } from "@/lib/course-scope/course-ids";
import { AppError } from "@/lib/errors";
import { describeZodError } from "@/lib/http/zod-error-message";
import { PROGRESS_LIMITS, type AttemptFilter } from "../contract";
import { decodeCursor, type AttemptQuery } from "../data/practice-progress";
import { isTimeZone, offsetZone } from "../lib/learner-days";

/**
 * The query strings of the progress routes, read with zod: a wrong one is a 400 that says what to
 * send, never a figure quietly counted some other way.
 */

const summaryQuerySchema = z.object({
  tz: z.string().refine(isTimeZone, "tz must be a time zone such as Europe/Paris or Asia/Shanghai").optional(),
  /** The browser's `new Date().getTimezoneOffset()`: minutes, positive west of UTC. */
  offset: z.coerce.number().int().min(-840).max(840).optional(),
});

function searchParams(request: Request): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of new URL(request.url).searchParams) if (value.trim() !== "") params[key] = value;
  return params;
}

/** `?tz=Asia/Shanghai` (preferred) or `?offset=-480`; neither: UTC. */
export function readSummaryQuery(request: Request): { timeZone: string } {
  const parsed = summaryQuerySchema.safeParse(searchParams(request));
  if (!parsed.success)
    throw new AppError("bad_request", {
      en: `The summary's query is invalid: ${describeZodError(parsed.error)}.`,
      zh: `概览的查询参数无效：${describeZodError(parsed.error)}。`,
    });
  const { tz, offset } = parsed.data;
  return { timeZone: tz ?? (offset !== undefined ? offsetZone(offset) : "UTC") };
}

const instant = z.iso.datetime({ offset: true });

const attemptQuerySchema = z
  .object({
    from: instant.optional(),
    to: instant.optional(),
    dueFrom: instant.optional(),
    dueTo: instant.optional(),
    counted: z.enum(["true", "false", "1", "0"]).optional(),
    // A chapter id's own shape: anything else (a NUL, which PostgreSQL's text refuses) can name no chapter.
    chapterId: chapterIdSchema.optional(),
    module: z.coerce.number().int().min(1).max(1000).optional(),
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(PROGRESS_LIMITS.attemptsMax).optional(),
  })
  .strict();

export type AttemptListQuery = AttemptFilter & { cursor?: AttemptQuery["cursor"]; limit?: number };

/** The filters of an attempt list; `course` says whether the route is a course's (chapterId and module only there). */
export function attemptQueryReader(course: boolean) {
  return (request: Request): AttemptListQuery => {
    const parsed = attemptQuerySchema.safeParse(searchParams(request));
    if (!parsed.success)
      throw new AppError("bad_request", {
        en: `The attempts' query is invalid: ${describeZodError(parsed.error)}.`,
        zh: `作答列表的查询参数无效：${describeZodError(parsed.error)}。`,
      });
    const { counted, cursor, chapterId, module, ...rest } = parsed.data;
    if (!course && (chapterId !== undefined || module !== undefined)) {
      throw new AppError("bad_request", {
        en: "chapterId and module narrow a course's attempts: ask /api/courses/:id/practice/attempts.",
        zh: "chapterId 和 module 用来筛选一门课程的作答：请请求 /api/courses/:id/practice/attempts。",
      });
    }
    const page = cursor === undefined ? undefined : decodeCursor(cursor);
    if (page === null)
      throw new AppError("bad_request", {
        en: "cursor is not one this list gave: start again without it.",
        zh: "cursor 不是这个列表给出的：请去掉它重新开始。",
      });
    return {
      ...rest,
      ...(chapterId !== undefined ? { chapterId } : {}),
      ...(module !== undefined ? { module } : {}),
      ...(counted !== undefined ? { counted: counted === "true" || counted === "1" } : {}),
      ...(page ? { cursor: page } : {}),
    };
  };
}
