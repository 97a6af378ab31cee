import type { LanguageModelV4StreamPart } from "@ai-sdk/provider";

/**
 * An observer of a model stream's parts that needs no stream of its own: it is
 * called by the stage that already writes each part (the repair middleware's,
 * lib/ai/repair-middleware.ts), as the part is written. `end` is called when the
 * stream closes normally, never when it errors.
 */
export interface PartTap {
  part(part: LanguageModelV4StreamPart): void;
  end(): void;
}

interface Taps {
  live: PartTap[];
  /** Parts written before the first tap came (the writer starts at once; a tap is added a few ticks later), replayed to it. */
  early: LanguageModelV4StreamPart[] | null;
  closed: boolean;
}

/** Parts remembered for a tap still to come; past this, no tap can be added (addTap says false). */
const EARLY_LIMIT = 64;

const tapsOf = new WeakMap<ReadableStream<LanguageModelV4StreamPart>, Taps>();

/**
 * A model stream's writer: `enqueue` and `close` in place of the controller's, calling the
 * taps added to `stream` (see addTap) on the way.
 */
export function tappedWriter(
  stream: ReadableStream<LanguageModelV4StreamPart>,
  controller: ReadableStreamDefaultController<LanguageModelV4StreamPart>,
) {
  const taps: Taps = { live: [], early: [], closed: false };
  tapsOf.set(stream, taps);
  return {
    enqueue(part: LanguageModelV4StreamPart) {
      if (taps.early) {
        taps.early.push(part);
        if (taps.early.length > EARLY_LIMIT) taps.early = null;
      }
      for (const tap of taps.live) tap.part(part);
      controller.enqueue(part);
    },
    close() {
      this.stop();
      controller.close();
    },
    /** The reader cancelled the stream: the taps end (what was produced still counts), nothing more is written. */
    stop() {
      if (taps.closed) return;
      taps.closed = true;
      for (const tap of taps.live) tap.end();
    },
  };
}

/**
 * Adds `tap` to a stream written through tappedWriter, before anyone reads it (it sees every
 * part, those written before it came included); false for any other stream, or one already
 * read or too far along (the caller then reads the parts itself, in a stream of its own).
 */
export function addTap(stream: ReadableStream<LanguageModelV4StreamPart>, tap: PartTap): boolean {
  const taps = tapsOf.get(stream);
  if (!taps?.early || stream.locked) return false;
  for (const part of taps.early) tap.part(part);
  if (taps.closed) tap.end();
  else taps.live.push(tap);
  return true;
}
