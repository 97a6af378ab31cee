import type { SupportedSourceType } from "../contract";

/**
 * PLACEHOLDER (owned by the "sources-text" engineer, who replaces the body): which reader an
 * upload needs, from its name, declared type and first bytes; null → 415.
 */
export function detectSourceType(fileName: string, _declaredType: string | undefined, _head: Uint8Array): SupportedSourceType | null {
  const extension = fileName.toLowerCase().split(".").at(-1);
  if (extension === "md" || extension === "markdown") return "md";
  if (extension === "txt") return "txt";
  return null;
}
