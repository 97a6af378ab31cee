import { createAgentUIStreamResponse, createIdGenerator } from "ai";
import { describeStreamError } from "@/lib/ai/describe-stream-error";
import { modelRegistry } from "@/lib/ai/model-registry";
import { newTurnMeter, runWithTurnMeter } from "@/lib/ai/turn-meter";
import { ensureTurnOutcome, isValidCallTo } from "@/lib/ai/turn-outcome";
import type { ChatRequest } from "../lib/chat-schemas";
import { CHAT_TOOL } from "../lib/chat-schemas";
import { validateChatMessages } from "../lib/validate-chat-messages";
import type { CourseLookup } from "../tools/chat-tool-context";
import { createChatAgent, type ChatAgent, type ChatUIMessage } from "./chat-agent";

/** Server-made message ids: the stored history never depends on a client inventing them. */
const generateMessageId = createIdGenerator({ prefix: "msg", size: 16 });

const noCourses: CourseLookup = async () => [];
let defaultAgent: { agent: ChatAgent; lookup: CourseLookup } | undefined;

/** The app's chat agent on the configured chat model, with the app's course lookup. */
export function defaultChatAgent(lookupCourses: CourseLookup = noCourses): ChatAgent {
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
  } = {},
): Promise<Response> {
  const agent = options.agent ?? defaultChatAgent(options.lookupCourses);
  const messages = await validateChatMessages<ChatUIMessage>(request.messages, agent.tools);
  const meter = newTurnMeter();
  return runWithTurnMeter(meter, () => createAgentUIStreamResponse({
    agent,
    uiMessages: messages,
    options: {
      maskId: request.maskId,
      note: request.note,
      uiLocale: options.uiLocale ?? "en",
      ownerId: options.ownerId,
      now: options.now,
    },
    abortSignal: options.abortSignal,
    generateMessageId,
    // A turn ends in words for the learner, an option card, or an error with Retry — never empty.
    experimental_transform: ensureTurnOutcome({
      label: "chat",
      meter,
      completes: (part) =>
        (part.type === "text-delta" && part.text.trim() !== "") || isValidCallTo(part, [CHAT_TOOL.offerOptions, CHAT_TOOL.startCourse]),
      emptyMessage: "The model sent an empty answer — retry; if it keeps happening, check the model server's logs.",
    }),
    onError: (error) => {
      console.error("[chat] stream failed:", error);
      return describeStreamError(error);
    },
  }));
}
