/**
 * (q) sources: ingestion throughput of text (Markdown uploads through the real intake and worker:
 * read, split, tokenize, index; MB of text per minute) and search latency over 10,000 chunks
 * (keyword FTS; hybrid with a deterministic test embedder on PGlite's pgvector), in-memory PGlite.
 */
import { sql } from "drizzle-orm";
import { embedPendingChunks } from "@/features/sources/server/embedding-pass";
import { searchCourseMaterial } from "@/features/sources/server/search-service";
import { acceptUploads } from "@/features/sources/data/source-intake";
import { openDatabase } from "@/lib/db/client";
import { drainSources, testEmbedder } from "@/tests/support/sources/index-kit";

const TARGET_CHUNKS = 10_000;
const FILES = 5;
const QUERIES = 300;

function prng(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const random = prng(42);
const SYLLABLES = ["ka", "to", "ri", "mo", "ne", "su", "la", "vi", "de", "po", "gu", "zen", "tar", "mil", "ost"];
const HAN = "学习机器数据模型网络系统语言计算方法分析结构函数变量过程理论实验结果问题";
const word = () => Array.from({ length: 2 + Math.floor(random() * 3) }, () => SYLLABLES[Math.floor(random() * SYLLABLES.length)]).join("");
const VOCABULARY = Array.from({ length: 3000 }, word);
const hanWord = () => Array.from({ length: 2 + Math.floor(random() * 3) }, () => HAN[Math.floor(random() * HAN.length)]).join("");
const pick = () => VOCABULARY[Math.floor(random() * VOCABULARY.length)]!;

function paragraph(): string {
  const words = Array.from({ length: 90 }, () => (random() < 0.15 ? hanWord() : pick()));
  return `${words.join(" ")}.`;
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function timeQueries(run: (query: string) => Promise<unknown>) {
  const times: number[] = [];
  for (let index = 0; index < QUERIES; index += 1) {
    const query = index % 3 === 0 ? `${hanWord()} ${pick()}` : `${pick()} ${pick()} ${pick()}`;
    const started = performance.now();
    await run(query);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

export async function runSourcesBench() {
  const handle = await openDatabase({ kind: "memory" });
  const { db } = handle;
  try {
    const ownerId = "g_bench_sources_owner_0000000";
    const courseId = "crs_bench_sources";
    await db.execute(
      sql`INSERT INTO courses (id, owner_id, goal, language, profile, outline) VALUES (${courseId}, ${ownerId}, 'bench', 'en', '{}'::jsonb, '{}'::jsonb)`,
    );
    const perFile = Math.ceil(TARGET_CHUNKS / FILES);
    const files = Array.from({ length: FILES }, (_, file) => {
      const blocks: string[] = [];
      for (let index = 0; index < perFile; index += 1)
        blocks.push(index % 10 === 0 ? `## Section ${file}.${index}\n\n${paragraph()}` : paragraph());
      return new TextEncoder().encode(blocks.join("\n\n"));
    });
    const megabytes = files.reduce((sum, file) => sum + file.byteLength, 0) / (1024 * 1024);
    const started = performance.now();
    await acceptUploads(
      db,
      ownerId,
      { courseId },
      files.map((bytes, index) => ({ fileName: `bench-${index}.md`, declaredType: "text/markdown", bytes })),
    );
    await drainSources(db, { timeoutMs: 600_000 });
    const ingestMs = performance.now() - started;
    const chunkRows = await db.execute(sql`SELECT count(*)::int AS n FROM source_chunks WHERE course_id = ${courseId}`);
    const chunks = Number((chunkRows as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    const keyword = await timeQueries((query) => searchCourseMaterial(db, { ownerId, courseId, query, embedder: null }));

    const embedder = testEmbedder();
    const embedStarted = performance.now();
    while ((await embedPendingChunks(db, embedder, { batchSize: 256, maxBatches: 64 })) > 0);
    const embedMs = performance.now() - embedStarted;
    const hybrid = await timeQueries((query) => searchCourseMaterial(db, { ownerId, courseId, query, embedder }));
    return { megabytes, chunks, ingestMs, mbPerMinute: megabytes / (ingestMs / 60_000), keyword, embedMs, hybrid };
  } finally {
    await handle.close();
  }
}
