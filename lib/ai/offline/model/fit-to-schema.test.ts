import type { JSONSchema7 } from "@ai-sdk/provider";
import { describe, expect, it } from "vitest";
import { fitToSchema, minimalFromSchema } from "./fit-to-schema";

const schema: JSONSchema7 = {
  type: "object",
  properties: {
    title: { type: "string", minLength: 1, maxLength: 20 },
    options: { type: "array", minItems: 2, maxItems: 3, items: { type: "string", minLength: 1, maxLength: 10 } },
    minutes: { type: "integer", minimum: 5, maximum: 600 },
    kind: { type: "string", enum: ["goal", "general"] },
    note: { anyOf: [{ type: "string", maxLength: 5 }, { type: "null" }] },
  },
  required: ["title", "options", "minutes", "kind"],
  additionalProperties: false,
};

describe("fitToSchema", () => {
  it("clips, slices, clamps and drops what the schema forbids", () => {
    const fitted = fitToSchema(
      {
        title: "A very long title that goes on and on",
        options: ["one", "two", "three", "four"],
        minutes: 2.6,
        kind: "other",
        extra: 1,
        note: "too long",
      },
      schema,
    ) as Record<string, unknown>;
    expect((fitted.title as string).length).toBeLessThanOrEqual(20);
    expect(fitted.options).toEqual(["one", "two", "three"]);
    expect(fitted.minutes).toBe(5);
    expect(fitted.kind).toBe("goal");
    expect(fitted).not.toHaveProperty("extra");
    expect((fitted.note as string).length).toBeLessThanOrEqual(5);
  });

  it("fills missing required fields and pads short arrays", () => {
    const fitted = fitToSchema({ options: ["only"] }, schema) as Record<string, unknown>;
    expect(fitted).toMatchObject({ title: "…", minutes: 5, kind: "goal" });
    expect(fitted.options).toEqual(["only", "…"]);
  });

  it("keeps valid input unchanged", () => {
    const input = { title: "Fine", options: ["a", "b"], minutes: 30, kind: "general", note: null };
    expect(fitToSchema(input, schema)).toEqual(input);
  });
});

describe("minimalFromSchema", () => {
  it("builds the smallest valid value", () => {
    expect(minimalFromSchema(schema)).toEqual({ title: "…", options: ["…", "…"], minutes: 5, kind: "goal" });
  });
});
