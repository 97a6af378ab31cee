import "server-only";
import { createIdGenerator, type Agent, type ToolSet, type UIMessage } from "ai";
import { describeStreamError } from "./describe-stream-error";
import type { MessageVouch } from "./message-vouch";
import { newTurnMeter, runWithTurnMeter } from "./turn-meter";
import { streamValidatedAgent } from "./stream-validated-agent";
import { ensureTurnOutcome, type TurnOutcomeOptions } from "./turn-outcome";
import { signedUIMessageStreamResponse } from "./signed-ui-stream-response";

/** Server-made message ids: the stored history never depends on a client inventing them. */
const generateMessageId = createIdGenerator({ prefix: "msg", size: 16 });

/**
 * Streams one tutor turn (interview or chat) of an already validated history:
 * metered (one log line per turn), guaranteed to end in an outcome the learner
 * can act on (`outcome`), failures logged here and shown as a safe sentence,
 * and every finished part signed so the next request can prove it came from us.
 */
export async function streamTutorTurn<CALL_OPTIONS, TOOLS extends ToolSet, RUNTIME_CONTEXT extends Record<string, unknown>>(turn: {
  agent: Agent<CALL_OPTIONS, TOOLS, RUNTIME_CONTEXT>;
  messages: UIMessage[];
  options: CALL_OPTIONS;
  vouch: MessageVouch;
  abortSignal?: AbortSignal;
  outcome: Omit<TurnOutcomeOptions, "meter">;
}): Promise<Response> {
  const { agent, messages, vouch, outcome } = turn;
  const meter = newTurnMeter();
  const stream = await runWithTurnMeter(meter, () =>
    // The history was validated against these tools by the caller: not validated again (./stream-validated-agent.ts).
    streamValidatedAgent({
      agent,
      messages,
      options: turn.options,
      abortSignal: turn.abortSignal,
      generateMessageId,
      experimental_transform: ensureTurnOutcome<TOOLS>({ ...outcome, meter }),
      onError: (error) => {
        console.error(`[${outcome.label}] stream failed:`, error);
        return describeStreamError(error);
      },
    }),
  );
  // Signed, as SSE, as bytes: one stage (./signed-ui-stream-response.ts).
  return signedUIMessageStreamResponse(
    stream,
    { vouch, tools: agent.tools, history: messages },
    // no-transform: the server's gzip (and any proxy's) leaves the event stream alone, so each
    // chunk leaves as it is written instead of costing a deflate flush per chunk.
    { "cache-control": "no-cache, no-transform" },
  );
}
