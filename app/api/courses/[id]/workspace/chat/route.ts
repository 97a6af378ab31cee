import { courseScope, guidedDataFor, guidedTurnFor } from "@/app/_compose/guided-tutor";
import { evidenceFor } from "@/app/_compose/milestone-evidence";
import { shortAnswerGraderOf } from "@/app/_compose/practice-grading";
import { joinTutorExtensions, learnerWeakPoints, practiceTutorExtensionFor } from "@/app/_compose/practice-tutor";
import { sourcesTutorExtensionFor } from "@/app/_compose/sources-tutor";
import { WORKSPACE_CHAT_BODY_LIMIT_BYTES, workspaceChatRequestSchema } from "@/features/workspace/contract";
import { clearConversation, loadConversation } from "@/features/workspace/data/conversation-storage";
import { readsAsTutorRequest } from "@/features/workspace/offline/reads-as-request";
import { streamWorkspaceTurn } from "@/features/workspace/server/tutor-turn";
import { aiCourseRoute } from "@/lib/http/ai-route";
import { jsonBody } from "@/lib/http/body-readers";
import { courseRoute } from "@/lib/http/route-context";
import { uiLocaleOfRequest } from "@/lib/i18n/request-locale";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const label = "api/courses/:id/workspace/chat";

/** GET → { messages, data }: the course's tutor conversation, kept on the server, and its data parts now (the guided ladder's view). */
export const GET = courseRoute({ label }, async ({ db, ownerId, course }) => {
  const [messages, data] = await Promise.all([loadConversation(db, course.id), guidedDataFor(db, ownerId, courseScope(course.id))]);
  return Response.json({ messages, data });
});

/** POST WorkspaceChatRequest → the tutor turn as a UI message stream. */
export const POST = aiCourseRoute(
  { label, body: jsonBody(workspaceChatRequestSchema, { maxBytes: WORKSPACE_CHAT_BODY_LIMIT_BYTES, what: "tutor message" }) },
  async ({ request, db, ownerId, course, body, model }) => {
    // Guided mode (issue 26): the practice feature's hint ladder around the turn; the learner's new words move it.
    const grader = shortAnswerGraderOf(model("chat"));
    const [guided, weak] = await Promise.all([
      guidedTurnFor(db, ownerId, {
        scope: courseScope(course.id),
        mode: "approvals" in body ? undefined : body.mode,
        learnerText: "text" in body ? body.text : null,
        grader,
        // The workspace tutor's own requests ("fix this line", "总结一下") leave an open question, never graded as its answer.
        isHostRequest: readsAsTutorRequest,
      }),
      learnerWeakPoints(db, ownerId, course.id),
    ]);
    return streamWorkspaceTurn({
      db,
      ownerId,
      courseId: course.id,
      request: body,
      model: guided.model(model("chat")),
      abortSignal: request.signal,
      locale: uiLocaleOfRequest(request),
      // A milestone ticks on the practice feature's evidence, composed here like the sources' tools.
      evidenceFor: evidenceFor(db, ownerId),
      // The sources feature's tools and the practice feature's quiz, composed here: the workspace knows nothing of either.
      extension: joinTutorExtensions(
        sourcesTutorExtensionFor(db, ownerId, course.id),
        practiceTutorExtensionFor(db, ownerId, course.id, guided.turn, weak, grader, uiLocaleOfRequest(request)),
      ),
      finalChunks: guided.turn.finalChunks,
    });
  },
);

/** DELETE → 204: a new conversation; the files are not touched. */
export const DELETE = courseRoute({ label }, async ({ db, course }) => {
  await clearConversation(db, course.id);
  return new Response(null, { status: 204 });
});
