// zod/mini, loaded on demand: the material operation files import this when an answer arrives, never with the page.
import * as z from "zod/mini";

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
