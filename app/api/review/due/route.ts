import { dueQuestions } from "@/features/practice/data/practice-queries";
import { readDueQuery } from "@/features/practice/server/practice-http";
import { route } from "@/lib/http/route-context";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** GET /api/review/due?limit= → DueResponse (due questions across the browser's courses, the most overdue first). */
export const GET = route({ label: "api/review/due", query: readDueQuery }, async ({ db, ownerId, query }) =>
  Response.json(await dueQuestions(db, ownerId, query.limit, new Date())),
);
