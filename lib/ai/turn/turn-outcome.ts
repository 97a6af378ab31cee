import "server-only";
import type { StreamTextTransform, TextStreamPart, ToolSet } from "ai";
import { AppError } from "@/lib/errors";
import { describeTurnMeter, type TurnMeter } from "./turn-meter";

export interface TurnOutcomeOptions {
  /** Log prefix, e.g. "interview". */
  label: string;
  /** Whether this part completes the turn (a valid question, the outline, a real answer). */
  completes: (part: TextStreamPart<ToolSet>) => boolean;
  /** The sentence the learner sees when the turn ended with nothing to show. */
  emptyMessage: string;
  meter?: TurnMeter;
}

/**
 * The last guard of a turn: it must end in something the learner can act on.
 * When the model stream finished without a completing part and without an
 * error, an error part with `emptyMessage` is added before the final finish
 * (the client shows it with Retry). Logs one line per turn: outcome, steps,
 * requests and tokens.
 */
export function ensureTurnOutcome<TOOLS extends ToolSet>(options: TurnOutcomeOptions): StreamTextTransform<TOOLS> {
  return () => {
    let completed = false;
    let failed = false;
    let steps = 0;
    let finish: TextStreamPart<TOOLS> | undefined;
    return new TransformStream<TextStreamPart<TOOLS>, TextStreamPart<TOOLS>>({
      transform(part, controller) {
        if (part.type === "finish") {
          finish = part; // held, so an added error comes before it
          return;
        }
        if (part.type === "finish-step") steps += 1;
        if (part.type === "error") failed = true;
        if (!completed && options.completes(part as TextStreamPart<ToolSet>)) completed = true;
        controller.enqueue(part);
      },
      flush(controller) {
        if (!completed && !failed) {
          controller.enqueue({
            type: "error",
            error: new AppError("model_failed", options.emptyMessage, {
              cause: new Error(`${options.label} turn ended without an outcome`),
            }),
          });
        }
        if (finish) controller.enqueue(finish);
        const outcome = completed ? "ok" : failed ? "error" : "empty";
        const cost = options.meter ? ` ${describeTurnMeter(options.meter)}` : "";
        // One preformatted write: console.info goes through Next's patched console (~0.14 ms a turn).
        process.stdout.write(`[${options.label}] turn outcome=${outcome} steps=${steps}${cost}\n`);
      },
    });
  };
}

/** A completing tool call: valid and to one of `toolNames`. */
export function isValidCallTo(part: TextStreamPart<ToolSet>, toolNames: string[]): boolean {
  return part.type === "tool-call" && !part.invalid && toolNames.includes(part.toolName);
}
