/**
 * Saves the latest snapshot of a session at a measured pace: debounced
 * (`intervalMs` after the last change) while the conversation is idle,
 * throttled (at most every `intervalMs`) while a reply streams — a debounce
 * would never fire during a long stream. `flush()` writes what is pending
 * now (pagehide, a settled turn); `cancel()` drops it (switching sessions
 * mid-stream: the partial reply is never written).
 */
export interface SessionSaver<SNAPSHOT> {
  schedule(snapshot: SNAPSHOT, mode: "debounce" | "throttle"): void;
  /** Writes what is pending; resolves when that write has finished. */
  flush(): Promise<void>;
  cancel(): void;
  readonly pending: boolean;
}

export function createSessionSaver<SNAPSHOT>(save: (snapshot: SNAPSHOT) => void | Promise<void>, intervalMs = 300): SessionSaver<SNAPSHOT> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let latest: { snapshot: SNAPSHOT } | null = null;
  const clear = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  // The last write started, so a flush with nothing pending still waits for one in flight.
  let lastWrite: Promise<void> = Promise.resolve();
  const flush = () => {
    clear();
    const pending = latest;
    latest = null;
    if (pending) lastWrite = Promise.resolve(save(pending.snapshot));
    return lastWrite;
  };
  return {
    schedule(snapshot, mode) {
      latest = { snapshot };
      if (mode === "debounce") clear();
      timer ??= setTimeout(flush, intervalMs);
    },
    flush,
    cancel() {
      clear();
      latest = null;
    },
    get pending() {
      return latest !== null;
    },
  };
}
