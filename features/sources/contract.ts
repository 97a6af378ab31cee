/**
 * The sources feature's contract: the learner's own material (uploads and
 * pasted text) plus the course's chapters and learning files, indexed for
 * search; the tutor tools that search and read it; the HTTP shapes.
 *
 *   POST   /api/courses/:id/sources            multipart (one or more `file`) | JSON SourcePasteRequest → 202 SourcesCreatedResponse
 *   GET    /api/courses/:id/sources            → SourceListResponse (status and reason of each, the search mode)
 *   GET    /api/courses/:id/sources/:sourceId  → SourceDetailResponse (extracted text, page and line numbers)
 *   PATCH  /api/courses/:id/sources/:sourceId  SourceRenameRequest → { source }
 *   DELETE /api/courses/:id/sources/:sourceId  → 204
 *   POST   /api/courses/:id/search  SourceSearchRequest → SearchResponse (the same ranked hits the tutor's tool gets)
 *   GET    /api/courses/:id/search?q=…         → SearchResponse (a query short enough for a URL)
 *
 * Tools (given to the workspace tutor by app/_compose): searchMaterial, readSource.
 * Citations in answers are `[S<n>]`, where S<n> is the `ref` of a hit a search
 * (or a readSource) in the same turn returned.
 */
import { z } from "zod";
import { UPLOAD_FILE_BYTES, UPLOAD_MEDIA_TYPES } from "@/lib/uploads/upload-types";

export const SOURCES_TOOL = {
  searchMaterial: "searchMaterial",
  readSource: "readSource",
} as const;

/** queued → reading → splitting → indexing → ready, or failed with a reason a person can act on. */
export const sourceStatusSchema = z.enum(["queued", "reading", "splitting", "indexing", "ready", "failed"]);
export type SourceStatus = z.infer<typeof sourceStatusSchema>;

/** upload/paste: the learner's material; chapter/file: the course's own text, indexed so one search covers both. */
export const sourceKindSchema = z.enum(["upload", "paste", "chapter", "file"]);
export type SourceKind = z.infer<typeof sourceKindSchema>;

export const searchChannelSchema = z.enum(["keyword", "semantic"]);
export type SearchChannel = z.infer<typeof searchChannelSchema>;

/** keyword: full-text only; hybrid: keyword + embeddings fused by reciprocal rank. */
export const searchModeSchema = z.object({
  mode: z.enum(["keyword", "hybrid"]),
  /** Why semantic search is off when an embedding model is configured (e.g. the server has no pgvector). */
  note: z.string().optional(),
  embeddingModel: z.string().optional(),
});
export type SearchMode = z.infer<typeof searchModeSchema>;

export const SOURCE_LIMITS = {
  /** Per uploaded file; over it → 413 for that file. */
  fileBytes: UPLOAD_FILE_BYTES,
  /** Files in one request; more → 413. */
  filesPerRequest: 20,
  /** Learner sources per course (chapters and files do not count). */
  sourcesPerCourse: 100,
  /** Extracted text kept per source, in characters. */
  textChars: 2_000_000,
  titleLength: 200,
  pasteChars: 500_000,
  queryChars: 10_000,
  hitsPerSearch: 8,
  readLines: 200,
} as const;

/**
 * The document types the ingester reads, with their media types; anything else → 415. Declared in
 * lib/uploads/upload-types.ts with the rest of the upload rule, which the browser reads without zod.
 */
export const SUPPORTED_SOURCE_TYPES = UPLOAD_MEDIA_TYPES;
export type SupportedSourceType = keyof typeof SUPPORTED_SOURCE_TYPES;

export const sourceSummarySchema = z.object({
  id: z.string(),
  courseId: z.string().nullable(),
  kind: sourceKindSchema,
  title: z.string(),
  fileName: z.string().nullable(),
  type: z.enum(["pdf", "docx", "md", "txt", "html"]).nullable(),
  bytes: z.number().int().min(0),
  status: sourceStatusSchema,
  /** Why it failed (status failed), in words a learner can act on. */
  error: z.string().nullable(),
  pageCount: z.number().int().min(0).nullable(),
  lineCount: z.number().int().min(0),
  chunkCount: z.number().int().min(0),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type SourceSummary = z.infer<typeof sourceSummarySchema>;

/** A line range of one source as the reader returns it to the tutor's tools (clamped to the text). */
export interface SourceLines {
  source: SourceSummary;
  lineStart: number;
  lineEnd: number;
  pageStart: number | null;
  pageEnd: number | null;
  /** The lines, each prefixed with its number ("  12| text"), like the workspace's file reads. */
  numbered: string;
}

export const sourceListResponseSchema = z.object({ sources: z.array(sourceSummarySchema), search: searchModeSchema });
export type SourceListResponse = z.infer<typeof sourceListResponseSchema>;

/** One file's outcome in a multi-file upload: accepted (queued) or refused with its own status and reason. */
export const sourceUploadOutcomeSchema = z.discriminatedUnion("ok", [
  z.object({ ok: z.literal(true), fileName: z.string(), source: sourceSummarySchema }),
  z.object({ ok: z.literal(false), fileName: z.string(), status: z.number().int(), code: z.string(), message: z.string() }),
]);
export const sourcesCreatedResponseSchema = z.object({ results: z.array(sourceUploadOutcomeSchema) });
export type SourcesCreatedResponse = z.infer<typeof sourcesCreatedResponseSchema>;

export const sourcePasteRequestSchema = z
  .object({ title: z.string().trim().min(1).max(SOURCE_LIMITS.titleLength), text: z.string().min(1).max(SOURCE_LIMITS.pasteChars) })
  .strict();
/** A search by POST: any query up to SOURCE_LIMITS.queryChars, however long its URL form would be. */
export const sourceSearchRequestSchema = z.object({ q: z.string(), limit: z.number().int().min(1).max(20).optional() }).strict();
export const sourceRenameRequestSchema = z.object({ title: z.string().trim().min(1).max(SOURCE_LIMITS.titleLength) }).strict();

/** Extracted text: 1-based lines; `pages[i]` is the first line of page i+1 (PDF only). */
export const sourceDetailResponseSchema = z.object({
  source: sourceSummarySchema,
  text: z.string(),
  pages: z.array(z.object({ page: z.number().int().min(1), startLine: z.number().int().min(1) })),
});
export type SourceDetailResponse = z.infer<typeof sourceDetailResponseSchema>;

/** One ranked passage. `ref` (S1, S2, …) is what an answer cites. */
export const searchHitSchema = z.object({
  ref: z.string().regex(/^S\d+$/),
  chunkId: z.string(),
  sourceId: z.string(),
  kind: sourceKindSchema,
  title: z.string(),
  /** The workspace path for chapters and learning files; null for uploads and pasted text. */
  path: z.string().nullable(),
  snippet: z.string(),
  /** The passage's lines as written, numbered in the source (lib/passage-lines.ts); absent in results saved before them. */
  lines: z.array(z.object({ n: z.number().int().min(1), text: z.string() })).optional(),
  lineStart: z.number().int().min(1),
  lineEnd: z.number().int().min(1),
  pageStart: z.number().int().min(1).nullable(),
  pageEnd: z.number().int().min(1).nullable(),
  /** Which searches found it (both when fused). */
  channels: z.array(searchChannelSchema).min(1),
  score: z.number(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

/** `covered: false` (no hits): nothing in the material is relevant enough; the answer is "your material does not cover this". */
export const searchResponseSchema = z.object({
  query: z.string(),
  search: searchModeSchema,
  covered: z.boolean(),
  hits: z.array(searchHitSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
