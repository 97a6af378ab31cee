import { dueQuestionsWithPlaces } from "@/features/practice/server/due-with-places";
import { readDueQuery } from "@/features/practice/server/practice-http";
import { route } from "@/lib/http/route-context";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * GET /api/review/due?limit= → DueResponse (due questions across the browser's courses: the due
 * reviews first, the most overdue first, then the questions never answered; with the course and
 * chapter each comes from).
 */
export const GET = route({ label: "api/review/due", query: readDueQuery }, async ({ db, ownerId, query }) =>
  Response.json(await dueQuestionsWithPlaces(db, ownerId, query.limit, new Date())),
);
