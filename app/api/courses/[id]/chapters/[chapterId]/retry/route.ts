import { chapterScope } from "@/features/courses/server/course-params";
import { retryChapter } from "@/features/courses/server/course-queries";
import { courseRoute } from "@/lib/http/route-context";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** POST /api/courses/:id/chapters/:chapterId/retry → 202 ChapterResponse: a failed chapter goes back in the queue. */
export const POST = courseRoute(
  { label: "api/courses/:id/chapters/:chapterId/retry", ...chapterScope },
  async ({ db, ownerId, course, params }) =>
    Response.json({ chapter: await retryChapter(db, ownerId, course.id, params.chapterId) }, { status: 202 }),
);
