import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { asSchema } from "ai";
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
