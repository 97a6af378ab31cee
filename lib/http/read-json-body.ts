import { parseJson } from "@/lib/safe-json";
import { AppError } from "@/lib/errors";
import { isJsonMediaType } from "./media-type";

/** Stateless between calls (no `stream` option), so one decoder serves every request. */
const utf8 = new TextDecoder();

/**
 * Reads a JSON request body with a hard size limit, counting the bytes actually
 * received (a missing or lying Content-Length doesn't get past it).
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  if (!isJsonMediaType(request.headers.get("content-type"))) {
    throw new AppError("unsupported_media_type", "Send the request as JSON (Content-Type: application/json).");
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  const tooLarge = () => new AppError("payload_too_large", `The request is too large (limit ${Math.round(maxBytes / 1024)} KB).`);
  if (declared > maxBytes) throw tooLarge();
  if (!request.body) throw new AppError("invalid_json", "The request body is empty.");

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
  if (!/\S/.test(text)) throw new AppError("invalid_json", "The request body is empty.");
  const parsed = parseJson(text);
  if (!parsed.ok) throw new AppError("invalid_json", "The request body is not valid JSON.");
  return parsed.value;
}
