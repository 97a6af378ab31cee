import { AppError } from "@/lib/errors";
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
    throw new AppError("unsupported_media_type", "Send the files as multipart/form-data (a form with one or more `file` fields).");
  }
  const tooLarge = () =>
    new AppError("payload_too_large", `The upload is too large (limit ${Math.round(maxBytes / (1024 * 1024))} MB in one request).`);
  if (Number(request.headers.get("content-length") ?? "0") > maxBytes) throw tooLarge();
  if (!request.body) throw new AppError("bad_request", "The upload is empty: attach at least one file.");

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
    throw new AppError("bad_request", "The upload could not be read as a form: send it again as multipart/form-data.", { cause: error });
  }
}
