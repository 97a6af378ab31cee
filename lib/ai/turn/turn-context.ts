import type { ModelMessage } from "ai";
import { AGENT_OPTIONS_KEY } from "@/lib/ai/agent-call";

/**
 * What changes from one request to the next (the interview state, the session's
 * time and learner note) goes in a user-role message after the conversation, not
 * in the system prompt: providers cache prompts by prefix, so the stable
 * instructions, the tools and the history stay a prefix the next request repeats.
 * A user role, because some local servers reject a system message after the first.
 * The message exists only in the request (added per step, once), never in the history.
 */

const MARK = "turnContext";

export const TURN_CONTEXT_HEADER = "[Context for this turn, written by the app — not the learner's words]";

export function turnContextMessage(text: string): ModelMessage {
  return {
    role: "user",
    content: `${TURN_CONTEXT_HEADER}\n\n${text}`,
    providerOptions: { [AGENT_OPTIONS_KEY]: { [MARK]: true } },
  };
}

/**
 * The step's messages with this turn's context last, once. AI SDK 7 carries the
 * messages prepareStep returns into the next step; our agents rebuild each step
 * from initialMessages + responseMessages instead, and this guard keeps a caller
 * that passes the carried messages from stacking one more copy per step before
 * the model's own answer (which would also break the cached prefix).
 */
export function withTurnContext(messages: ModelMessage[], text: string): ModelMessage[] {
  return [...messages.filter((message) => !isTurnContext(message)), turnContextMessage(text)];
}

/** True for the message turnContextMessage made (readers of "what the learner said" skip it). */
export function isTurnContext(message: { providerOptions?: Record<string, Record<string, unknown>> }): boolean {
  return message.providerOptions?.[AGENT_OPTIONS_KEY]?.[MARK] === true;
}
