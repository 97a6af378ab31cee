import { SOURCE_LIMITS, type SupportedSourceType } from "../contract";
import { detectSourceType, SNIFF_BYTES } from "./detect-source-type";

export { SNIFF_BYTES };

/** Why an upload is refused before it is stored: 413, 400, 415. */
export type UploadRefusal = "too-large" | "empty" | "unsupported";

export type UploadCheck = { ok: true; type: SupportedSourceType } | { ok: false; refusal: UploadRefusal };

/**
 * The one rule for what an upload may be, wherever a learner uploads (a course's Sources, the
 * material attached on /create): not over the size limit, not empty, and a type the ingester
 * reads, decided by the name, the declared media type and the first bytes (`head`, at least
 * SNIFF_BYTES of them; see ./detect-source-type). Each entry point words the refusal its own way.
 */
export function checkUpload(file: { fileName: string; declaredType: string | undefined; size: number; head: Uint8Array }): UploadCheck {
  if (file.size > SOURCE_LIMITS.fileBytes) return { ok: false, refusal: "too-large" };
  if (file.size === 0) return { ok: false, refusal: "empty" };
  const type = detectSourceType(file.fileName, file.declaredType, file.head.subarray(0, SNIFF_BYTES));
  return type ? { ok: true, type } : { ok: false, refusal: "unsupported" };
}
