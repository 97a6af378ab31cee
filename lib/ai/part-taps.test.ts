import type { LanguageModelV4StreamPart as Part } from "@ai-sdk/provider";
import { describe, expect, it } from "vitest";
import { addTap, tappedWriter, type PartTap } from "./part-taps";

const delta = (text: string): Part => ({ type: "text-delta", id: "t", delta: text });

function writable() {
  let controller!: ReadableStreamDefaultController<Part>;
  const stream = new ReadableStream<Part>({ start: (started) => void (controller = started) });
  return { stream, writer: tappedWriter(stream, controller) };
}

function recorder() {
  const seen: string[] = [];
  const tap: PartTap = {
    part: (part) => void seen.push(part.type === "text-delta" ? part.delta : part.type),
    end: () => void seen.push("end"),
  };
  return { seen, tap };
}

async function readAll(stream: ReadableStream<Part>) {
  const out: Part[] = [];
  for await (const part of stream as unknown as AsyncIterable<Part>) out.push(part);
  return out;
}

describe("part taps", () => {
  it("a tap added after parts were written sees them all, in order, and the end; readers get every part", async () => {
    const { stream, writer } = writable();
    writer.enqueue(delta("a"));
    const { seen, tap } = recorder();
    expect(addTap(stream, tap)).toBe(true);
    writer.enqueue(delta("b"));
    writer.close();
    expect(seen).toEqual(["a", "b", "end"]);
    expect((await readAll(stream)).length).toBe(2);
  });

  it("a stream its reader cancelled ends its taps once (what was produced still counts), and a tap added after sees the end", () => {
    const { stream, writer } = writable();
    const { seen, tap } = recorder();
    expect(addTap(stream, tap)).toBe(true);
    writer.enqueue(delta("a"));
    writer.stop();
    writer.stop();
    expect(seen).toEqual(["a", "end"]);
    const late = recorder();
    expect(addTap(stream, late.tap)).toBe(true);
    expect(late.seen).toEqual(["a", "end"]);
  });

  it("a tap added after the stream closed still sees every part and the end", () => {
    const { stream, writer } = writable();
    writer.enqueue(delta("a"));
    writer.close();
    const { seen, tap } = recorder();
    expect(addTap(stream, tap)).toBe(true);
    expect(seen).toEqual(["a", "end"]);
  });

  it("refuses a stream not written through a tapped writer, one already being read, and one too far along", () => {
    expect(addTap(new ReadableStream<Part>(), recorder().tap)).toBe(false);
    const read = writable();
    read.stream.getReader();
    expect(addTap(read.stream, recorder().tap)).toBe(false);
    const long = writable();
    for (let index = 0; index < 100; index += 1) long.writer.enqueue(delta(String(index)));
    expect(addTap(long.stream, recorder().tap)).toBe(false);
  });

  it("an erroring stream never calls end", () => {
    let controller!: ReadableStreamDefaultController<Part>;
    const stream = new ReadableStream<Part>({ start: (started) => void (controller = started) });
    const writer = tappedWriter(stream, controller);
    const { seen, tap } = recorder();
    addTap(stream, tap);
    writer.enqueue(delta("a"));
    controller.error(new Error("cut"));
    expect(seen).toEqual(["a"]);
  });
});
