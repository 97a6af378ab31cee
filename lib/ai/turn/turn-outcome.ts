import "server-only";
import type { StreamTextTransform, TextStreamPart, ToolSet } from "ai";
import { AppError, type ErrorText } from "@/lib/errors";
import { stagesTransform, type PartStage } from "./part-stages";
import { describeTurnMeter, type TurnMeter } from "./turn-meter";
import type { ClaimBacking } from "./turn-claims";

/** How a turn that ended with nothing to show got there: what the sentence shown can name. */
export interface TurnEnding {
  /** Tool calls the turn made, valid or not. */
  toolCalls: number;
  /** Of them, the calls that could not run (broken or cut-off input, a tool not offered). */
  invalidCalls: number;
}

export interface TurnOutcomeOptions {
  /** Log prefix, e.g. "interview". */
  label: string;
  /** Whether this part completes the turn (a valid question, the outline, a proposal). */
  completes: (part: TextStreamPart<ToolSet>) => boolean;
  /**
   * Words complete the turn only in its last step, a step with no tool call: text before a call is a
   * preamble ("Let me read the file."), so a turn that ends after a read, a refused write or broken
   * calls has not answered, whatever it said on the way.
   */
  answerInLastStep?: boolean;
  /** The sentence the learner sees when the turn ended with nothing to show (with Retry), in each UI language. */
  emptyMessage: ErrorText | ((ending: TurnEnding) => ErrorText);
  /** Claims of action and grounding in the tutor's words are checked against these (./turn-claims.ts). */
  claims?: ClaimBacking;
  meter?: TurnMeter;
}

/**
 * The last guard of a turn: it must end in something the learner can act on.
 * When the model stream finished without a completing part (or, with
 * `answerInLastStep`, without words in its last step) and without an error, an
 * error part with `emptyMessage` is added before the final finish (the client
 * shows it with Retry). Logs one line per turn: outcome, steps, requests and tokens.
 */
export function turnOutcomeStage<TOOLS extends ToolSet>(options: TurnOutcomeOptions): PartStage<TextStreamPart<TOOLS>> {
  let completed = false;
  let failed = false;
  let steps = 0;
  let finish: TextStreamPart<TOOLS> | undefined;
  const ending: TurnEnding = { toolCalls: 0, invalidCalls: 0 };
  // The current (in the end, the last) step: did it say something, did it call a tool?
  let stepWords = false;
  let stepCalls = false;
  return {
    part(part, emit) {
      if (part.type === "finish") {
        finish = part; // held, so an added error comes before it
        return;
      }
      if (part.type === "finish-step") steps += 1;
      if (part.type === "error") failed = true;
      if (part.type === "start-step") stepWords = stepCalls = false;
      if (part.type === "text-delta" && part.text.trim() !== "") stepWords = true;
      if (part.type === "tool-call") {
        stepCalls = true;
        ending.toolCalls += 1;
        if (part.invalid) ending.invalidCalls += 1;
      }
      if (!completed && options.completes(part as TextStreamPart<ToolSet>)) completed = true;
      emit(part);
    },
    end(emit) {
      if (options.answerInLastStep && stepWords && !stepCalls) completed = true;
      if (!completed && !failed) {
        const message = typeof options.emptyMessage === "function" ? options.emptyMessage(ending) : options.emptyMessage;
        emit({
          type: "error",
          error: new AppError("model_failed", message, {
            cause: new Error(`${options.label} turn ended without an outcome`),
          }),
        });
      }
      if (finish) emit(finish);
      const outcome = completed ? "ok" : failed ? "error" : "empty";
      const cost = options.meter ? ` ${describeTurnMeter(options.meter)}` : "";
      // One preformatted write: console.info goes through Next's patched console (~0.14 ms a turn).
      process.stdout.write(`[${options.label}] turn outcome=${outcome} steps=${steps}${cost}\n`);
    },
  };
}

/** The same as a streamText transform of its own. */
export function ensureTurnOutcome<TOOLS extends ToolSet>(options: TurnOutcomeOptions): StreamTextTransform<TOOLS> {
  return stagesTransform<TOOLS>(() => [turnOutcomeStage<TOOLS>(options)]);
}

/** A completing tool call: valid and to one of `toolNames`. */
export function isValidCallTo(part: TextStreamPart<ToolSet>, toolNames: string[]): boolean {
  return part.type === "tool-call" && !part.invalid && toolNames.includes(part.toolName);
}
