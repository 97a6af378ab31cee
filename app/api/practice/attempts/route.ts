import { attemptQueryReader } from "@/features/practice/server/progress-http";
import { figureAttempts } from "@/features/practice/server/practice-progress";
import { route } from "@/lib/http/route-context";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** GET /api/practice/attempts?from=&to=&dueFrom=&dueTo=&counted=&cursor=&limit= → AttemptList across the browser's courses. */
export const GET = route({ label: "api/practice/attempts", query: attemptQueryReader(false) }, async ({ db, ownerId, query }) =>
  Response.json(await figureAttempts(db, ownerId, query)),
);
