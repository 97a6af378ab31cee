import type { z } from "zod";
import type { AppError } from "@/lib/errors";

/**
 * One dynamic segment of a route's URL: its schema, and the error for a value that fails it.
 * A value that cannot be an id is answered like an id that does not exist (a 404 naming what
 * was asked for), so malformed and unknown ids look the same from outside.
 */
export interface RouteParam<T> {
  schema: z.ZodType<T>;
  notFound: () => AppError;
}

export type RouteParams = Record<string, RouteParam<unknown>>;
export type ParamsOf<Specs extends RouteParams> = { [Key in keyof Specs]: Specs[Key] extends RouteParam<infer T> ? T : never };

export function routeParam<T>(schema: z.ZodType<T>, notFound: () => AppError): RouteParam<T> {
  return { schema, notFound };
}

/** Reads the segments in the order they are declared: the first one that fails names the 404. */
export function readParams<Specs extends RouteParams>(specs: Specs, raw: unknown): ParamsOf<Specs> {
  const values = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  const read: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(specs)) {
    const parsed = spec.schema.safeParse(values[key]);
    if (!parsed.success) throw spec.notFound();
    read[key] = parsed.data;
  }
  return read as ParamsOf<Specs>;
}
