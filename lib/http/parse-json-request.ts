import type { z } from "zod";
import { sayError } from "@/lib/errors";
import { readJsonBody } from "./read-json-body";
import { describeZodError } from "./zod-error-message";

/**
 * Reads a JSON body (size-limited: 413; not JSON: 415/400) and parses it with a
 * zod schema; a body of the wrong shape is a 400 that says what to fix.
 */
export async function parseJsonRequest<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  options: { maxBytes: number; what: string },
): Promise<z.infer<Schema>> {
  const body = await readJsonBody(request, options.maxBytes);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const { error } = parsed;
    throw sayError("bad_request", {
      key: "invalid",
      values: (locale) => ({ what: options.what, issues: describeZodError(error, 3, locale) }),
    });
  }
  return parsed.data;
}
