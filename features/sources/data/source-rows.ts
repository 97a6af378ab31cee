import "server-only";
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { sources } from "@/lib/db/schema";
import { normalizeStoredText } from "@/lib/stored-text";
import { SOURCE_LIMITS, sourceKindSchema, sourceStatusSchema, type SourceSummary } from "../contract";
import type { DocumentPage } from "../lib/split-document";

/** Random, unguessable ids; an id alone never grants access (every query also checks the owner). */
export function newSourceId(prefix: "src" | "chk"): string {
  return `${prefix}_${randomBytes(12).toString("base64url")}`;
}

/** What a source id in a URL or a tool call may look like; anything else cannot exist (→ 404). */
export const sourceIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

export type SourceRow = typeof sources.$inferSelect;

/** The columns a summary needs (never the upload or the text: a list must stay small). */
export const summaryColumns = {
  id: sources.id,
  courseId: sources.courseId,
  kind: sources.kind,
  title: sources.title,
  fileName: sources.fileName,
  type: sources.type,
  bytes: sources.bytes,
  status: sources.status,
  error: sources.error,
  pages: sources.pages,
  lineCount: sources.lineCount,
  chunkCount: sources.chunkCount,
  createdAt: sources.createdAt,
  updatedAt: sources.updatedAt,
};
export type SummaryRow = Pick<SourceRow, keyof typeof summaryColumns>;

const pagesSchema = z.array(z.object({ page: z.number().int().min(1), startLine: z.number().int().min(1) }));
const typeSchema = z.enum(["pdf", "docx", "md", "txt", "html"]);

/** The stored page starts, validated when read back (jsonb is never trusted as typed). */
export function pagesOf(row: Pick<SourceRow, "pages">): DocumentPage[] {
  const parsed = pagesSchema.safeParse(row.pages ?? []);
  return parsed.success ? parsed.data : [];
}

export function summaryOf(row: SummaryRow): SourceSummary {
  const pages = pagesOf(row);
  const kind = sourceKindSchema.safeParse(row.kind);
  const status = sourceStatusSchema.safeParse(row.status);
  const type = typeSchema.safeParse(row.type);
  return {
    id: row.id,
    courseId: row.courseId,
    kind: kind.success ? kind.data : "upload",
    title: row.title,
    fileName: row.fileName,
    type: type.success ? type.data : null,
    bytes: row.bytes,
    status: status.success ? status.data : "failed",
    error: row.error,
    pageCount: pages.length > 0 ? pages.length : null,
    lineCount: row.lineCount,
    chunkCount: row.chunkCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Lines of extracted text, 1-based; a trailing newline does not make an extra empty line. */
export function linesOf(text: string): string[] {
  const lines = text.split("\n");
  if (lines.length > 1 && lines.at(-1) === "") lines.pop();
  return lines;
}

/** The page a line is on (pages are sorted by startLine), or null for text without pages. */
export function pageOfLine(pages: readonly DocumentPage[], line: number): number | null {
  let page: number | null = null;
  for (const entry of pages) {
    if (entry.startLine <= line) page = entry.page;
    else break;
  }
  return page ?? (pages.length > 0 ? pages[0]!.page : null);
}

/**
 * Makes extracted text storable without moving any line: storedText trims, so the text is fenced
 * with a character on each side that is removed again (page starts are line numbers).
 */
export function storableSourceText(text: string): string {
  const clipped =
    text.length > SOURCE_LIMITS.textChars
      ? text.slice(0, text.lastIndexOf("\n", SOURCE_LIMITS.textChars) + 1 || SOURCE_LIMITS.textChars)
      : text;
  return normalizeStoredText(`.${clipped}.`, { multiline: true }).slice(1, -1);
}
