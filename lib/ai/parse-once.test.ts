import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as zm from "zod/mini";
import { safeParseOnce } from "./parse-once";

/** A schema that counts the values it was asked to parse. */
function countingSchema() {
  const seen = { count: 0 };
  const schema = z.object({ name: z.string().min(1) }).superRefine(() => {
    seen.count += 1;
  });
  return { schema, seen };
}

describe("safeParseOnce", () => {
  it("parses an object once per schema and gives later readers the same result", () => {
    const { schema, seen } = countingSchema();
    const value = { name: "Ada", extra: true };
    const first = safeParseOnce(schema, value);
    expect(first).toEqual({ success: true, data: { name: "Ada" } });
    expect(safeParseOnce(schema, value)).toBe(first);
    expect(seen.count).toBe(1);
    // Another schema reading the same object parses it for itself.
    expect(safeParseOnce(z.object({ name: z.string().max(2) }), value).success).toBe(false);
  });

  it("remembers a refusal as well, and parses another object with the same content anew", () => {
    const { schema, seen } = countingSchema();
    const bad = { name: "" };
    expect(safeParseOnce(schema, bad).success).toBe(false);
    expect(safeParseOnce(schema, bad).success).toBe(false);
    expect(seen.count).toBe(1);
    expect(safeParseOnce(schema, { name: "" }).success).toBe(false);
    expect(safeParseOnce(schema, { name: "Grace" }).success).toBe(true);
    expect(seen.count).toBe(3);
  });

  it("parses primitives every time (no identity to remember them by)", () => {
    const schema = z.string().min(2);
    expect(safeParseOnce(schema, "x").success).toBe(false);
    expect(safeParseOnce(schema, "xy")).toEqual({ success: true, data: "xy" });
    expect(safeParseOnce(schema, null).success).toBe(false);
  });

  it("reads zod/mini schemas too (the chat's option cards are declared with it)", () => {
    const schema = zm.object({ options: zm.array(zm.string()).check(zm.minLength(2)) });
    const card = { options: ["a", "b"] };
    const first = safeParseOnce(schema, card);
    expect(first).toEqual({ success: true, data: { options: ["a", "b"] } });
    expect(safeParseOnce(schema, card)).toBe(first);
    expect(safeParseOnce(schema, { options: ["a"] }).success).toBe(false);
  });
});
