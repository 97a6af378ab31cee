/**
 * Test support (not a test file): runs the retrieval quality set through the REAL pipeline —
 * Markdown uploads through acceptUploads, the source worker (read, split, index, embed), then
 * every question through searchCourseMaterial — and scores recall@k per language and channel, and
 * the share of out-of-scope questions refused (the search found nothing relevant: not covered).
 * Shared by tests/integration/sources-quality.test.ts and the bench (section q).
 */
import { inArray } from "drizzle-orm";
import type { SourceEmbedder } from "@/features/sources/server/embedder";
import { searchCourseMaterial } from "@/features/sources/server/search-service";
import { acceptUploads } from "@/features/sources/data/source-intake";
import type { Database } from "@/lib/db/client";
import { sourceChunks } from "@/lib/db/schema";
import { drainSources } from "./index-kit";
import { QUALITY_SET, recallAtK, type OutOfScopeQuestion, type QualityQuestion, type RankedPassage } from "./quality-set";
import type { Locale } from "@/lib/i18n/locales";

export interface QualityCourse {
  db: Database;
  ownerId: string;
  courseId: string;
}

/** Uploads every quality-set document and waits until all are ready; returns sourceId → documentId. */
export async function ingestQualitySet(course: QualityCourse, embedder: SourceEmbedder | null): Promise<Map<string, string>> {
  const encoder = new TextEncoder();
  const outcomes = await acceptUploads(
    course.db,
    course.ownerId,
    { courseId: course.courseId },
    QUALITY_SET.documents.map((document) => ({
      fileName: document.fileName,
      declaredType: "text/markdown",
      bytes: encoder.encode(document.text),
    })),
  );
  const documentOf = new Map<string, string>();
  outcomes.forEach((outcome, index) => {
    if (!outcome.ok) throw new Error(`quality set upload refused: ${outcome.fileName}: ${outcome.message}`);
    documentOf.set(outcome.source.id, QUALITY_SET.documents[index]!.id);
  });
  await drainSources(course.db, { embedder, timeoutMs: 60_000 });
  return documentOf;
}

export interface QuestionResult {
  question: QualityQuestion;
  ranked: RankedPassage[];
  channels: string[][];
}

export interface OutOfScopeResult {
  question: OutOfScopeQuestion;
  refused: boolean;
  /** The first passage returned, when it was not refused. */
  firstHit: string | null;
}

export interface QualityResults {
  answerable: QuestionResult[];
  outOfScope: OutOfScopeResult[];
}

async function search(course: QualityCourse, query: string, embedder: SourceEmbedder | null) {
  return searchCourseMaterial(course.db, { ownerId: course.ownerId, courseId: course.courseId, query, limit: 10, embedder });
}

/** Every question through the real search; ranked passages are the hits' full chunk texts. */
export async function searchQualitySet(
  course: QualityCourse,
  documentOf: Map<string, string>,
  embedder: SourceEmbedder | null,
): Promise<QualityResults> {
  const answerable: QuestionResult[] = [];
  for (const question of QUALITY_SET.questions) {
    const { hits } = await search(course, question.question, embedder);
    const rows = hits.length
      ? await course.db
          .select({ id: sourceChunks.id, text: sourceChunks.text })
          .from(sourceChunks)
          .where(
            inArray(
              sourceChunks.id,
              hits.map((hit) => hit.chunkId),
            ),
          )
      : [];
    const textOf = new Map(rows.map((row) => [row.id, row.text]));
    answerable.push({
      question,
      ranked: hits.map((hit) => ({ text: textOf.get(hit.chunkId) ?? "", documentId: documentOf.get(hit.sourceId) ?? "?" })),
      channels: hits.map((hit) => hit.channels),
    });
  }
  const outOfScope: OutOfScopeResult[] = [];
  for (const question of QUALITY_SET.outOfScope) {
    const { covered, hits } = await search(course, question.question, embedder);
    outOfScope.push({ question, refused: !covered, firstHit: hits[0]?.snippet ?? null });
  }
  return { answerable, outOfScope };
}

export interface RecallRow {
  language: Locale | "all";
  questions: number;
  at1: number;
  at5: number;
  missedAt1: string[];
  missedAt5: string[];
  outOfScope: number;
  /** Share of the out-of-scope questions refused (nothing relevant found). */
  refused: number;
  answeredOutOfScope: string[];
}

/** recall@1 and recall@5, and the out-of-scope questions refused: English, Chinese and all. */
export function recallRows({ answerable, outOfScope }: QualityResults): RecallRow[] {
  return (["en", "zh", "all"] as const).map((language) => {
    const subset = answerable.filter((result) => language === "all" || result.question.language === language);
    const unanswerable = outOfScope.filter((result) => language === "all" || result.question.language === language);
    const score = (k: number) =>
      subset.reduce((sum, { ranked, question }) => sum + recallAtK(ranked, question, k), 0) / Math.max(1, subset.length);
    return {
      language,
      questions: subset.length,
      at1: score(1),
      at5: score(5),
      missedAt1: subset.filter(({ ranked, question }) => !recallAtK(ranked, question, 1)).map(({ question }) => question.id),
      missedAt5: subset.filter(({ ranked, question }) => !recallAtK(ranked, question, 5)).map(({ question }) => question.id),
      outOfScope: unanswerable.length,
      refused: unanswerable.filter((result) => result.refused).length / Math.max(1, unanswerable.length),
      answeredOutOfScope: unanswerable.filter((result) => !result.refused).map(({ question }) => question.id),
    };
  });
}

export function formatRecallRows(channel: string, rows: readonly RecallRow[]): string {
  return rows
    .map(
      (row) =>
        `${channel.padEnd(34)} ${row.language.padEnd(3)} n=${String(row.questions).padStart(2)}  recall@1 ${row.at1.toFixed(3)}  recall@5 ${row.at5.toFixed(3)}` +
        `  out of scope refused ${row.refused.toFixed(3)} (n=${row.outOfScope})` +
        (row.language !== "all" && row.missedAt1.length ? `  not first: ${row.missedAt1.join(", ")}` : "") +
        (row.language !== "all" && row.missedAt5.length ? `  missed@5: ${row.missedAt5.join(", ")}` : "") +
        (row.language !== "all" && row.answeredOutOfScope.length ? `  answered out of scope: ${row.answeredOutOfScope.join(", ")}` : ""),
    )
    .join("\n");
}
