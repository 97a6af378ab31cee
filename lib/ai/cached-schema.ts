import { zodSchema, type Schema } from "ai";
import type { z } from "zod";

/**
 * A tool's zod schema as the AI SDK's Schema, one per zod schema per process.
 * Given a bare zod schema, the SDK wraps it anew on every step and converts it
 * to JSON Schema again each time; a Schema object converts once, on first use,
 * and keeps the result. Validation is unchanged (the same zod schema parses).
 */
// Classic zod or zod/mini: both are core schemas (the SDK converts either).
const cache = new WeakMap<z.core.$ZodType, Schema<unknown>>();
const zodBehind = new WeakMap<Schema<unknown>, z.core.$ZodType>();

export function cachedSchema<T>(schema: z.core.$ZodType<T>): Schema<T> {
  let cached = cache.get(schema);
  if (!cached) {
    cached = zodSchema(schema) as Schema<unknown>;
    cache.set(schema, cached);
    zodBehind.set(cached, schema);
  }
  return cached as Schema<T>;
}

/** The zod schema a cachedSchema Schema was made from (undefined for any other schema): lets a reader parse synchronously. */
export function zodSchemaBehind(schema: unknown): z.core.$ZodType | undefined {
  return typeof schema === "object" && schema !== null ? zodBehind.get(schema as Schema<unknown>) : undefined;
}
