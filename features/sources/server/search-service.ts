import "server-only";
import { embed } from "ai";
import { inArray, sql } from "drizzle-orm";
import { requireOwnedCourse } from "@/lib/course-scope/owned-course";
import type { Database } from "@/lib/db/client";
import { sourceChunks, sources } from "@/lib/db/schema";
import { SOURCE_LIMITS, sourceKindSchema, type SearchHit, type SearchMode, type SearchResponse } from "../contract";
import { fuseByReciprocalRank } from "../lib/reciprocal-rank-fusion";
import { passageLines, snippetAnchor } from "../lib/passage-lines";
import { searchSnippet } from "../lib/search-snippet";
import { ownMaterialKept } from "../lib/own-material-first";
import { bestSentences, type UnitWeight } from "../lib/best-sentence";
import { analyzeQuery, type QueryAnalysis, type QueryUnit } from "../lib/query-units";
import { judgePassage, resolveUnits, unitWeight } from "../lib/relevance";
import { configuredEmbedder, DEFAULT_MIN_SIMILARITY, type SourceEmbedder } from "./embedder";
import { searchModeFor } from "./search-mode";
import { rankChunksByKeyword } from "../data/keyword-queries";
import { nearestChunks, vectorTableExists, vectorTableName } from "../data/vector-queries";

export interface SearchRequest {
  ownerId: string;
  courseId: string;
  query: string;
  limit?: number;
  /** Defaults to the configured embedder (EMBEDDING_MODEL); null forces keyword only. */
  embedder?: SourceEmbedder | null;
}

/** Candidates each channel contributes to the fusion. */
const CANDIDATES = 40;
/** A hit's snippet: long enough to hold the sentence that best matches, with some context. */
const SNIPPET_CHARS = 280;

/**
 * Keyword channel: BM25 over the course's chunks (data/keyword-queries.ts), then the minimum
 * relevance rule (lib/relevance.ts): a passage that shares only a lone character, a stop word or
 * too small a share of the question's weight is dropped, so an empty list means "not covered".
 */
async function keywordChannel(db: Database, request: SearchRequest, analysis: QueryAnalysis) {
  const ranking = await rankChunksByKeyword(db, {
    ownerId: request.ownerId,
    courseId: request.courseId,
    lexemes: analysis.lexemes,
    limit: CANDIDATES,
  });
  const stats = { chunks: ranking.chunks, df: ranking.df };
  const units = resolveUnits(analysis.units, stats);
  const ids = ranking.ranked.filter((chunk) => judgePassage(units, stats, new Set(chunk.lexemes)).relevant).map((chunk) => chunk.id);
  const weight: UnitWeight = (unit) => unitWeight(unit, stats);
  return { ids, units, weight };
}

/** Semantic channel: nearest vectors of this model; a failing endpoint costs this channel only. */
async function semanticChannel(db: Database, request: SearchRequest, embedder: SourceEmbedder, text: string) {
  const table = vectorTableName(embedder.modelId);
  if (!(await vectorTableExists(db, table))) return { ids: [], note: "Semantic search starts once the material is embedded." };
  try {
    const { embedding } = await embed({ model: embedder.model, value: text, maxRetries: 1, abortSignal: AbortSignal.timeout(15_000) });
    const nearest = await nearestChunks(db, {
      table,
      vector: embedding,
      ownerId: request.ownerId,
      courseId: request.courseId,
      limit: CANDIDATES,
    });
    // Nearest is not near: only passages at least as similar as the model's bar count (EMBEDDING_MIN_SIMILARITY).
    const bar = 1 - (embedder.minSimilarity ?? DEFAULT_MIN_SIMILARITY);
    return { ids: nearest.filter((row) => row.distance <= bar).map((row) => row.id), note: undefined };
  } catch (error) {
    console.error("[sources] semantic search failed; keyword results only", error);
    return { ids: [], note: "Semantic search failed this time; these are keyword results." };
  }
}

