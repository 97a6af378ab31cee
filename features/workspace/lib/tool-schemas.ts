import { z } from "zod";

/** The tutor tools' inputs and outputs (zod), shared by the tools, the agent and the UI's diff cards. */
const path = z.string().min(1).max(400).describe("Workspace path, e.g. notes/rust.md or milestones.md");
const version = z.number().int().min(1).describe("The version you read (from readFile); a stale one changes nothing");

export const readFileInputSchema = z.object({
  path,
  start: z.number().int().min(1).optional().describe("First line (1-based); omit for the whole file"),
  end: z.number().int().min(1).optional().describe("Last line (inclusive)"),
});
export const readFileOutputSchema = z.union([
  z.object({
    ok: z.literal(true),
    path: z.string(),
    version: z.number().int(),
    lineCount: z.number().int(),
    start: z.number().int(),
    end: z.number().int(),
    numbered: z.string(),
    truncated: z.boolean(),
  }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);

export const editFileInputSchema = z.object({
  path,
  baseVersion: version,
  oldText: z.string().min(1).max(20_000),
  newText: z.string().max(50_000),
});
export const replaceLinesInputSchema = z.object({
  path,
  baseVersion: version,
  start: z.number().int().min(1),
  end: z.number().int().min(0).describe("Inclusive; start = end + 1 inserts before start"),
  text: z.string().max(50_000),
});
export const createFileInputSchema = z.object({ path, content: z.string().max(100_000) });
export const setMilestoneInputSchema = z.object({
  index: z.number().int().min(0).describe("0-based milestone index, as listed in the workspace context"),
  done: z.boolean().describe("true ticks it, and only when the learner's practice answers earn it; false unticks it"),
  baseVersion: version.describe("The version of milestones.md you read"),
});

/** How a proposal the write would refuse is denied (tools/tool-context.ts): the model reads it, the card drops it. */
export const NOT_OFFERED_PREFIX = "Not offered to the learner: ";

/** Every write tool answers the same way: the new version and a unified diff, or an error to act on. */
export const writeOutputSchema = z.union([
  z.object({ ok: z.literal(true), path: z.string(), version: z.number().int(), previousVersion: z.number().int(), patch: z.string() }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);
export type WriteOutput = z.infer<typeof writeOutputSchema>;
