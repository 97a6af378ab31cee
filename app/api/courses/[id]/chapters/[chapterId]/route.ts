import { chapterScope } from "@/features/courses/server/course-params";
import { getChapter } from "@/features/courses/data/course-queries";
import { courseRoute } from "@/lib/http/route-context";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** GET /api/courses/:id/chapters/:chapterId → ChapterResponse (with its markdown content). */
export const GET = courseRoute({ label: "api/courses/:id/chapters/:chapterId", ...chapterScope }, async ({ db, ownerId, course, params }) =>
  Response.json({ chapter: await getChapter(db, ownerId, course.id, params.chapterId) }),
);
