// No zod here: this module is in the /create page's first load. The answers' schemas are in
// material-schemas.ts, which the API client loads when an answer arrives.
import { precheckUpload, UPLOAD_ACCEPT, type UploadPrecheck } from "@/lib/uploads/upload-types";
import { MAX_MATERIAL_DOCUMENTS } from "./research-material";

export type { AttachedDocument, UploadOutcome } from "./material-schemas";

/** The steps the page shows, in order; "uploading" is the browser's own, before the server answers. */
export const MATERIAL_STEPS = ["uploading", "queued", "reading", "splitting", "indexing", "ready", "failed"] as const;
export type MaterialStep = (typeof MATERIAL_STEPS)[number];

export function materialStep(status: string): MaterialStep {
  return (MATERIAL_STEPS as readonly string[]).includes(status) ? (status as MaterialStep) : "reading";
}

export const isSettled = (step: MaterialStep) => step === "ready" || step === "failed";

/** What the picker offers: the upload rule's own list (lib/uploads), the same as a course's Sources. */
export const MATERIAL_ACCEPT = UPLOAD_ACCEPT;

/**
 * The check the browser can make before uploading: the one upload rule's name, type and size part
 * (lib/uploads/upload-types.ts). The server applies the whole rule again, with the first bytes.
 */
export function precheckFile(file: File): UploadPrecheck {
  return precheckUpload(file);
}

export { MAX_MATERIAL_DOCUMENTS };
