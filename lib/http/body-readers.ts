import type { z } from "zod";
import { parseJsonRequest } from "./parse-json-request";
import { readFormData } from "./read-form-data";
import { readJsonBody } from "./read-json-body";

/**
 * How a route reads its body: a byte limit counted on what actually arrives, then a shape. A
 * route declares one (`body:` in lib/http/route-context.ts) and its handler gets the result.
 */
export type BodyReader<T> = (request: Request) => Promise<T>;

/** JSON of a zod schema: 415 not JSON, 413 over `maxBytes`, 400 naming the first problems ("The {what} is invalid: …"). */
export function jsonBody<Schema extends z.ZodType>(
  schema: Schema,
  options: { maxBytes: number; what: string },
): BodyReader<z.infer<Schema>> {
  return (request) => parseJsonRequest(request, schema, options);
}

/** JSON checked by a parser of the feature's own (one that words its errors itself). */
export function parsedJsonBody<T>(maxBytes: number, parse: (value: unknown) => T): BodyReader<T> {
  return async (request) => parse(await readJsonBody(request, maxBytes));
}

/** A multipart form of at most `maxBytes` (415 when not multipart, 413 past the limit). */
export function formBody(maxBytes: number): BodyReader<FormData> {
  return (request) => readFormData(request, maxBytes);
}
