import { SOURCE_LIMITS } from "../contract";

/**
 * The server takes at most filesPerRequest files and about three files' worth
 * of bytes (3 × fileBytes) per request: larger drops go up in several requests.
 */
export function batches(files: readonly File[]): File[][] {
  const requestBytes = 3 * SOURCE_LIMITS.fileBytes;
  const out: File[][] = [];
  let current: File[] = [];
  let bytes = 0;
  for (const file of files) {
    if (current.length && (current.length >= SOURCE_LIMITS.filesPerRequest || bytes + file.size > requestBytes)) {
      out.push(current);
      current = [];
      bytes = 0;
    }
    current.push(file);
    bytes += file.size;
  }
  if (current.length) out.push(current);
  return out;
}
