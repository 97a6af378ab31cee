import { newQuestionRequestSchema, OWN_QUESTION_BODY_LIMIT_BYTES } from "@/features/practice/contract";
import { questionFromLines } from "@/features/practice/server/own-questions";
import { jsonBody } from "@/lib/http/body-readers";
import { courseRoute } from "@/lib/http/route-context";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** POST /api/courses/:id/practice/items { chapterId, lineStart, lineEnd } → 201 EditableQuestion ("make a question from these lines"). */
export const POST = courseRoute(
  {
    label: "api/courses/:id/practice/items",
    body: jsonBody(newQuestionRequestSchema, { maxBytes: OWN_QUESTION_BODY_LIMIT_BYTES, what: "question" }),
  },
  async ({ db, ownerId, course, body }) => Response.json(await questionFromLines(db, ownerId, course.id, body), { status: 201 }),
);
