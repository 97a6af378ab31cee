import { describe, expect, it } from "vitest";
import { fuseByReciprocalRank } from "./reciprocal-rank-fusion";

const hit = (id: string) => ({ id });
const ids = (fused: { item: { id: string } }[]) => fused.map((f) => f.item.id);

describe("fuseByReciprocalRank", () => {
  it("ranks an item both channels found above items only one found", () => {
    const fused = fuseByReciprocalRank(
      [
        { channel: "keyword", items: [hit("a"), hit("b"), hit("c")] },
        { channel: "semantic", items: [hit("d"), hit("c"), hit("e")] },
      ],
      (h) => h.id,
    );
    expect(ids(fused)[0]).toBe("c");
    expect(fused[0]!.channels).toEqual(["keyword", "semantic"]);
    expect(fused[0]!.score).toBeCloseTo(1 / 63 + 1 / 62);
    expect(fused.find((f) => f.item.id === "a")!.channels).toEqual(["keyword"]);
    expect(new Set(ids(fused)).size).toBe(5);
  });

  it("keeps one channel's order when it is the only list", () => {
    const fused = fuseByReciprocalRank([{ channel: "keyword", items: [hit("x"), hit("y"), hit("z")] }], (h) => h.id);
    expect(ids(fused)).toEqual(["x", "y", "z"]);
    expect(fused[0]!.score).toBeCloseTo(1 / 61);
  });

  it("lets k flatten or sharpen the head of each list", () => {
    const lists = [
      { channel: "keyword", items: [hit("a"), hit("b")] },
      { channel: "semantic", items: [hit("b"), hit("c"), hit("d"), hit("a")] },
    ];
    // k = 1: a = 1/2 + 1/5, b = 1/3 + 1/2, so b (high in both) wins; with k = 60 the two are nearly level.
    expect(ids(fuseByReciprocalRank(lists, (h) => h.id, 1))[0]).toBe("b");
    expect(fuseByReciprocalRank(lists, (h) => h.id, 1).find((f) => f.item.id === "a")!.score).toBeCloseTo(1 / 2 + 1 / 5);
  });

  it("counts a duplicate within one list once, at its best rank, and keeps the first item seen", () => {
    const fused = fuseByReciprocalRank(
      [
        {
          channel: "keyword",
          items: [
            { id: "a", v: 1 },
            { id: "b", v: 2 },
            { id: "a", v: 3 },
          ],
        },
      ],
      (h) => h.id,
    );
    expect(fused[0]!.item).toEqual({ id: "a", v: 1 });
    expect(fused[0]!.score).toBeCloseTo(1 / 61);
  });

  it("is deterministic for ties (first seen first) and empty for no lists", () => {
    const fused = fuseByReciprocalRank(
      [
        { channel: "keyword", items: [hit("a")] },
        { channel: "semantic", items: [hit("b")] },
      ],
      (h) => h.id,
    );
    expect(ids(fused)).toEqual(["a", "b"]);
    expect(fuseByReciprocalRank([], (h: { id: string }) => h.id)).toEqual([]);
    expect(fuseByReciprocalRank([{ channel: "keyword", items: [] }], (h: { id: string }) => h.id)).toEqual([]);
  });
});
