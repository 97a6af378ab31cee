import "server-only";
import { defaultMessageVouch, type MessageVouch } from "@/lib/ai/turn/message-vouch";
import { modelRegistry } from "@/lib/ai/model-registry";
import { streamTutorTurn } from "@/lib/ai/turn/stream-tutor-turn";
import { isValidCallTo } from "@/lib/ai/turn/turn-outcome";
import { meteredModel, type UsageSink } from "@/lib/ai/usage-meter";
import { CHAT_TOOL } from "../contract";
import type { ChatRequest } from "../lib/chat-schemas";
import { validateChatMessages } from "./validate-chat-messages";
import type { CourseLookup } from "../tools/chat-tool-context";
import { createChatAgent, type ChatAgent, type ChatUIMessage } from "../agents/chat-agent";

const noCourses: CourseLookup = async () => [];
let defaultAgent: { agent: ChatAgent; lookup: CourseLookup } | undefined;

/**
 * The app's chat agent on the configured chat model, with the app's course lookup.
 * With `onUsage`, one agent for this request whose model (the deep dive's
 * included) reports the tokens it uses.
 */
export function defaultChatAgent(lookupCourses: CourseLookup = noCourses, onUsage?: UsageSink): ChatAgent {
  if (onUsage) return createChatAgent({ model: meteredModel(modelRegistry().model("chat"), onUsage), lookupCourses });
  if (!defaultAgent || defaultAgent.lookup !== lookupCourses) {
    defaultAgent = { agent: createChatAgent({ model: modelRegistry().model("chat"), lookupCourses }), lookup: lookupCourses };
  }
  return defaultAgent.agent;
}

/**
 * Validates the history and streams the tutor's next turn. Validation errors
 * throw AppError (→ a JSON 4xx before any streaming starts); failures while
 * streaming reach the learner as a safe message with the cause logged here.
 */
export async function streamChatTurn(
  request: ChatRequest,
  options: {
    abortSignal?: AbortSignal;
    agent?: ChatAgent;
    lookupCourses?: CourseLookup;
    uiLocale?: "en" | "zh";
    ownerId?: string;
    now?: Date;
    /** Signs what is streamed and checks the history; the session secret's by default. */
    vouch?: MessageVouch;
    /** Tokens used by the default agent's model (the daily budget). */
    onUsage?: UsageSink;
  } = {},
): Promise<Response> {
  const agent = options.agent ?? defaultChatAgent(options.lookupCourses, options.onUsage);
  const vouch = options.vouch ?? (await defaultMessageVouch());
  const messages = await validateChatMessages<ChatUIMessage>(request.messages, agent.tools, vouch);
  return streamTutorTurn({
    agent,
    messages,
    options: {
      maskId: request.maskId,
      note: request.note,
      uiLocale: options.uiLocale ?? "en",
      ownerId: options.ownerId,
      now: options.now,
    },
    vouch,
    abortSignal: options.abortSignal,
    // A turn ends in words for the learner, an option card, or an error with Retry — never empty.
    outcome: {
      label: "chat",
      completes: (part) =>
        (part.type === "text-delta" && part.text.trim() !== "") || isValidCallTo(part, [CHAT_TOOL.offerOptions, CHAT_TOOL.startCourse]),
      emptyMessage: "The model sent an empty answer — retry; if it keeps happening, check the model server's logs.",
    },
  });
}
