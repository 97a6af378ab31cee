import "server-only";

/**
 * The one-time pass of the start-up warm-up: POST /api/warm-up answers only a
 * request carrying it, and only while the server warms itself (404 otherwise,
 * like any unknown API). It lives on globalThis because instrumentation.ts and
 * the route handlers are separate bundles of one process; it never leaves it.
 */
export const WARM_UP_HEADER = "x-nexusnote-warm-up";

const slot = globalThis as typeof globalThis & { __nexusnoteWarmUpPass?: string };

export function openWarmUpPass(): string {
  // Web Crypto, not node:crypto: instrumentation.ts is also bundled for the edge runtime.
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  slot.__nexusnoteWarmUpPass = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return slot.__nexusnoteWarmUpPass;
}

export function closeWarmUpPass(): void {
  delete slot.__nexusnoteWarmUpPass;
}

export function holdsWarmUpPass(headers: Pick<Headers, "get">): boolean {
  const pass = slot.__nexusnoteWarmUpPass;
  const presented = headers.get(WARM_UP_HEADER);
  if (!pass || !presented) return false;
  if (presented.length !== pass.length) return false;
  // Constant time over the pass's length: how much of a guess was right does not show in the timing.
  let difference = 0;
  for (let index = 0; index < pass.length; index += 1) difference |= pass.charCodeAt(index) ^ presented.charCodeAt(index);
  return difference === 0;
}
