import "server-only";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/lib/db/client";

/**
 * BM25 over one course's ready chunks, in one statement that PGlite and PostgreSQL run alike
 * (docs/data.md, "Keyword ranking and relevance"). Over the question's lexemes a chunk holds:
 *
 *   score = Σ idf(t)² · tf·(k1 + 1) / (tf + k1·(1 − b + b·len/avglen)),   idf(t) = ln(1 + (N − df + 0.5) / (df + 0.5))
 *
 * t is the lexeme's term (an English word with its inflections, a CJK bigram, a lone character);
 * the question's terms are weighted by their idf too (the query-side weight of Lucene's classic
 * similarity), hence idf²: the one rare term a question names outweighs the several common words
 * around it ("What is an autolyse, and why does bread dough rest with flour and water?").
 * N, avglen: the course's ready chunks and their mean `search_length` (from the sources' totals);
 * df: candidate chunks holding the term's lexemes (summed, at most N; exact for lexemes that select
 * candidates, the weak ones counted among those only); tf: the lexeme's positions in the chunk.
 * The GIN index finds the candidates; only their own vectors are read, cut down to the question's
 * lexemes (setweight + ts_filter), so the cost follows the chunks that match, not the course.
 * Lexemes are bound as one JSON parameter and quoted into the tsquery by PostgreSQL
 * (quote_literal): no query text is ever read as FTS syntax.
 */
const K1 = 1.2;
const B = 0.75;
const WEAK_WEIGHT = 0.25;
const LEXEME = /^[\p{L}\p{M}\p{N}]{1,64}$/u;

export interface KeywordLexeme {
  lexeme: string;
  /** The BM25 term it counts for: a word's inflections share one. */
  term: number;
  /** Whether a chunk holding it is a candidate; the others are counted in candidates only. */
  selects: boolean;
}

export interface KeywordRanking {
  /** Ready chunks in the course (BM25's N). */
  chunks: number;
  /** Chunks of the course holding each of the question's lexemes (absent: none). */
  df: Map<string, number>;
  /** Best first, with the question's lexemes each one holds. */
  ranked: { id: string; score: number; lexemes: string[] }[];
}

const rowSchema = z.object({
  id: z.string().nullable(),
  score: z.coerce.number().nullable(),
  lexemes: z.array(z.string()).nullable(),
  n: z.coerce.number(),
  df: z.record(z.string(), z.coerce.number()).nullable(),
});

export async function rankChunksByKeyword(
  db: Database,
  request: { ownerId: string; courseId: string; lexemes: readonly KeywordLexeme[]; limit: number },
): Promise<KeywordRanking> {
  // Lexemes are letters, marks and digits (lib/search-terms.ts); anything else is no lexeme of ours.
  const lexemes = request.lexemes.filter((entry) => LEXEME.test(entry.lexeme));
  if (!lexemes.some((entry) => entry.selects)) return { chunks: 0, df: new Map(), ranked: [] };
  const result = await db.execute(keywordRankingQuery({ ...request, lexemes }));
  const rows = z.array(rowSchema).parse((result as { rows?: unknown[] }).rows ?? []);
  const first = rows[0];
  return {
    chunks: first?.n ?? 0,
    df: new Map(Object.entries(first?.df ?? {})),
    ranked: rows.flatMap((row) => (row.id === null ? [] : [{ id: row.id, score: row.score ?? 0, lexemes: row.lexemes ?? [] }])),
  };
}

