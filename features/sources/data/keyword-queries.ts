import "server-only";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/lib/db/client";

/**
 * BM25 over one course's ready chunks, in one statement that PGlite and PostgreSQL run alike
 * (docs/architecture.md, "Keyword ranking and relevance"). For each BM25 term t (an English word
 * with its inflections, or one CJK bigram):
 *
 *   score = Σ idf(t)² · tf·(k1 + 1) / (tf + k1·(1 − b + b·len/avglen)),   idf(t) = ln(1 + (N − df + 0.5) / (df + 0.5))
 *
 * The question's terms are weighted by their idf too (the query-side weight of Lucene's classic
 * similarity), hence idf²: the one rare term a question names outweighs the several common words
 * around it ("What is an autolyse, and why does bread dough rest with flour and water?").
 * N, avglen: the course's ready chunks and their mean `search_length`; df: chunks holding t; tf: its
 * positions in the chunk's tsvector. The GIN index finds the chunks holding any lexeme; only
 * their own vectors are read, cut down to the question's lexemes (setweight + ts_filter), so the
 * cost follows the chunks that match, not the course. Lexemes are bound as one JSON parameter and
 * quoted into the tsquery by PostgreSQL (quote_literal): no query text is ever read as FTS syntax.
 */
const K1 = 1.2;
const B = 0.75;
const LEXEME = /^[\p{L}\p{M}\p{N}]{1,64}$/u;

export interface KeywordLexeme {
  lexeme: string;
  /** The BM25 term it counts for: inflections of one word share a term. */
  term: number;
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
  if (lexemes.length === 0) return { chunks: 0, df: new Map(), ranked: [] };
  // One JSON parameter (both drivers bind it the same way); JSON.stringify does the escaping.
  const wanted = JSON.stringify(lexemes.map((entry) => [entry.lexeme, entry.term]));
  const result = await db.execute(sql`
    WITH wanted AS (
      SELECT e->>0 AS lexeme, (e->>1)::int AS term FROM json_array_elements(${wanted}::json) AS e
    ),
    q AS (
      SELECT (SELECT string_agg(quote_literal(lexeme), ' | ') FROM wanted)::tsquery AS query,
        (SELECT array_agg(lexeme) FROM wanted) AS lexemes
    ),
    stats AS (
      SELECT count(*)::float8 AS n, coalesce(avg(c.search_length), 1)::float8 AS avglen
      FROM source_chunks c JOIN sources s ON s.id = c.source_id
      WHERE c.owner_id = ${request.ownerId} AND c.course_id = ${request.courseId} AND s.status = 'ready'
    ),
    held AS (
      SELECT c.id, c.source_id, c.ordinal, c.search_length AS len, f.lexeme, cardinality(f.positions) AS tf
      FROM source_chunks c JOIN sources s ON s.id = c.source_id CROSS JOIN q
      CROSS JOIN LATERAL unnest(ts_filter(setweight(c.search_vector, 'A', q.lexemes), '{a}')) AS f
      WHERE c.owner_id = ${request.ownerId} AND c.course_id = ${request.courseId} AND s.status = 'ready'
        AND c.search_vector @@ q.query
    ),
    per_term AS (
      SELECT h.id, h.source_id, h.ordinal, h.len, w.term, sum(h.tf)::float8 AS tf
      FROM held h JOIN wanted w ON w.lexeme = h.lexeme
      GROUP BY h.id, h.source_id, h.ordinal, h.len, w.term
    ),
    term_idf AS (
      SELECT t.term, ln(1 + (stats.n - t.df + 0.5) / (t.df + 0.5)) AS idf
      FROM (SELECT term, count(*)::float8 AS df FROM per_term GROUP BY term) t CROSS JOIN stats
    ),
    ranked AS (
      SELECT p.id, p.source_id, p.ordinal,
        sum(d.idf * d.idf
            * p.tf * ${K1 + 1}::float8 / (p.tf + ${K1}::float8 * (1 - ${B}::float8 + ${B}::float8 * p.len / stats.avglen))) AS score
      FROM per_term p JOIN term_idf d ON d.term = p.term CROSS JOIN stats
      GROUP BY p.id, p.source_id, p.ordinal
      ORDER BY score DESC, p.source_id, p.ordinal
      LIMIT ${request.limit}::integer
    ),
    ranked_lexemes AS (SELECT h.id, array_agg(h.lexeme) AS lexemes FROM held h JOIN ranked r ON r.id = h.id GROUP BY h.id),
    lexeme_df AS (SELECT json_object_agg(l.lexeme, l.df) AS df FROM (SELECT lexeme, count(*) AS df FROM held GROUP BY lexeme) l)
    -- A one-row stats LEFT JOIN the ranking: a course where nothing matches still answers N.
    SELECT r.id, r.score, rl.lexemes, stats.n, lexeme_df.df
    FROM stats CROSS JOIN lexeme_df LEFT JOIN ranked r ON true LEFT JOIN ranked_lexemes rl ON rl.id = r.id
    ORDER BY r.score DESC NULLS LAST, r.source_id, r.ordinal`);
  const rows = z.array(rowSchema).parse((result as { rows?: unknown[] }).rows ?? []);
  const first = rows[0];
  return {
    chunks: first?.n ?? 0,
    df: new Map(Object.entries(first?.df ?? {})),
    ranked: rows.flatMap((row) => (row.id === null ? [] : [{ id: row.id, score: row.score ?? 0, lexemes: row.lexemes ?? [] }])),
  };
}
