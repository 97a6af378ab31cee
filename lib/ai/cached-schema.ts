import { jsonSchema, zodSchema, type Schema } from "ai";
import { z } from "zod";

/**
 * A tool's zod schema as the AI SDK's Schema, one per zod schema per process.
 * Given a bare zod schema, the SDK wraps it anew on every step and converts it
 * to JSON Schema again each time; a Schema object converts once, on first use,
 * and keeps the result.
 *
 * Validation is the same zod schema's, parsed synchronously: the SDK's own zod
 * Schema parses with `safeParseAsync`, which skips zod's compiled fast path for
 * objects and awaits every value, and it runs on every tool call the model makes
 * (bench/PROFILE-per-turn.md, 2026-11-27 turn branch). A schema with an
 * asynchronous refinement or transform cannot run synchronously (zod throws
 * `$ZodAsyncError` before any result): that one is parsed asynchronously, as the
 * SDK would. Same schema, same result, same error class as the SDK's.
 */
// Classic zod or zod/mini: both are core schemas (the SDK converts either).
const cache = new WeakMap<z.core.$ZodType, Schema<unknown>>();
const zodBehind = new WeakMap<Schema<unknown>, z.core.$ZodType>();

type Validation<T> = { success: true; value: T } | { success: false; error: Error };

function validateWith<T>(schema: z.core.$ZodType<T>, converted: Schema<T>) {
  return (value: unknown): Validation<T> | PromiseLike<Validation<T>> => {
    let parsed: z.ZodSafeParseResult<T>;
    try {
      parsed = z.safeParse(schema, value);
    } catch (error) {
      if (error instanceof z.core.$ZodAsyncError && converted.validate) return converted.validate(value);
      throw error;
    }
    return parsed.success ? { success: true, value: parsed.data } : { success: false, error: parsed.error };
  };
}

export function cachedSchema<T>(schema: z.core.$ZodType<T>): Schema<T> {
  let cached = cache.get(schema);
  if (!cached) {
    const converted = zodSchema(schema) as Schema<T>;
    cached = jsonSchema<T>(() => converted.jsonSchema, { validate: validateWith(schema, converted) }) as Schema<unknown>;
    cache.set(schema, cached);
    zodBehind.set(cached, schema);
  }
  return cached as Schema<T>;
}

/** The zod schema a cachedSchema Schema was made from (undefined for any other schema): lets a reader parse synchronously. */
export function zodSchemaBehind(schema: unknown): z.core.$ZodType | undefined {
  return typeof schema === "object" && schema !== null ? zodBehind.get(schema as Schema<unknown>) : undefined;
}
