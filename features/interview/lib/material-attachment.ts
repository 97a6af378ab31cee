// No zod here: this module is in the /create page's first load. The answers' schemas are in
// material-schemas.ts, which the API client loads when an answer arrives.
import { MAX_MATERIAL_DOCUMENTS } from "./research-material";

export type { AttachedDocument, UploadOutcome } from "./material-schemas";

/** The steps the page shows, in order; "uploading" is the browser's own, before the server answers. */
export const MATERIAL_STEPS = ["uploading", "queued", "reading", "splitting", "indexing", "ready", "failed"] as const;
export type MaterialStep = (typeof MATERIAL_STEPS)[number];

export function materialStep(status: string): MaterialStep {
  return (MATERIAL_STEPS as readonly string[]).includes(status) ? (status as MaterialStep) : "reading";
}

export const isSettled = (step: MaterialStep) => step === "ready" || step === "failed";

export const MATERIAL_FILE_BYTES = 20 * 1024 * 1024;
export const MATERIAL_ACCEPT = ".pdf,.docx,.md,.markdown,.txt,.html,.htm";
const EXTENSIONS = /\.(pdf|docx|md|markdown|txt|text|html|htm)$/i;

/** The check the browser can make before uploading (the server checks again, and the bytes). */
export function precheckFile(file: File): "too-large" | "unsupported" | "empty" | null {
  if (file.size > MATERIAL_FILE_BYTES) return "too-large";
  if (!EXTENSIONS.test(file.name)) return "unsupported";
  if (file.size === 0) return "empty";
  return null;
}

export { MAX_MATERIAL_DOCUMENTS };
