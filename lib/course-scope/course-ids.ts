import "server-only";
import { z } from "zod";
import { sayError, type AppError } from "@/lib/errors";

/**
 * What a course or chapter id in a URL may look like; anything else cannot exist. An id that
 * cannot exist is answered like one that does not, and like another browser's: the same 404,
 * so the answer never tells a guesser which ids exist.
 */
export const courseIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
export const chapterIdSchema = courseIdSchema;

export function courseNotFound(): AppError {
  return sayError("not_found", { key: "courseNotFound" });
}
