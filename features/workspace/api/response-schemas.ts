import { z } from "zod";
import { fileEntrySchema } from "../contract";

/**
 * The schemas the browser parses workspace answers with. The operation files
 * load this module with import() (workspace-requests.ts), so zod is never part
 * of the course page's first-load JS (the workspace entry reads files too).
 */
export { fileResponseSchema, fileTreeResponseSchema } from "../contract";

/** A 409's details: the file as it now is on the server. */
export const conflictDetailsSchema = z.object({ current: fileEntrySchema.extend({ content: z.string() }) });
