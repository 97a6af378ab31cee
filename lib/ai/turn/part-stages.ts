import type { StreamTextTransform, TextStreamPart, ToolSet } from "ai";

/** Passes a part downstream (to the next stage, or out of the transform). */
export type Emit<PART> = (part: PART) => void;

/**
 * One concern's per-part work on a turn's stream, as plain functions: `part` emits
 * what goes on in the part's place (none, it, or more), `end` what is left when the
 * stream ends. A stage is what a TransformStream's transform and flush would be,
 * without the stream.
 */
export interface PartStage<PART> {
  part(part: PART, emit: Emit<PART>): void;
  end?(emit: Emit<PART>): void;
}

/**
 * Several stages run in ONE TransformStream, in order, each seeing what the one
 * before emitted, exactly as chained TransformStreams would (a stage's `end` runs
 * after the stages before it have ended, and what it emits still passes the
 * stages after it). Node's web streams cost per stage and per part (a writable,
 * a readable, a pipe and a promise per part each): the turn's concerns keep
 * their own modules and share one stage.
 */
export function fusedStages<PART>(stages: Array<PartStage<PART>>, out: Emit<PART>): { part: Emit<PART>; end: () => void } {
  const emitters: Array<Emit<PART>> = [];
  for (let index = stages.length - 1; index >= 0; index -= 1) {
    const stage = stages[index]!;
    const next = emitters[0] ?? out;
    emitters.unshift((part) => stage.part(part, next));
  }
  return {
    part: emitters[0] ?? out,
    end: () => {
      stages.forEach((stage, index) => stage.end?.(emitters[index + 1] ?? out));
    },
  };
}

/** A streamText transform running `makeStages()`'s stages (made fresh for each stream) in one TransformStream. */
export function stagesTransform<TOOLS extends ToolSet>(
  makeStages: () => Array<PartStage<TextStreamPart<TOOLS>>>,
): StreamTextTransform<TOOLS> {
  return () => {
    let controller!: TransformStreamDefaultController<TextStreamPart<TOOLS>>;
    const fused = fusedStages(makeStages(), (part) => controller.enqueue(part));
    return new TransformStream<TextStreamPart<TOOLS>, TextStreamPart<TOOLS>>({
      start(started) {
        controller = started;
      },
      transform: (part) => fused.part(part),
      flush: () => fused.end(),
    });
  };
}
