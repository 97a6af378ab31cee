import { selectionWriterFor } from "@/app/_compose/practice-selection";
import { newQuestionRequestSchema, OWN_QUESTION_BODY_LIMIT_BYTES } from "@/features/practice/contract";
import { questionFromLines } from "@/features/practice/server/own-questions";
import { jsonBody } from "@/lib/http/body-readers";
import { courseRoute } from "@/lib/http/route-context";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * POST /api/courses/:id/practice/items { chapterId, lineStart, lineEnd } → 201 EditableQuestion ("make a question from these lines").
 * The course model makes it when one is configured (app/_compose/practice-selection.ts); the offline maker otherwise, or when it fails.
 */
export const POST = courseRoute(
  {
    label: "api/courses/:id/practice/items",
    body: jsonBody(newQuestionRequestSchema, { maxBytes: OWN_QUESTION_BODY_LIMIT_BYTES, what: "question" }),
  },
  async ({ request, db, ownerId, course, body }) =>
    Response.json(await questionFromLines(db, ownerId, course.id, body, { writer: selectionWriterFor(request, ownerId) }), { status: 201 }),
);
