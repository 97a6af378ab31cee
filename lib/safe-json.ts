/**
 * The one place text becomes JSON. `JSON.parse` throws on bad input and returns
 * `any`; everything in the app reads untrusted text (model output, stored
 * records, request bodies, prompt blocks), so it goes through here and gets
 * `unknown` back — the caller validates the shape with zod.
 */
export type JsonParseResult = { ok: true; value: unknown } | { ok: false; error: string };

export function parseJson(text: string): JsonParseResult {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** The parsed value, or undefined when the text is not JSON. */
export function safeJsonParse(text: string): unknown {
  const result = parseJson(text);
  return result.ok ? result.value : undefined;
}
