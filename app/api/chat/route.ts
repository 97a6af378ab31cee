import { lookupOwnerCourses } from "@/app/_compose/chat-composition";
import { chatScope, guidedTurnFor } from "@/app/_compose/guided-tutor";
import { learnerWeakPoints, practiceChatExtensionFor } from "@/app/_compose/practice-tutor";
import { database } from "@/lib/db/database";
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
 * Sessions live in the browser; the server keeps nothing but reads the owner's courses.
 */
export const POST = aiRoute(
  { label: "api/chat", body: parsedJsonBody(CHAT_BODY_LIMIT_BYTES, parseChatRequest) },
  async ({ request, ownerId, body, model }) => {
    // Guided mode (issue 26): "quiz me" draws the learner's stored questions; the ladder moves on their new words.
    const { db } = await database();
    const [guided, weak] = await Promise.all([
      guidedTurnFor(db, ownerId, { scope: chatScope(body.id), mode: body.mode, learnerText: newLearnerText(body) }),
      learnerWeakPoints(db, ownerId, null),
    ]);
    return streamChatTurn(body, {
      abortSignal: request.signal,
      uiLocale: uiLocaleOfRequest(request),
      ownerId,
      lookupCourses: lookupOwnerCourses,
      model: guided.model(model("chat")),
      extension: practiceChatExtensionFor(db, ownerId, guided.turn, weak),
      finalChunks: guided.turn.finalChunks,
    });
  },
);

/** The learner's new message (a regenerated reply, or a card answered, moves no ladder). */
function newLearnerText(body: { trigger?: string; messages: Record<string, unknown>[] }): string | null {
  const last = body.messages.at(-1);
  if (body.trigger === "regenerate-message" || last?.role !== "user" || !Array.isArray(last.parts)) return null;
  return (last.parts as { type?: unknown; text?: unknown }[])
    .map((part) => (part.type === "text" && typeof part.text === "string" ? part.text : ""))
    .join("\n");
}
