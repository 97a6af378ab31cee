import { z } from "zod";
import { SOURCE_LIMITS, searchChannelSchema, searchModeSchema, sourceKindSchema } from "../contract";

/**
 * The tutor tools' inputs and outputs (searchMaterial, readSource). Shared by
 * the tools, the citation checker, the offline answerer and the step timeline,
 * so every reader of a tool part agrees on its shape.
 */

/** Zero-width and control characters are noise in a query; they never reach the search. */
const clean = (value: string) =>
  value
    .normalize("NFC")
    .replace(/[\u0000-\u001f\u007f\u200b-\u200f\u2060\ufeff]/g, " ")
    .trim();

export const searchMaterialInputSchema = z.object({
  query: z
    .string()
    .max(SOURCE_LIMITS.queryChars, `A search is at most ${SOURCE_LIMITS.queryChars} characters: search for the key terms.`)
    .transform(clean)
    .pipe(z.string().min(1, "Say what to search for: the query is empty.")),
  limit: z.number().int().min(1).max(SOURCE_LIMITS.hitsPerSearch).optional(),
});
export type SearchMaterialInput = z.infer<typeof searchMaterialInputSchema>;

/** One passage as the tutor (and the learner) sees it: the turn's ref, where it is, what it says, which search found it. */
export const materialPassageSchema = z.object({
  ref: z.string().regex(/^S\d+$/),
  sourceId: z.string(),
  kind: sourceKindSchema,
  title: z.string(),
  /** Workspace path of a chapter or learning file; null for uploads and pasted text. */
  path: z.string().nullable(),
  lineStart: z.number().int().min(1),
  lineEnd: z.number().int().min(1),
  pageStart: z.number().int().min(1).nullable(),
  pageEnd: z.number().int().min(1).nullable(),
});
export type MaterialPassage = z.infer<typeof materialPassageSchema>;

export const materialHitSchema = materialPassageSchema.extend({
  snippet: z.string(),
  /** The passage's lines as written, numbered in the source (./passage-lines.ts); absent in conversations saved before them. */
  lines: z.array(z.object({ n: z.number().int().min(1), text: z.string() })).optional(),
  channels: z.array(searchChannelSchema).min(1),
});
export type MaterialHit = z.infer<typeof materialHitSchema>;

export const searchMaterialOutputSchema = z.discriminatedUnion("ok", [
  z.object({
    ok: z.literal(true),
    query: z.string(),
    search: searchModeSchema,
    hits: z.array(materialHitSchema),
    /** false: nothing in the material is relevant to the query (optional: conversations saved before it have none). */
    covered: z.boolean().optional(),
    /** What the tutor does with an uncovered search, said where it reads the result. */
    note: z.string().optional(),
  }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);
export type SearchMaterialOutput = z.infer<typeof searchMaterialOutputSchema>;

export const readSourceInputSchema = z
  .object({
    sourceId: z.string().trim().min(1).max(200),
    start: z.number().int().min(1),
    end: z.number().int().min(1),
  })
  .refine((input) => input.end >= input.start, { message: "end must be at or after start.", path: ["end"] });
export type ReadSourceInput = z.infer<typeof readSourceInputSchema>;

export const readSourceOutputSchema = z.discriminatedUnion("ok", [
  materialPassageSchema.extend({
    ok: z.literal(true),
    /** The lines as the reader numbered them (`12| text`). */
    numbered: z.string(),
    truncated: z.boolean(),
  }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);
export type ReadSourceOutput = z.infer<typeof readSourceOutputSchema>;
