/**
 * File content as it is stored: PostgreSQL text refuses NUL and jsonb lone
 * surrogates, so those are repaired; everything else (leading spaces, CRLF, the
 * final newline) is kept exactly, because line numbers depend on it.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function storableContent(content: string): string {
  return content.replace(LONE_SURROGATE, "\uFFFD").replaceAll("\u0000", "");
}

export function utf8Bytes(content: string): number {
  return new TextEncoder().encode(content).byteLength;
}

/** The same repair for every string inside a JSON value (a conversation stored as jsonb). */
export function storableJson(value: unknown): unknown {
  if (typeof value === "string") return storableContent(value);
  if (Array.isArray(value)) return value.map(storableJson);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [storableContent(key), storableJson(item)]));
  return value;
}
