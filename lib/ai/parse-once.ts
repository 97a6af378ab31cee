import { z } from "zod";

/**
 * A zod schema's safeParse of one value object, once per object. A request's
 * history is checked part by part through the same schemas by several readers:
 * the SDK's rules for tool parts (lib/ai/turn/ui-history-schema.ts), a feature's
 * own rules (an answer must fit its question: ../option-question/) and the agent
 * reading the history again (the interview's learner profile). They see the same
 * input objects (parsed from this request's body, never mutated, gone with the
 * request), so the first reader's result is every later one's; nothing is
 * skipped, only repeated. Primitives have no identity to key by and are parsed
 * each time. The result's `data` is shared between readers: read it, never change it.
 */
const results = new WeakMap<z.core.$ZodType, WeakMap<object, z.ZodSafeParseResult<unknown>>>();

export function safeParseOnce<T>(schema: z.core.$ZodType<T>, value: unknown): z.ZodSafeParseResult<T> {
  if (typeof value !== "object" || value === null) return z.safeParse(schema, value);
  let bySchema = results.get(schema);
  if (!bySchema) {
    bySchema = new WeakMap();
    results.set(schema, bySchema);
  }
  let result = bySchema.get(value);
  if (!result) {
    result = z.safeParse(schema, value);
    bySchema.set(value, result);
  }
  return result as z.ZodSafeParseResult<T>;
}
