import "server-only";
import type { ChatRequest } from "@/features/chat/lib/chat-schemas";
import { readsAsChatRequest } from "@/features/chat/offline/reads-as-request";
import type { LanguageModel } from "ai";
import { database } from "@/lib/db/database";
import type { Locale } from "@/lib/i18n/locales";
import { shortAnswerGraderOf } from "./practice-grading";
import { chatScope, guidedTurnFor } from "./guided-tutor";
import { learnerWeakPoints, practiceChatExtensionFor } from "./practice-tutor";

/** The learner's new message (a regenerated reply, or an option card answered, moves no ladder). */
export function newLearnerText(body: Pick<ChatRequest, "trigger" | "messages">): string | null {
  const last = body.messages.at(-1);
  if (body.trigger === "regenerate-message" || last?.role !== "user" || !Array.isArray(last.parts)) return null;
  return (last.parts as { type?: unknown; text?: unknown }[])
    .map((part) => (part.type === "text" && typeof part.text === "string" ? part.text : ""))
    .join("\n");
}

/**
 * Guided mode and the practice quiz around a chat turn (the chat keeps no server state of its own:
 * the ladder is the practice feature's, keyed by the browser and the chat session): the wrapped
 * model, the practice tools and instructions (with the learner's weak points), the final chunks.
 */
export async function guidedChatFor(ownerId: string, body: ChatRequest, model: LanguageModel, locale?: Locale) {
  const { db } = await database();
  const grader = shortAnswerGraderOf(model);
  const [guided, weak] = await Promise.all([
    guidedTurnFor(db, ownerId, {
      scope: chatScope(body.id),
      mode: body.mode,
      learnerText: newLearnerText(body),
      grader,
      // The chat tutor's own requests ("explain overfitting") leave an open question, never graded as its answer.
      isHostRequest: readsAsChatRequest,
    }),
    learnerWeakPoints(db, ownerId, null),
  ]);
  return {
    model: guided.model(model),
    extension: practiceChatExtensionFor(db, ownerId, guided.turn, weak, grader, locale),
    finalChunks: guided.turn.finalChunks,
  };
}
