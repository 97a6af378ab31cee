import type { Query } from "@tanstack/react-query";
import { ApiError } from "./api-error";

/**
 * Polling for a query, as TanStack Query options: `refetchInterval` while
 * `active(data)` holds (paused in a hidden tab: the library skips interval
 * fetches while the document is hidden) and a refetch as soon as the tab is
 * shown again. With `backoff`, the interval grows by `factor` after every
 * answer in which `signature(data)` did not change, up to `maxMs`, and falls
 * back to `firstMs` when it does (or when the tab is shown again).
 */
export interface PollingRule<T> {
  active: (data: T) => boolean;
  firstMs: number;
  backoff?: { factor: number; maxMs: number; signature: (data: T) => string };
}

interface Seen {
  at: number;
  signature: string;
  delay: number;
}

// Per query: the answer last counted, so the interval grows once per answer. Kept here, not per
// pollingOptions() call: a component that builds its options on every render would otherwise start
// the backoff over each time.
const seenByQuery = new WeakMap<object, Seen>();

/** What is gone stays gone: a 404 (another tab deleted the course or the source) ends the polling. */
const isGone = (query: { state: { error: unknown } }) => query.state.error instanceof ApiError && query.state.error.status === 404;

export function pollingOptions<T>(rule: PollingRule<T>) {
  const seen = seenByQuery;
  const isActive = (query: Query<T, Error, T, readonly unknown[]>) =>
    query.state.data !== undefined && !isGone(query) && rule.active(query.state.data);
  return {
    refetchInterval: (query: Query<T, Error, T, readonly unknown[]>): number | false => {
      const data = query.state.data;
      if (data === undefined || isGone(query) || !rule.active(data)) return false;
      const { backoff } = rule;
      if (!backoff) return rule.firstMs;
      const at = query.state.dataUpdatedAt;
      const signature = backoff.signature(data);
      const last = seen.get(query);
      if (!last) {
        seen.set(query, { at, signature, delay: rule.firstMs });
        return rule.firstMs;
      }
      if (last.at === at) return last.delay;
      // Something moved: look again soon. Nothing did: the backoff carries on.
      const delay = signature !== last.signature ? rule.firstMs : Math.min(backoff.maxMs, Math.round(last.delay * backoff.factor));
      seen.set(query, { at, signature, delay });
      return delay;
    },
    refetchOnWindowFocus: (query: Query<T, Error, T, readonly unknown[]>) => {
      const active = isActive(query);
      // Back on the tab: look now, then carry on from the fast interval.
      if (active) seen.delete(query);
      return active;
    },
  };
}
