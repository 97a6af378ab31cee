import { sayError } from "@/lib/errors";
import { parseMediaType } from "./media-type";

/**
 * Reads a multipart/form-data body with a hard size limit, counting the bytes
 * actually received (a missing or lying Content-Length doesn't get past it), so
 * a 200 MB upload is refused without being buffered.
 */
export async function readFormData(request: Request, maxBytes: number): Promise<FormData> {
  const contentType = request.headers.get("content-type");
  const media = parseMediaType(contentType);
  if (media?.essence !== "multipart/form-data" || !media.parameters.boundary) {
    throw sayError("unsupported_media_type", { key: "sendForm" });
  }
  const tooLarge = () =>
    sayError("payload_too_large", { key: "uploadTooLarge", values: () => ({ mb: Math.round(maxBytes / (1024 * 1024)) }) });
  if (Number(request.headers.get("content-length") ?? "0") > maxBytes) throw tooLarge();
  if (!request.body) throw sayError("bad_request", { key: "uploadEmpty" });

  let received = 0;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received > maxBytes) controller.error(tooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
  try {
    return await new Response(counted, { headers: { "content-type": contentType ?? "" } }).formData();
  } catch (error) {
    if (received > maxBytes) throw tooLarge();
    throw sayError("bad_request", { key: "uploadUnreadable" }, { cause: error });
  }
}
