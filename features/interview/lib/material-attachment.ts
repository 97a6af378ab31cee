// zod/mini: this module is in the /create page's first load (full zod adds ~32 KB gzip).
import * as z from "zod/mini";
import { MAX_MATERIAL_DOCUMENTS } from "./research-material";

/**
 * What the /create page needs of an attached document's record (the app keeps
 * them as sources; only these fields are read, so the interview does not
 * depend on that feature's full shape). Unknown statuses count as "processing".
 */
export const attachedDocumentSchema = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string(),
  fileName: z.optional(z.nullable(z.string())),
  status: z.string(),
  error: z.optional(z.nullable(z.string())),
});
export type AttachedDocument = z.infer<typeof attachedDocumentSchema>;

export const materialListSchema = z.object({ sources: z.array(attachedDocumentSchema) });

export const uploadOutcomeSchema = z.union([
  z.object({ ok: z.literal(true), fileName: z.string(), source: attachedDocumentSchema }),
  z.object({ ok: z.literal(false), fileName: z.string(), status: z.number(), code: z.string(), message: z.string() }),
]);
export type UploadOutcome = z.infer<typeof uploadOutcomeSchema>;
export const uploadResponseSchema = z.object({ results: z.array(uploadOutcomeSchema) });

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
