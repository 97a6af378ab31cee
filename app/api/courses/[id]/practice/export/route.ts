import { readExportQuery } from "@/features/practice/server/practice-http";
import { practiceDownload } from "@/features/practice/server/practice-export";
import { courseRoute } from "@/lib/http/route-context";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * GET /api/courses/:id/practice/export?format=anki|csv|json → a download: the course's questions as
 * Anki's text import or CSV, or its questions, attempts and review log as JSON. The owner's only
 * (a foreign or unknown course is 404, like every course route).
 */
export const GET = courseRoute(
  { label: "api/courses/:id/practice/export", query: readExportQuery },
  async ({ db, ownerId, course, query }) => {
    const file = await practiceDownload(db, ownerId, course.id, query.format);
    return new Response(file.body, {
      headers: {
        "content-type": file.contentType,
        "content-disposition": `attachment; filename="${file.filename}"; filename*=UTF-8''${encodeURIComponent(file.filenameUtf8)}`,
        "cache-control": "no-store",
      },
    });
  },
);
