import "server-only";
import type { LanguageModel, UIMessageChunk } from "ai";
import type { MessageVouch } from "@/lib/ai/turn/message-vouch";
import { runTutorTurn } from "@/lib/ai/turn/run-tutor-turn";
import { clientSignedHistory } from "@/lib/ai/turn/turn-history";
import { isValidCallTo } from "@/lib/ai/turn/turn-outcome";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { CHAT_TOOL } from "../contract";
import type { ChatRequest } from "../lib/chat-schemas";
import { validateChatMessages } from "./validate-chat-messages";
import type { CourseLookup, TopicGrounding } from "../tools/chat-tool-context";
import { createChatAgent, type ChatAgent, type ChatExtension, type ChatUIMessage } from "../agents/chat-agent";

const noCourses: CourseLookup = async () => [];

/** What the turn runs on: the chat model (the route's, metered: lib/ai/turn-model.ts), or a ready agent (tests). */
type ChatRunner = { model: LanguageModel; agent?: undefined } | { agent: ChatAgent; model?: undefined };

/**
 * Validates the client-held history and streams the tutor's next turn through
 * the app's turn runner. Validation errors throw AppError (→ a JSON 4xx before
 * any streaming starts); failures while streaming reach the learner as a safe
 * message with the cause logged.
 */
export async function streamChatTurn(
  request: ChatRequest,
  options: ChatRunner & {
    abortSignal?: AbortSignal;
    /** The app's course lookup for the agent built on `model`. */
    lookupCourses?: CourseLookup;
    /** The app's search of the learner's material, grounding the deep dive. */
    groundTopic?: TopicGrounding;
    uiLocale?: Locale;
    ownerId?: string;
    now?: Date;
    /** Signs what is streamed and checks the history; the session secret's by default. */
    vouch?: MessageVouch;
    /** Another feature's tools and instructions for this turn, and the chunks it ends the turn with (composed by the route). */
    extension?: ChatExtension;
    finalChunks?: () => Promise<UIMessageChunk[]>;
  },
): Promise<Response> {
  return runTutorTurn({
    agent:
      options.agent ??
      createChatAgent({
        model: options.model,
        lookupCourses: options.lookupCourses ?? noCourses,
        deepDive: options.groundTopic ? { groundTopic: options.groundTopic } : undefined,
        extension: options.extension,
      }),
    history: clientSignedHistory<ChatUIMessage>(request.messages, validateChatMessages),
    options: {
      maskId: request.maskId,
      note: request.note,
      uiLocale: options.uiLocale ?? DEFAULT_LOCALE,
      ownerId: options.ownerId,
      now: options.now,
    },
    vouch: options.vouch,
    abortSignal: options.abortSignal,
    locale: options.uiLocale ?? DEFAULT_LOCALE,
    finalChunks: options.finalChunks,
    // A turn ends in words for the learner, an option card, or an error with Retry — never empty.
    outcome: {
      label: "chat",
      completes: (part) =>
        (part.type === "text-delta" && part.text.trim() !== "") || isValidCallTo(part, [CHAT_TOOL.offerOptions, CHAT_TOOL.startCourse]),
      emptyMessage: {
        en: "The model sent an empty answer — retry; if it keeps happening, check the model server's logs.",
        zh: "模型发来了一个空回答——请重试；如果一直这样，请查看模型服务器的日志。",
      },
    },
  });
}
