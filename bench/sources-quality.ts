/**
 * (q) sources, continued: PDF ingestion throughput (multi-page text PDFs built in code, uploaded
 * through the real intake and read by unpdf in the worker) and, per language, recall@1/@5 of the
 * retrieval quality set and the share of its out-of-scope questions refused, keyword only vs fused
 * with the hashed n-gram TEST embedder (not a model), on
 * in-memory PGlite. printSourcesBench prints all of section (q).
 */
import { sql } from "drizzle-orm";
import { acceptUploads } from "@/features/sources/data/source-intake";
import { openDatabase } from "@/lib/db/client";
import { drainSources } from "@/tests/support/sources/index-kit";
import { ngramEmbedder } from "@/tests/support/sources/ngram-embedder";
import { buildPdf } from "@/tests/support/sources/pdf-builder";
import { formatRecallRows, ingestQualitySet, recallRows, searchQualitySet } from "@/tests/support/sources/quality-run";
import { QUALITY_SET } from "@/tests/support/sources/quality-set";
import type { runSourcesBench } from "./sources-index";

const PDFS = 4;
const PAGES_PER_PDF = 120;
const LINES_PER_PAGE = 46;

const WORDS = (
  "the energy of a system changes when heat flows in or work is done on it while entropy measures how many " +
  "microscopic arrangements match what we observe so a gas spreads to fill its container and never gathers " +
  "back by itself engines convert part of the heat they take in into work and reject the rest to a colder body"
).split(" ");

/** A textbook-like page: a running header, a section heading every few pages, ~80-character lines of prose. */
function page(file: number, number: number, next: () => number): string[] {
  const lines = [`Thermodynamics notes, part ${file + 1}                                   page ${number + 1}`];
  if (number % 4 === 0) lines.push(`${number / 4 + 1}. Section ${file + 1}.${number / 4 + 1}: heat, work and entropy`);
  while (lines.length < LINES_PER_PAGE) {
    let line = "";
    while (line.length < 78) line += `${WORDS[next() % WORDS.length]} `;
    lines.push(line.trim() + (next() % 7 === 0 ? "." : ""));
  }
  return lines;
}

async function measurePdfIngestion() {
  let state = 7;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31);
  const files = Array.from({ length: PDFS }, (_, file) =>
    buildPdf({
      title: `Thermodynamics ${file + 1}`,
      pages: Array.from({ length: PAGES_PER_PDF }, (_, number) => page(file, number, next)),
    }),
  );
  const handle = await openDatabase({ kind: "memory" });
  try {
    const { db } = handle;
    const ownerId = "g_bench_sources_pdf_owner_000";
    const courseId = "crs_bench_sources_pdf";
    await db.execute(
      sql`INSERT INTO courses (id, owner_id, goal, language, profile, outline) VALUES (${courseId}, ${ownerId}, 'bench', 'en', '{}'::jsonb, '{}'::jsonb)`,
    );
    const megabytes = files.reduce((sum, file) => sum + file.byteLength, 0) / (1024 * 1024);
    const started = performance.now();
    const outcomes = await acceptUploads(
      db,
      ownerId,
      { courseId },
      files.map((bytes, index) => ({ fileName: `thermodynamics-${index + 1}.pdf`, declaredType: "application/pdf", bytes })),
    );
    if (!outcomes.every((outcome) => outcome.ok)) throw new Error("a bench PDF was refused at intake");
    await drainSources(db, { timeoutMs: 600_000 });
    const ingestMs = performance.now() - started;
    const result = await db.execute(
      sql`SELECT count(*) FILTER (WHERE status = 'ready')::int AS ready, coalesce(sum(chunk_count), 0)::int AS chunks FROM sources WHERE course_id = ${courseId}`,
    );
    const row = (result as { rows: { ready: number; chunks: number }[] }).rows[0]!;
    if (row.ready !== PDFS) throw new Error(`only ${row.ready} of ${PDFS} bench PDFs became ready`);
    const pages = PDFS * PAGES_PER_PDF;
    return {
      files: PDFS,
      pages,
      megabytes,
      chunks: row.chunks,
      ingestMs,
      mbPerMinute: megabytes / (ingestMs / 60_000),
      pagesPerMinute: pages / (ingestMs / 60_000),
    };
  } finally {
    await handle.close();
  }
}

async function measureQualitySet() {
  const handle = await openDatabase({ kind: "memory" });
  try {
    const { db } = handle;
    const ownerId = "g_bench_sources_quality_owner";
    const courseId = "crs_bench_sources_quality";
    await db.execute(
      sql`INSERT INTO courses (id, owner_id, goal, language, profile, outline) VALUES (${courseId}, ${ownerId}, 'bench', 'en', '{}'::jsonb, '{}'::jsonb)`,
    );
    const course = { db, ownerId, courseId };
    const embedder = ngramEmbedder();
    const documentOf = await ingestQualitySet(course, embedder);
    return {
      questions: QUALITY_SET.questions.length,
      outOfScope: QUALITY_SET.outOfScope.length,
      documents: QUALITY_SET.documents.length,
      keyword: recallRows(await searchQualitySet(course, documentOf, null)),
      fused: recallRows(await searchQualitySet(course, documentOf, embedder)),
    };
  } finally {
    await handle.close();
  }
}

export async function runSourcesQualityBench() {
  return { pdf: await measurePdfIngestion(), quality: await measureQualitySet() };
}

export function printSourcesBench(
  index: Awaited<ReturnType<typeof runSourcesBench>>,
  extra: Awaited<ReturnType<typeof runSourcesQualityBench>>,
) {
  const { pdf, quality } = extra;
  console.log("\n(q) sources (in-memory PGlite): ingestion and search over the course's chunks");
  console.log(
    `    ingest ${index.megabytes.toFixed(1)} MB of Markdown (5 uploads) → ${index.chunks} chunks in ${(index.ingestMs / 1000).toFixed(1)} s: ${index.mbPerMinute.toFixed(1)} MB/min`,
  );
  console.log(
    `    ingest ${pdf.megabytes.toFixed(1)} MB of PDF (${pdf.files} uploads, ${pdf.pages} pages, uncompressed text streams) → ${pdf.chunks} chunks in ${(pdf.ingestMs / 1000).toFixed(1)} s: ${pdf.mbPerMinute.toFixed(1)} MB/min, ${pdf.pagesPerMinute.toFixed(0)} pages/min`,
  );
  console.log(
    `    keyword search over ${index.chunks} chunks   p50 ${index.keyword.p50.toFixed(1)} ms   p99 ${index.keyword.p99.toFixed(1)} ms`,
  );
  console.log(
    `    hybrid search (test embedder, exact pgvector scan)   p50 ${index.hybrid.p50.toFixed(1)} ms   p99 ${index.hybrid.p99.toFixed(1)} ms   (embedding all chunks: ${(index.embedMs / 1000).toFixed(1)} s)`,
  );
  console.log(
    `    retrieval quality set (${quality.questions} questions and ${quality.outOfScope} out of scope, ${quality.documents} documents; targets per language: recall@5 ≥ 0.9, out of scope refused ≥ 0.9; semantic vectors from a hashed n-gram TEST embedder, not a model):`,
  );
  const indent = (text: string) => text.replace(/^/gm, "      ");
  console.log(indent(formatRecallRows("keyword only", quality.keyword)));
  console.log(indent(formatRecallRows("fused (keyword + n-gram TEST embedder)", quality.fused)));
}
