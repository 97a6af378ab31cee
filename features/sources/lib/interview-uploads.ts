import { normalizeStoredText } from "@/lib/stored-text";
import { SOURCE_LIMITS, type SourcesCreatedResponse } from "../contract";
import { checkUpload, SNIFF_BYTES, type UploadRefusal } from "./upload-check";

type UploadOutcome = SourcesCreatedResponse["results"][number];

const SUPPORTED_LIST = "PDF, DOCX, Markdown, plain text or a saved HTML page";

/** The file's name as it may be echoed back: no paths, no control characters, bounded. */
function displayName(file: File): string {
  const base = file.name.split(/[\\/]/).pop() ?? "";
  return normalizeStoredText(base, { clipTo: SOURCE_LIMITS.titleLength }) || "unnamed file";
}

export function refusal(fileName: string, status: number, code: string, message: string): UploadOutcome {
  return { ok: false, fileName, status, code, message };
}

function refusalOutcome(fileName: string, reason: UploadRefusal): UploadOutcome {
  if (reason === "too-large") {
    const limit = Math.round(SOURCE_LIMITS.fileBytes / (1024 * 1024));
    return refusal(fileName, 413, "payload_too_large", `“${fileName}” is larger than ${limit} MB; split it or attach a smaller part.`);
  }
  if (reason === "empty") return refusal(fileName, 400, "bad_request", `“${fileName}” is empty.`);
  return refusal(fileName, 415, "unsupported_media_type", `“${fileName}” is not a supported document: attach ${SUPPORTED_LIST}.`);
}

/**
 * Material attached on /create, screened before it is stored: each file refused on its own by the
 * upload rule every source passes (./upload-check: size, empty, type from name, media type and
 * first bytes) or for being over the interview's allowance of `maxDocuments` (with `existing`
 * already attached), in words that name the file. null → the file may be stored. In file order.
 */
export async function screenInterviewUploads(
  files: readonly File[],
  allowance: { existing: number; maxDocuments: number },
): Promise<(UploadOutcome | null)[]> {
  let room = Math.max(0, allowance.maxDocuments - allowance.existing);
  const heads = await Promise.all(files.map(async (file) => new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer())));
  return files.map((file, index) => {
    const fileName = displayName(file);
    const check = checkUpload({ fileName, declaredType: file.type || undefined, size: file.size, head: heads[index]! });
    if (!check.ok) return refusalOutcome(fileName, check.refusal);
    if (room === 0) {
      const message = `A course can start from at most ${allowance.maxDocuments} documents; remove one to attach “${fileName}”.`;
      return refusal(fileName, 413, "payload_too_large", message);
    }
    room -= 1;
    return null;
  });
}
