import "server-only";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { sources } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import { SOURCE_LIMITS, type SourceLines } from "../contract";
import { linesOf, pageOfLine, pagesOf, sourceIdSchema, summaryColumns, summaryOf } from "./source-rows";
import { sourceNotFound } from "./source-queries";

/**
 * Lines `start..end` of one of the owner's sources in this course (any kind), clamped to the text
 * and to SOURCE_LIMITS.readLines. Another browser's id, or one of another course, is not found.
 */
export async function readSourceLines(
  db: Database,
  request: { ownerId: string; courseId: string; sourceId: string; start: number; end: number },
): Promise<SourceLines> {
  if (!sourceIdSchema.safeParse(request.sourceId).success) throw sourceNotFound();
  const [row] = await db
    .select({ ...summaryColumns, text: sources.text })
    .from(sources)
    .where(and(eq(sources.id, request.sourceId), eq(sources.ownerId, request.ownerId), eq(sources.courseId, request.courseId)));
  if (!row) throw sourceNotFound();
  if (row.status !== "ready" || row.text === null) {
    throw new AppError("conflict", {
      en: "This source is not ready yet; try again once it has been read.",
      zh: "这份资料还没准备好；读取完成后再试。",
    });
  }
  const lines = linesOf(row.text);
  const total = Math.max(1, lines.length);
  const first = Number.isFinite(request.start) ? Math.trunc(request.start) : 1;
  const lineStart = Math.min(Math.max(1, first), total);
  const last = Number.isFinite(request.end) ? Math.trunc(request.end) : lineStart;
  const lineEnd = Math.min(total, Math.max(lineStart, last), lineStart + SOURCE_LIMITS.readLines - 1);
  const width = String(lineEnd).length;
  const numbered = lines
    .slice(lineStart - 1, lineEnd)
    .map((line, index) => `${String(lineStart + index).padStart(width, " ")}| ${line}`)
    .join("\n");
  const pages = pagesOf(row);
  return {
    source: summaryOf(row),
    lineStart,
    lineEnd,
    pageStart: pageOfLine(pages, lineStart),
    pageEnd: pageOfLine(pages, lineEnd),
    numbered,
  };
}
