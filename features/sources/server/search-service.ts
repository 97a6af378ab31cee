import "server-only";
import { embed } from "ai";
import { inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { requireOwnedCourse } from "@/lib/course-scope/owned-course";
import type { Database } from "@/lib/db/client";
import { sourceChunks, sources } from "@/lib/db/schema";
import { SOURCE_LIMITS, sourceKindSchema, type SearchHit, type SearchMode, type SearchResponse } from "../contract";
import { fuseByReciprocalRank } from "../lib/reciprocal-rank-fusion";
import { searchSnippet } from "../lib/search-snippet";
import { inflectionStem, queryTerms } from "../lib/search-terms";
import { configuredEmbedder, type SourceEmbedder } from "./embedder";
import { searchModeFor } from "./search-mode";
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
/** Terms of a query that reach the database; a 10,000-character query is cut to its first terms. */
const MAX_TERMS = 48;

const rankedSchema = z.object({ id: z.string() });

/**
 * Keyword channel: the query's terms (the same tokenizer as the index) become an OR of
 * `plainto_tsquery('simple', term)` (plus a prefix match on its stem for English inflections:
 * "absorb" finds "absorbs"), each term a bound parameter, so no FTS syntax or SQL in a
 * query can do anything but match words; ranked by cover density. One statement for PGlite and
 * PostgreSQL. Only chunks of the owner's ready sources in this course are ever seen.
 */
async function keywordChannel(db: Database, request: SearchRequest, terms: readonly string[]): Promise<string[]> {
  if (terms.length === 0) return [];
  const exact = sql.join(
    terms.map((term) => sql`plainto_tsquery('simple', ${term})`),
    sql` || `,
  );
  // The stem is a–z only (checked in inflectionStem), so `stem:*` is a prefix match and nothing else.
  const stems = terms.flatMap((term) => {
    const stem = inflectionStem(term);
    return stem ? [sql`to_tsquery('simple', ${stem} || ':*')`] : [];
  });
  const query = stems.length > 0 ? sql`(${exact}) || ${sql.join(stems, sql` || `)}` : exact;
  // Matched by the words or their inflections; the words as written rank first, inflections break ties.
  const result = await db.execute(sql`
    WITH q AS (SELECT (${exact}) AS exact, (${query}) AS query)
    SELECT c.id FROM source_chunks c JOIN sources s ON s.id = c.source_id, q
    WHERE c.owner_id = ${request.ownerId} AND c.course_id = ${request.courseId} AND s.status = 'ready'
      AND c.search_vector @@ q.query
    ORDER BY ts_rank_cd(c.search_vector, q.exact, 1) + 0.25 * ts_rank_cd(c.search_vector, q.query, 1) DESC, c.source_id, c.ordinal
    LIMIT ${CANDIDATES}::integer`);
  return z
    .array(rankedSchema)
    .parse((result as { rows?: unknown[] }).rows ?? [])
    .map((row) => row.id);
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
    // Cosine distance ≥ 1: not similar at all (orthogonal or opposite).
    return { ids: nearest.filter((row) => row.distance < 1).map((row) => row.id), note: undefined };
  } catch (error) {
    console.error("[sources] semantic search failed; keyword results only", error);
    return { ids: [], note: "Semantic search failed this time; these are keyword results." };
  }
}

async function hitsFor(db: Database, fused: { id: string; score: number; channels: string[] }[], terms: readonly string[]) {
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
    hits.push({
      ref: `S${hits.length + 1}`,
      chunkId: row.id,
      sourceId: row.sourceId,
      kind: kind.success ? kind.data : "upload",
      title: row.title,
      path: row.path,
      snippet: searchSnippet(row.text, terms),
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
 * model is configured and the database has pgvector, fused by reciprocal rank. Any query text is
 * answered (possibly with no hits); a foreign or missing course is a 404.
 */
export async function searchCourseMaterial(db: Database, request: SearchRequest): Promise<SearchResponse> {
  await requireOwnedCourse(db, request.ownerId, request.courseId);
  const text = request.query.slice(0, SOURCE_LIMITS.queryChars);
  const limit = Math.max(1, Math.min(request.limit ?? SOURCE_LIMITS.hitsPerSearch, 20));
  const embedder = request.embedder === undefined ? configuredEmbedder() : request.embedder;
  let search: SearchMode = await searchModeFor(db, embedder);
  const terms = queryTerms(text).slice(0, MAX_TERMS);
  const keyword = await keywordChannel(db, request, terms);
  const lists = [{ channel: "keyword", items: keyword }];
  if (search.mode === "hybrid" && embedder && text.trim()) {
    const semantic = await semanticChannel(db, request, embedder, text);
    lists.push({ channel: "semantic", items: semantic.ids });
    if (semantic.note) search = { ...search, note: semantic.note };
  }
  const fused = fuseByReciprocalRank(lists, (id) => id)
    .slice(0, limit)
    .map((entry) => ({ id: entry.item, score: entry.score, channels: entry.channels }));
  return { query: text, search, hits: await hitsFor(db, fused, terms) };
}
