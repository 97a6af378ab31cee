import "server-only";
import { validateUIMessages, type ToolSet, type UIMessage } from "ai";
import type { MessageVouch } from "./message-vouch";

/**
 * Where a turn's history comes from and where the finished conversation goes:
 * the one thing that differs between tutors. The runner (./run-tutor-turn.ts)
 * loads the validated history before anything streams (an AppError thrown here
 * is a JSON 4xx) and hands the conversation back when the stream ends.
 */
export interface TurnHistory<MESSAGE extends UIMessage> {
  /** The history this turn continues, validated against the agent's tools. */
  load(turn: { tools: ToolSet; vouch: MessageVouch }): Promise<MESSAGE[]>;
  /** Keeps the conversation once the stream has ended; a history the client holds keeps nothing. */
  keep?(messages: MESSAGE[]): Promise<void>;
}

/** A feature's validator of a client-held history (lib/ai/option-question/option-history-validator.ts makes them). */
export type HistoryValidator = <MESSAGE extends UIMessage>(messages: unknown, tools: ToolSet, vouch: MessageVouch) => Promise<MESSAGE[]>;

/**
 * The client holds the history and sends it whole (interview, chat): checked by
 * the feature's validator, which also proves every tutor message was streamed
 * by this server (its signatures); the server keeps nothing.
 */
export function clientSignedHistory<MESSAGE extends UIMessage>(messages: unknown, validate: HistoryValidator): TurnHistory<MESSAGE> {
  return { load: ({ tools, vouch }) => validate<MESSAGE>(messages, tools, vouch) };
}

/**
 * The server holds the history (the workspace tutor): `messages` is the stored
 * conversation with this request applied. A browser cannot forge it, but a
 * stored row can be old or damaged, so it passes the SDK's schemas with the
 * agent's tools. It is saved before the model answers (the learner's message
 * is kept even if the model fails) and again, finished, when the stream ends.
 */
export function serverStoredHistory<MESSAGE extends UIMessage>(
  messages: readonly unknown[],
  save: (messages: readonly MESSAGE[]) => Promise<void>,
): TurnHistory<MESSAGE> {
  return {
    async load({ tools }) {
      const validated = (await validateUIMessages<UIMessage>({ messages: [...messages], tools })) as MESSAGE[];
      await save(validated);
      return validated;
    },
    keep: (finished) => save(finished),
  };
}
