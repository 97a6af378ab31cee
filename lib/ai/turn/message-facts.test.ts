import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeJsonParse } from "@/lib/safe-json";
import { canonicalJson } from "./message-facts";

/** What canonicalJson has always meant: the value's wire form (JSON.stringify, then parse), keys sorted at every level. */
function wireSorted(value: unknown): string {
  const sort = (node: unknown): string => {
    if (Array.isArray(node)) return `[${node.map(sort).join(",")}]`;
    if (node !== null && typeof node === "object") {
      const record = node as Record<string, unknown>;
      return `{${Object.keys(record)
        .sort()
        .map((key) => `${JSON.stringify(key)}:${sort(record[key])}`)
        .join(",")}}`;
    }
    return JSON.stringify(node);
  };
  return sort(value === undefined ? null : (safeJsonParse(JSON.stringify(value)) ?? null));
}

// A signature made before this change must still verify: the text signed is the same for every value.
describe("canonicalJson", () => {
  it("equals the sorted wire form for any JSON value (what a request's history holds)", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(canonicalJson(value)).toBe(wireSorted(value));
      }),
      { numRuns: 500 },
    );
  });

  it("equals the sorted wire form for values that are not plain JSON (undefined, Dates, holes, classes, NaN, toJSON)", () => {
    const anything = fc.anything({
      withDate: true,
      withMap: true,
      withSet: true,
      withNullPrototype: true,
      withSparseArray: true,
      withBoxedValues: true,
      withTypedArray: true,
      withObjectString: true,
    });
    fc.assert(
      fc.property(anything, (value) => {
        expect(canonicalJson(value)).toBe(wireSorted(value));
      }),
      { numRuns: 500 },
    );
    for (const value of [
      undefined,
      { a: undefined, b: 1 },
      [undefined, () => 1],
      { toJSON: () => ({ z: 1, a: 2 }) },
      new Date(0),
      -0,
      NaN,
    ]) {
      expect(canonicalJson(value)).toBe(wireSorted(value));
    }
  });

  it("sorts keys at every level", () => {
    expect(canonicalJson({ b: [{ d: 1, c: "x" }], a: null })).toBe('{"a":null,"b":[{"c":"x","d":1}]}');
  });
});
