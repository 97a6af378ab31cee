import { parseJson } from "@/lib/safe-json";
import { sayError } from "@/lib/errors";
import { isJsonMediaType } from "./media-type";

/** Stateless between calls (no `stream` option), so one decoder serves every request. */
const utf8 = new TextDecoder();

/**
 * Reads a JSON request body with a hard size limit, counting the bytes actually
 * received (a missing or lying Content-Length doesn't get past it).
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  if (!isJsonMediaType(request.headers.get("content-type"))) {
    throw sayError("unsupported_media_type", { key: "sendJson" });
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  const tooLarge = () => sayError("payload_too_large", { key: "requestTooLarge", values: () => ({ kb: Math.round(maxBytes / 1024) }) });
  if (declared > maxBytes) throw tooLarge();
  if (!request.body) throw sayError("invalid_json", { key: "bodyEmpty" });

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  // Most bodies arrive in one chunk: no copy then.
  const text = utf8.decode(chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks));
  if (!/\S/.test(text)) throw sayError("invalid_json", { key: "bodyEmpty" });
  const parsed = parseJson(text);
  if (!parsed.ok) throw sayError("invalid_json", { key: "notJson" });
  return parsed.value;
}
