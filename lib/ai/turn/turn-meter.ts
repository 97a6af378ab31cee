import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Counts the model requests and tokens one learner turn costs, sub-agents and
 * retries included: the model fetch reports into whichever meter the turn runs
 * under. One log line per turn comes out of it.
 */
export interface TurnMeter {
  requests: number;
  promptTokens: number;
  completionTokens: number;
}

const storage = new AsyncLocalStorage<TurnMeter>();

export function newTurnMeter(): TurnMeter {
  return { requests: 0, promptTokens: 0, completionTokens: 0 };
}

export function runWithTurnMeter<T>(meter: TurnMeter, run: () => T): T {
  return storage.run(meter, run);
}

export function currentTurnMeter(): TurnMeter | undefined {
  return storage.getStore();
}

export function describeTurnMeter(meter: TurnMeter): string {
  return `requests=${meter.requests} promptTokens=${meter.promptTokens} completionTokens=${meter.completionTokens}`;
}
