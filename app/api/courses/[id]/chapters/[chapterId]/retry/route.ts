import { chapterScope } from "@/features/courses/server/course-params";
import { retryChapter } from "@/features/courses/data/course-queries";
import { wakeGenerationWorker } from "@/features/courses/server/generation-worker-registry";
import { courseRoute } from "@/lib/http/route-context";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** POST /api/courses/:id/chapters/:chapterId/retry → 202 ChapterResponse: a failed chapter goes back in the queue. */
export const POST = courseRoute(
  { label: "api/courses/:id/chapters/:chapterId/retry", ...chapterScope },
  async ({ db, ownerId, course, params }) => {
    const chapter = await retryChapter(db, ownerId, course.id, params.chapterId);
    // This process's worker starts now instead of at its next poll; other processes poll.
    wakeGenerationWorker();
    return Response.json({ chapter }, { status: 202 });
  },
);
