import "server-only";
import { createIdGenerator, type Agent, type ToolSet, type UIMessage, type UIMessageChunk } from "ai";
import { describeStreamError } from "./describe-stream-error";
import { defaultMessageVouch, type MessageVouch } from "./message-vouch";
import { newTurnMeter, runWithTurnMeter } from "./turn-meter";
import { streamValidatedAgent } from "./stream-validated-agent";
import { turnOutcomeStage, type TurnOutcomeOptions } from "./turn-outcome";
import { claimChecker } from "./turn-claims";
import { settleUnfinishedCallsStage } from "./settle-unfinished-calls";
import { stagesTransform } from "./part-stages";
import { signedUIMessageStreamResponse } from "./signed-ui-stream-response";
import type { TurnHistory } from "./turn-history";
import type { Locale } from "@/lib/i18n/locales";

/** Server-made message ids: the stored history never depends on a client inventing them. */
const generateMessageId = createIdGenerator({ prefix: "msg", size: 16 });

/**
 * Runs one tutor turn, whichever the tutor: its history loaded and validated
 * by `history` (client-signed or server-stored: ./turn-history.ts) before
 * anything streams, then the agent streamed metered (one log line per turn),
 * guaranteed to end in an outcome the learner can act on (`outcome`) with no tool
 * call left unfinished and the claims no tool backs marked, failures
 * logged here and shown as a safe sentence in the request's UI language (`locale`), every finished part signed so the
 * next request can prove it came from us, and the conversation handed back to
 * `history` when the stream ends.
 */
export async function runTutorTurn<
  CALL_OPTIONS,
  TOOLS extends ToolSet,
  RUNTIME_CONTEXT extends Record<string, unknown>,
  MESSAGE extends UIMessage,
>(turn: {
  agent: Agent<CALL_OPTIONS, TOOLS, RUNTIME_CONTEXT>;
  history: TurnHistory<MESSAGE>;
  options: CALL_OPTIONS;
  /** Signs what is streamed and checks signed histories; the session secret's by default. */
  vouch?: MessageVouch;
  abortSignal?: AbortSignal;
  /** The request's UI language (lib/i18n/request-locale.ts): what a failure mid-stream is said in. */
  locale: Locale;
  outcome: Omit<TurnOutcomeOptions, "meter">;
  /** Chunks a feature adds at the end of the turn, before its finish (e.g. guided mode's `data-guided` part). */
  finalChunks?: () => Promise<UIMessageChunk[]>;
}): Promise<Response> {
  const { agent, history, outcome } = turn;
  const vouch = turn.vouch ?? (await defaultMessageVouch());
  const messages = await history.load({ tools: agent.tools, vouch });
  const meter = newTurnMeter();
  // Claims no tool backs are marked in the message's metadata (./turn-claims.ts).
  const claims = outcome.claims && claimChecker(outcome.claims, messages);
  const stream = await runWithTurnMeter(meter, () =>
    // The history was validated against these tools by `history`: not validated again (./stream-validated-agent.ts).
    streamValidatedAgent({
      agent,
      messages,
      options: turn.options,
      abortSignal: turn.abortSignal,
      generateMessageId,
      // No call left pending (./settle-unfinished-calls.ts), then the outcome guarantee: one stream stage for both.
      experimental_transform: stagesTransform<TOOLS>(() => [
        settleUnfinishedCallsStage<TOOLS>(),
        turnOutcomeStage<TOOLS>({ ...outcome, meter }),
      ]),
      messageMetadata: claims ? claims.messageMetadata : undefined,
      onEnd:
        history.keep &&
        (async (finished) => {
          await history.keep?.(finished).catch((error: unknown) => console.error(`[${outcome.label}] conversation not saved:`, error));
        }),
      onError: (error) => {
        console.error(`[${outcome.label}] stream failed:`, error);
        return describeStreamError(error, turn.locale);
      },
    }),
  );
  // Signed, as SSE, as bytes, with the feature's final chunks before the finish: one stage (./signed-ui-stream-response.ts).
  return signedUIMessageStreamResponse(
    stream,
    { vouch, tools: agent.tools, history: messages },
    // no-transform: the server's gzip (and any proxy's) leaves the event stream alone, so each
    // chunk leaves as it is written instead of costing a deflate flush per chunk.
    { "cache-control": "no-cache, no-transform" },
    turn.finalChunks,
  );
}
