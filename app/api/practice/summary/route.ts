import { readSummaryQuery } from "@/features/practice/server/progress-http";
import { progressSummary } from "@/features/practice/server/practice-progress";
import { route } from "@/lib/http/route-context";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** GET /api/practice/summary?tz= → ProgressSummary across the browser's courses (streak and due chart in the learner's zone). */
export const GET = route({ label: "api/practice/summary", query: readSummaryQuery }, async ({ db, ownerId, query }) =>
  Response.json(await progressSummary(db, ownerId, query.timeZone)),
);
