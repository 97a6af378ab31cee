import { describe, expect, it } from "vitest";
import { fusedStages, type PartStage } from "./part-stages";

/** A stage that tags every part it passes, doubles "x" parts, and on end emits one "end:<name>". */
const tagging = (name: string): PartStage<string> => ({
  part(part, emit) {
    emit(`${part}>${name}`);
    if (part.startsWith("x")) emit(`x-copy>${name}`);
  },
  end(emit) {
    emit(`end:${name}`);
  },
});
/** A stage that holds everything back until its end (as the turn outcome holds the finish). */
const holding = (): PartStage<string> => {
  const held: string[] = [];
  return { part: (part) => void held.push(part), end: (emit) => held.forEach(emit) };
};

/** The same stages as chained TransformStreams: what fusing them must equal. */
async function chained(stages: Array<PartStage<string>>, input: string[]) {
  let stream = new ReadableStream<string>({
    start(controller) {
      input.forEach((part) => controller.enqueue(part));
      controller.close();
    },
  });
  for (const stage of stages) {
    stream = stream.pipeThrough(
      new TransformStream<string, string>({
        transform: (part, controller) => stage.part(part, (out) => controller.enqueue(out)),
        flush: (controller) => stage.end?.((out) => controller.enqueue(out)),
      }),
    );
  }
  const out: string[] = [];
  for await (const part of stream as unknown as AsyncIterable<string>) out.push(part);
  return out;
}

function fused(stages: Array<PartStage<string>>, input: string[]) {
  const out: string[] = [];
  const run = fusedStages(stages, (part) => out.push(part));
  input.forEach(run.part);
  run.end();
  return out;
}

describe("fusedStages", () => {
  it("emits what the same stages chained as TransformStreams emit, ends included, in the same order", async () => {
    const input = ["a", "x1", "b", "x2"];
    const make = () => [tagging("one"), holding(), tagging("two"), { part: (part: string, emit: (p: string) => void) => emit(part) }];
    const expected = await chained(make(), input);
    expect(fused(make(), input)).toEqual(expected);
    // An end's parts pass the stages after it: "end:one" is tagged by "two".
    expect(expected).toContain("end:one>two");
    expect(expected.at(-1)).toBe("end:two");
  });

  it("with no stages passes parts through", () => {
    expect(fused([], ["a", "b"])).toEqual(["a", "b"]);
  });
});
