/** Delay before attempt n+1 after attempt n failed, in ms. Injectable so tests need not wait. */
export type Backoff = (attempts: number) => number;

const BASE_MS = 2_000;
const CAP_MS = 60_000;

/**
 * 2 s, 4 s, 8 s … capped at a minute: long enough for a rate limit or a
 * restarting model server to recover, short enough that the learner watching
 * the course page sees the chapter move on.
 */
export const exponentialBackoff: Backoff = (attempts) => Math.min(CAP_MS, BASE_MS * 2 ** Math.max(0, attempts - 1));