async function hitsFor(
  db: Database,
  fused: { id: string; score: number; channels: string[] }[],
  focus: { units: readonly QueryUnit[]; weight: UnitWeight; terms: readonly string[] },
) {
  if (fused.length === 0) return [];
  const rows = await db
    .select({
      id: sourceChunks.id,
      sourceId: sourceChunks.sourceId,
      text: sourceChunks.text,
      lineStart: sourceChunks.lineStart,
      lineEnd: sourceChunks.lineEnd,
      pageStart: sourceChunks.pageStart,
      pageEnd: sourceChunks.pageEnd,
      kind: sources.kind,
      title: sources.title,
      path: sources.path,
    })
    .from(sourceChunks)
    .innerJoin(sources, sql`${sources.id} = ${sourceChunks.sourceId}`)
    .where(
      inArray(
        sourceChunks.id,
        fused.map((entry) => entry.id),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const hits: SearchHit[] = [];
  for (const entry of fused) {
    const row = byId.get(entry.id);
    if (!row) continue; // deleted between the two statements
    const kind = sourceKindSchema.safeParse(row.kind);
    const best = bestSentences(row.text, focus.units, focus.weight)[0];
    const snippet = searchSnippet(row.text, focus.terms, SNIPPET_CHARS, best);
    hits.push({
      ref: `S${hits.length + 1}`,
      chunkId: row.id,
      sourceId: row.sourceId,
      kind: kind.success ? kind.data : "upload",
      title: row.title,
      path: row.path,
      snippet,
      // The lines window opens where the snippet does: every sentence a reader quotes from the snippet is on a
      // line it can cite (a window around `best` alone missed a snippet centred on a term when no sentence matched).
      lines: passageLines(row.text, row.lineStart, snippetAnchor(snippet) ?? best),
      lineStart: row.lineStart,
      lineEnd: row.lineEnd,
      pageStart: row.pageStart,
      pageEnd: row.pageEnd,
      channels: entry.channels.filter((channel) => channel === "keyword" || channel === "semantic"),
      score: entry.score,
    });
  }
  return hits;
}

/**
 * Searches a course's material (the learner's ready sources and the indexed chapters and learning
 * files) and returns ranked hits with refs S1..n: keyword always, semantic too when an embedding
 * model is configured and the database has pgvector, fused by reciprocal rank. Only relevant
 * passages are returned (the keyword channel's minimum relevance rule, the semantic channel's
 * similarity bar): no hits is `covered: false`, the material does not cover the question. Any
 * query text is answered; a foreign or missing course is a 404.
 */
export async function searchCourseMaterial(db: Database, request: SearchRequest): Promise<SearchResponse> {
  await requireOwnedCourse(db, request.ownerId, request.courseId);
  const text = request.query.slice(0, SOURCE_LIMITS.queryChars);
  const limit = Math.max(1, Math.min(request.limit ?? SOURCE_LIMITS.hitsPerSearch, 20));
  const embedder = request.embedder === undefined ? configuredEmbedder() : request.embedder;
  let search: SearchMode = await searchModeFor(db, embedder);
  const analysis = analyzeQuery(text);
  const keyword = await keywordChannel(db, request, analysis);
  const lists = [{ channel: "keyword", items: keyword.ids }];
  if (search.mode === "hybrid" && embedder && text.trim()) {
    const semantic = await semanticChannel(db, request, embedder, text);
    lists.push({ channel: "semantic", items: semantic.ids });
    if (semantic.note) search = { ...search, note: semantic.note };
  }
  // Every relevant candidate is read (a few dozen at most), so the learner's own passage can keep a place.
  const fused = fuseByReciprocalRank(lists, (id) => id).map((entry) => ({ id: entry.item, score: entry.score, channels: entry.channels }));
  const terms = analysis.lexemes.map((entry) => entry.lexeme);
  const hits = ownMaterialKept(await hitsFor(db, fused, { units: keyword.units, weight: keyword.weight, terms }), limit);
  return { query: text, search, covered: hits.length > 0, hits };
}
