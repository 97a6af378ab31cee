import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { entityIdSchema } from "./course-ids";

/**
 * Route params of the courses API. An id that can't exist is answered like an
 * id that doesn't: 404, so malformed and unknown ids look the same from outside.
 */
const courseParamsSchema = z.object({ id: entityIdSchema });
const chapterParamsSchema = z.object({ id: entityIdSchema, chapterId: entityIdSchema });

export async function parseCourseParams(params: Promise<unknown>): Promise<{ courseId: string }> {
  const parsed = courseParamsSchema.safeParse(await params);
  if (!parsed.success) throw new AppError("not_found", "This course does not exist, or it belongs to another browser.");
  return { courseId: parsed.data.id };
}

export async function parseChapterParams(params: Promise<unknown>): Promise<{ courseId: string; chapterId: string }> {
  const parsed = chapterParamsSchema.safeParse(await params);
  if (!parsed.success) throw new AppError("not_found", "This chapter does not exist, or its course belongs to another browser.");
  return { courseId: parsed.data.id, chapterId: parsed.data.chapterId };
}
