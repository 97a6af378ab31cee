import { lookupOwnerCourses } from "@/app/_compose/chat-composition";
import { streamChatTurn } from "@/features/chat/server/stream-chat";
import { parseChatRequest } from "@/features/chat/lib/chat-request";
import { CHAT_BODY_LIMIT_BYTES } from "@/features/chat/lib/chat-schemas";
import { errorResponse } from "@/lib/errors";
import { aiSubjectOf, appAiGuard } from "@/lib/http/ai-guard";
import { turnModel } from "@/lib/ai/turn-model";
import { readJsonBody } from "@/lib/http/read-json-body";
import { refuseOtherMethods } from "@/lib/http/request-guard";
import { uiLocaleOfRequest } from "@/lib/i18n/request-locale";
import { requireOwner } from "@/lib/identity/guest-identity";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

// The proxy skips this route (lib/http/api-routes.ts): other methods get the app's JSON 405 here.
export const { GET, PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods("/api/chat");

/**
 * One tutor chat turn: identity → parse → rate limit and budget → agent → stream. Sessions
 * live in the browser; the server keeps nothing but reads the owner's courses.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    // Identity first: a request without one is refused before its body is read.
    const ownerId = await requireOwner(request);
    const body = await readJsonBody(request, CHAT_BODY_LIMIT_BYTES);
    const chatRequest = parseChatRequest(body);
    const subject = aiSubjectOf(request, ownerId);
    const guard = await appAiGuard();
    await guard.admit(subject);
    return await streamChatTurn(chatRequest, {
      abortSignal: request.signal,
      uiLocale: uiLocaleOfRequest(request),
      ownerId,
      lookupCourses: lookupOwnerCourses,
      model: turnModel("chat", (tokens) => void guard.record(subject, tokens)),
    });
  } catch (error) {
    return errorResponse(error, "api/chat");
  }
}
