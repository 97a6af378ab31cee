import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { asSchema, zodSchema } from "ai";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { cachedSchema } from "./cached-schema";

/** Every source file (not tests) under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

describe("cachedSchema", () => {
  it("gives one Schema per zod schema, which converts to JSON Schema once and still validates", async () => {
    const input = z.object({ path: z.string().min(1) });
    const schema = cachedSchema(input);
    expect(cachedSchema(input)).toBe(schema);
    const first = await asSchema(schema).jsonSchema;
    expect(await asSchema(schema).jsonSchema).toBe(first);
    expect(first).toMatchObject({ type: "object", required: ["path"] });
    expect(await schema.validate?.({ path: "" })).toMatchObject({ success: false });
    expect(await schema.validate?.({ path: "notes.md" })).toEqual({ success: true, value: { path: "notes.md" } });
  });

  it("validates as the SDK's own zod Schema does: same value, same error, an asynchronous refinement still applied", async () => {
    const card = z.object({
      question: z.string().min(3),
      options: z.array(z.string().trim().min(1)).min(2).max(4),
      note: z.string().default("none"),
    });
    const awaited = z.object({ name: z.string() }).refine(async (value) => value.name !== "taken", { message: "name taken" });
    const values: unknown[] = [
      { question: "Why?", options: ["a", " b "] },
      { question: "Why?", options: ["a"] },
      { question: 1, options: "a", extra: true },
      null,
      "text",
    ];
    for (const value of values) {
      const ours = await cachedSchema(card).validate?.(value);
      const sdk = await zodSchema(card).validate?.(value);
      expect(ours?.success).toBe(sdk?.success);
      if (ours?.success && sdk?.success) expect(ours.value).toEqual(sdk.value);
      if (ours && !ours.success && sdk && !sdk.success) {
        expect(ours.error.constructor).toBe(sdk.error.constructor);
        expect(ours.error.message).toBe(sdk.error.message);
      }
    }
    // A schema zod can only run asynchronously is parsed asynchronously, its refinement included.
    expect(await cachedSchema(awaited).validate?.({ name: "free" })).toEqual({ success: true, value: { name: "free" } });
    const taken = await cachedSchema(awaited).validate?.({ name: "taken" });
    expect(taken?.success).toBe(false);
    if (taken && !taken.success) expect(taken.error.message).toContain("name taken");
  });

  // Issue 11: tool JSON schemas are built once per process. A bare zod schema in a
  // tool is wrapped and converted again on every step of every turn by the SDK.
  it("is how every tool of every feature declares its input and output schemas", () => {
    const offenders = [...sources("features"), ...sources("lib")].flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .map((line, index) => ({ line: line.trim(), at: `${file}:${index + 1}` }))
        .filter(({ line }) => /^(inputSchema|outputSchema):/.test(line) && !/^(inputSchema|outputSchema): cachedSchema\(/.test(line))
        .map(({ at, line }) => `${at}  ${line}`),
    );
    expect(offenders).toEqual([]);
  });
});
