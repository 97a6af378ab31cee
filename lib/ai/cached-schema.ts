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

export function cachedSchema<T>(schema: z.core.$ZodType<T>): Schema<T> {
  let cached = cache.get(schema);
  if (!cached) {
    cached = zodSchema(schema) as Schema<unknown>;
    cache.set(schema, cached);
  }
  return cached as Schema<T>;
}
