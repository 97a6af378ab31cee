import { groundOwnerTopic, lookupOwnerCourses } from "@/app/_compose/chat-composition";
import { guidedChatFor } from "@/app/_compose/guided-chat";
import { streamChatTurn } from "@/features/chat/server/stream-chat";
import { parseChatRequest } from "@/features/chat/lib/chat-request";
import { CHAT_BODY_LIMIT_BYTES } from "@/features/chat/lib/chat-schemas";
import { aiRoute } from "@/lib/http/ai-route";
import { parsedJsonBody } from "@/lib/http/body-readers";
import { refuseOtherMethods } from "@/lib/http/request-guard";
import { uiLocaleOfRequest } from "@/lib/i18n/request-locale";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

// The proxy skips this route (lib/http/api-routes.ts): other methods get the app's JSON 405 here.
export const { GET, PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods("/api/chat", ["POST"]);

/**
 * One tutor chat turn (identity → parse → rate limit and budget, by aiRoute) → agent → stream.
 * Sessions live in the browser; the server reads the owner's courses and keeps only the practice
 * ladder of a question being worked on (guided mode, app/_compose/guided-chat.ts).
 */
export const POST = aiRoute(
  { label: "api/chat", body: parsedJsonBody(CHAT_BODY_LIMIT_BYTES, parseChatRequest) },
  async ({ request, ownerId, body, model }) => {
    // Guided mode (issue 26): "quiz me" draws the learner's stored questions; the ladder moves on their new words.
    const guided = await guidedChatFor(ownerId, body, model("chat"), uiLocaleOfRequest(request));
    return streamChatTurn(body, {
      abortSignal: request.signal,
      uiLocale: uiLocaleOfRequest(request),
      ownerId,
      lookupCourses: lookupOwnerCourses,
      groundTopic: groundOwnerTopic,
      model: guided.model,
      extension: guided.extension,
      finalChunks: guided.finalChunks,
    });
  },
);
