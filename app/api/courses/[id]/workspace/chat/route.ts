import { sourcesTutorExtensionFor } from "@/app/_compose/sources-tutor";
import { WORKSPACE_CHAT_BODY_LIMIT_BYTES, workspaceChatRequestSchema } from "@/features/workspace/contract";
import { clearConversation, loadConversation } from "@/features/workspace/server/conversation-store";
import { streamWorkspaceTurn } from "@/features/workspace/server/tutor-turn";
import { requireWorkspaceCourse } from "@/features/workspace/server/workspace-course";
import { parseWorkspaceParams } from "@/features/workspace/server/workspace-requests";
import { turnModel } from "@/lib/ai/turn-model";
import { database } from "@/lib/db/database";
import { errorResponse } from "@/lib/errors";
import { aiSubjectOf, appAiGuard } from "@/lib/http/ai-guard";
import { parseJsonRequest } from "@/lib/http/parse-json-request";
import { requireOwner } from "@/lib/identity/guest-identity";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

/** GET → { messages }: the course's tutor conversation, kept on the server. */
export async function GET(request: Request, context: Context): Promise<Response> {
  try {
    const { courseId } = await parseWorkspaceParams(context.params);
    const ownerId = await requireOwner(request);
    const { db } = await database();
    await requireWorkspaceCourse(db, ownerId, courseId);
    return Response.json({ messages: await loadConversation(db, courseId) });
  } catch (error) {
    return errorResponse(error, "api/courses/:id/workspace/chat");
  }
}

/** POST WorkspaceChatRequest → the tutor turn as a UI message stream. */
export async function POST(request: Request, context: Context): Promise<Response> {
  try {
    const { courseId } = await parseWorkspaceParams(context.params);
    const body = await parseJsonRequest(request, workspaceChatRequestSchema, {
      maxBytes: WORKSPACE_CHAT_BODY_LIMIT_BYTES,
      what: "tutor message",
    });
    const ownerId = await requireOwner(request);
    const subject = aiSubjectOf(request, ownerId);
    const guard = await appAiGuard();
    await guard.admit(subject);
    const { db } = await database();
    const model = turnModel("chat", (tokens) => void guard.record(subject, tokens));
    // The sources feature's tools and instructions, composed here: the workspace knows nothing about sources.
    const extension = sourcesTutorExtensionFor(db, ownerId, courseId);
    return await streamWorkspaceTurn({ db, ownerId, courseId, request: body, model, abortSignal: request.signal, extension });
  } catch (error) {
    return errorResponse(error, "api/courses/:id/workspace/chat");
  }
}

/** DELETE → 204: a new conversation; the files are not touched. */
export async function DELETE(request: Request, context: Context): Promise<Response> {
  try {
    const { courseId } = await parseWorkspaceParams(context.params);
    const ownerId = await requireOwner(request);
    const { db } = await database();
    await requireWorkspaceCourse(db, ownerId, courseId);
    await clearConversation(db, courseId);
    return new Response(null, { status: 204 });
  } catch (error) {
    return errorResponse(error, "api/courses/:id/workspace/chat");
  }
}
