/**
 * File content as it is stored: PostgreSQL text refuses NUL and jsonb lone
 * surrogates, so those are repaired; a leading byte-order mark (U+FEFF, an
 * editor's encoding marker) is dropped, because PGlite reads text through a
 * TextDecoder that drops it — kept, the file would not read back as saved.
 * Everything else (leading spaces, CRLF, the final newline) is kept exactly,
 * because line numbers depend on it.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const LEADING_BYTE_ORDER_MARKS = /^\uFEFF+/;

/** What PostgreSQL refuses, repaired (NUL dropped, lone surrogates → U+FFFD). */
function repaired(text: string): string {
  return text.replace(LONE_SURROGATE, "\uFFFD").replaceAll("\u0000", "");
}

export function storableContent(content: string): string {
  return repaired(content).replace(LEADING_BYTE_ORDER_MARKS, "");
}

export function utf8Bytes(content: string): number {
  return new TextEncoder().encode(content).byteLength;
}

/** The same repair for every string inside a JSON value (a conversation stored as jsonb). */
export function storableJson(value: unknown): unknown {
  // Strings inside jsonb: the value's text starts with a quote or a bracket, so a mark inside is kept.
  if (typeof value === "string") return repaired(value);
  if (Array.isArray(value)) return value.map(storableJson);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [repaired(key), storableJson(item)]));
  return value;
}
