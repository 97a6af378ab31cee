import { z } from "zod";
import { fileEntrySchema } from "../contract";

/**
 * The schemas the browser parses workspace responses with. workspace-client.ts
 * loads this module with import() on its first call, so zod is never part of a
 * page's first-load JS.
 */
export { fileResponseSchema, fileTreeResponseSchema } from "../contract";

export const errorBodySchema = z.object({ error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }) });

/** A 409's details: the file as it now is on the server. */
export const conflictDetailsSchema = z.object({ current: fileEntrySchema.extend({ content: z.string() }) });
