/**
 * Exact media-type parsing (RFC 9110 §8.3.1): `type/subtype *( OWS ";" OWS
 * name=value )`. A substring test let `text/plain;application/json` through —
 * a type a browser sends cross-origin without a CORS preflight — so a page on
 * any site could post to the API as if it were JSON.
 */
const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const QUOTED = '"(?:[^"\\\\]|\\\\.)*"';
const MEDIA_TYPE = new RegExp(`^(${TOKEN})/(${TOKEN})((?:[ \\t]*;[ \\t]*${TOKEN}=(?:${TOKEN}|${QUOTED}))*)[ \\t]*$`);
const PARAMETER = new RegExp(`;[ \\t]*(${TOKEN})=(${TOKEN}|${QUOTED})`, "g");

export interface MediaType {
  /** Lower-case `type/subtype`. */
  essence: string;
  /** Lower-case names; values unquoted. */
  parameters: Record<string, string>;
}

export function parseMediaType(header: string | null): MediaType | null {
  if (!header) return null;
  const match = MEDIA_TYPE.exec(header.trim());
  if (!match) return null;
  const parameters: Record<string, string> = {};
  for (const [, name, value] of (match[3] ?? "").matchAll(PARAMETER)) {
    if (!name || value === undefined) continue;
    parameters[name.toLowerCase()] = value.startsWith('"') ? value.slice(1, -1).replace(/\\(.)/g, "$1") : value;
  }
  return { essence: `${match[1]}/${match[2]}`.toLowerCase(), parameters };
}

/** `application/json`, with parameters; a charset, if given, must be UTF-8 (the body is decoded as such). */
export function isJsonMediaType(header: string | null): boolean {
  const type = parseMediaType(header);
  if (!type || type.essence !== "application/json") return false;
  const charset = type.parameters.charset?.toLowerCase();
  return charset === undefined || charset === "utf-8" || charset === "utf8";
}
