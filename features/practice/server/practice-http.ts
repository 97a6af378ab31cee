import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { jsonBody } from "@/lib/http/body-readers";
import { routeParam } from "@/lib/http/route-params";
import { ATTEMPT_BODY_LIMIT_BYTES, PRACTICE_LIMITS, attemptRequestSchema } from "../contract";
import { practiceItemIdSchema, practiceItemNotFound } from "../data/practice-rows";

/** The question segment of /api/practice/items/:itemId/…: a malformed id is the 404 of a missing one. */
export const itemParams = { itemId: routeParam(practiceItemIdSchema, practiceItemNotFound) };

/** `{ answer, confidence, … }`: 413 past the byte limit (so an oversized answer), 400 naming what is wrong. */
export const attemptBody = jsonBody(attemptRequestSchema, { maxBytes: ATTEMPT_BODY_LIMIT_BYTES, what: "answer" });

const limitSchema = z.coerce.number().int().min(1).max(PRACTICE_LIMITS.dueLimit);

/** `?limit=` of the review queue: 1 to 100, 20 when absent. */
export function readDueQuery(request: Request): { limit: number } {
  const raw = new URL(request.url).searchParams.get("limit");
  if (raw === null || raw.trim() === "") return { limit: PRACTICE_LIMITS.dueDefault };
  const parsed = limitSchema.safeParse(raw);
  if (!parsed.success) throw new AppError("bad_request", `limit must be a whole number from 1 to ${PRACTICE_LIMITS.dueLimit}.`);
  return { limit: parsed.data };
}
