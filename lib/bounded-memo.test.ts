import { describe, expect, it, vi } from "vitest";
import { boundedMemo } from "./bounded-memo";

describe("boundedMemo", () => {
  it("computes a key once, and forgets the least recently used beyond its bound", () => {
    const compute = vi.fn((key: string) => key.toUpperCase());
    const upper = boundedMemo(2, compute);
    expect([upper("a"), upper("b"), upper("a")]).toEqual(["A", "B", "A"]);
    expect(compute).toHaveBeenCalledTimes(2);
    upper("c"); // "b" was used least recently: it goes, "a" stays
    upper("a");
    expect(compute).toHaveBeenCalledTimes(3);
    upper("b");
    expect(compute).toHaveBeenCalledTimes(4);
  });

  it("unbounded (Infinity), computes each key once and forgets none", () => {
    const compute = vi.fn((key: object) => ({ of: key }));
    const wrap = boundedMemo(Infinity, compute);
    const keys = Array.from({ length: 50 }, () => ({}));
    const first = keys.map(wrap);
    expect(keys.map(wrap)).toEqual(first);
    keys.forEach((key, index) => expect(wrap(key)).toBe(first[index]));
    expect(compute).toHaveBeenCalledTimes(50);
  });
});
