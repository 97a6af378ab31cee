import type { z } from "zod";

/** A short, human description of the first few problems of a failed zod parse. */
// Core error type: classic zod and zod/mini parses both report one.
export function describeZodError(error: z.core.$ZodError, maxIssues = 3): string {
  return error.issues
    .slice(0, maxIssues)
    .map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message))
    .join("; ");
}