/** The statement (exported for EXPLAIN in a bench). */
export function keywordRankingQuery(request: { ownerId: string; courseId: string; lexemes: readonly KeywordLexeme[]; limit: number }) {
  // One JSON parameter (both drivers bind it the same way); JSON.stringify does the escaping.
  const wanted = JSON.stringify(request.lexemes.map((entry) => [entry.lexeme, entry.term, entry.selects]));
  return sql`
    WITH asked AS (
      SELECT x.e->>0 AS asked, (x.e->>1)::int AS term, (x.e->>2)::boolean AS selects, x.n
      FROM json_array_elements(${wanted}::json) WITH ORDINALITY AS x(e, n)
    ),
    -- PostgreSQL's own lexemes for ours: the same, except where its parser reads a rare script
    -- differently (lib/search-terms.postgres.test.ts); each keeps the lexeme it was asked as.
    wanted AS (
      SELECT DISTINCT ON (p.lexeme) p.lexeme, a.asked, a.term, a.selects
      FROM asked a CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector('simple', a.asked))) AS p(lexeme)
      ORDER BY p.lexeme, a.selects DESC, a.n
    ),
    q AS (
      SELECT (SELECT string_agg(quote_literal(lexeme), ' | ') FROM wanted WHERE selects)::tsquery AS query,
        (SELECT array_agg(lexeme) FROM wanted) AS lexemes
    ),
    -- N and the mean length from the sources' totals: no chunk is read for them.
    stats AS (
      SELECT coalesce(sum(s.chunk_count), 0)::float8 AS n,
        greatest(coalesce(sum(s.search_length)::float8 / nullif(sum(s.chunk_count), 0), 1), 1) AS avglen
      FROM sources s WHERE s.owner_id = ${request.ownerId} AND s.course_id = ${request.courseId} AND s.status = 'ready'
    ),
    held AS (
      SELECT c.id, c.source_id, c.ordinal, c.search_length AS len, w.asked AS lexeme, w.term, w.selects,
        cardinality(f.positions) AS tf
      FROM source_chunks c JOIN sources s ON s.id = c.source_id CROSS JOIN q
      CROSS JOIN LATERAL unnest(ts_filter(setweight(c.search_vector, 'A', q.lexemes), '{a}')) AS f
      JOIN wanted w ON w.lexeme = f.lexeme
      WHERE c.owner_id = ${request.ownerId} AND c.course_id = ${request.courseId} AND s.status = 'ready'
        AND c.search_vector @@ q.query
    ),
    lexeme_df AS (SELECT lexeme, term, bool_or(selects) AS selects, count(DISTINCT id)::float8 AS df FROM held GROUP BY lexeme, term),
    -- A word's inflections are one term: its df is theirs together (capped at N), so a rare
    -- inflection of a common word does not weigh like a rare word.
    -- A weak unit's lexeme (a lone character: it selects no candidate) counts a quarter, like its
    -- halved weight in the relevance rule squared; its df is only known among the candidates.
    term_idf AS (
      SELECT d.term, power(ln(1 + (stats.n - least(sum(d.df), stats.n) + 0.5) / (least(sum(d.df), stats.n) + 0.5)), 2)
          * (CASE WHEN bool_or(d.selects) THEN 1 ELSE ${WEAK_WEIGHT}::float8 END) AS weight
      FROM lexeme_df d CROSS JOIN stats GROUP BY d.term, stats.n
    ),
    ranked AS (
      SELECT c.id, c.source_id, c.ordinal, array_agg(c.lexeme) AS lexemes,
        sum(t.weight * c.tf * ${K1 + 1}::float8 / (c.tf + ${K1}::float8 * (1 - ${B}::float8 + ${B}::float8 * c.len / stats.avglen))) AS score
      FROM held c JOIN lexeme_df d ON d.lexeme = c.lexeme JOIN term_idf t ON t.term = d.term CROSS JOIN stats
      GROUP BY c.id, c.source_id, c.ordinal
      ORDER BY score DESC, c.source_id, c.ordinal
      LIMIT ${request.limit}::integer
    ),
    df_json AS (SELECT json_object_agg(lexeme, df) AS df FROM lexeme_df)
    -- A one-row stats LEFT JOIN the ranking: a course where nothing matches still answers N.
    SELECT r.id, r.score, r.lexemes, stats.n, df_json.df
    FROM stats CROSS JOIN df_json LEFT JOIN ranked r ON true
    ORDER BY r.score DESC NULLS LAST, r.source_id, r.ordinal`;
}
