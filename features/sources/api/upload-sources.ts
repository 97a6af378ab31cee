import { errorFromResponse, parseAnswer } from "@/lib/api/api-client";
import { ApiError } from "@/lib/api/api-error";
import { safeJsonParse } from "@/lib/safe-json";
import { sourcesCreatedResponseSchema, type SourcesCreatedResponse } from "../contract";
import { sourcesUrl, uploadRefusalsSchema } from "./sources-requests";

export interface UploadOptions {
  /** Bytes sent so far, of the total (XMLHttpRequest's upload progress). */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * Multipart upload, one `file` field per file, through XMLHttpRequest so the
 * UI can show how much has been sent (fetch reports no upload progress); the
 * answer and the errors are read as the API client reads them. A whole-request
 * refusal (e.g. 413 for too many files) rejects with an ApiError (each file's
 * refusal: uploadRefusals); per-file refusals come back as outcomes with
 * `ok: false` next to the accepted ones.
 */
export function uploadSources(
  courseId: string,
  files: readonly File[],
  { onProgress, signal }: UploadOptions = {},
): Promise<SourcesCreatedResponse> {
  const form = new FormData();
  for (const file of files) form.append("file", file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", sourcesUrl(courseId));
    request.responseType = "text";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    };
    request.onerror = () => reject(new ApiError("network", 0, ""));
    request.onabort = () => reject(new ApiError("aborted", 0, ""));
    request.onload = () => {
      const text = typeof request.responseText === "string" ? request.responseText : "";
      const answer =
        request.status < 200 || request.status >= 300
          ? errorFromResponse(request.status, safeJsonParse(text), uploadRefusalsSchema).then((error) => Promise.reject(error))
          : parseAnswer(request.status, text, sourcesCreatedResponseSchema);
      answer.then(resolve, reject);
    };
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(form);
  });
}
