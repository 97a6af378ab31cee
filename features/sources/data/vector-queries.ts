import "server-only";
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/lib/db/client";

/**
 * Embeddings live in one table per embedding model (`source_vectors_<hash of the model id>`),
 * created at run time because the `vector` extension may be missing (a PostgreSQL without
 * pgvector still searches by keyword). Changing EMBEDDING_MODEL starts a new table; the old one is
 * simply not read, so search never mixes vectors of two models. Rows go with their chunk (FK cascade).
 */
const support = new WeakMap<Database, Promise<{ ok: true } | { ok: false; reason: string }>>();

/** Creates the extension once per database handle; remembers a failure (no pgvector on this server). */
export function vectorSupport(db: Database): Promise<{ ok: true } | { ok: false; reason: string }> {
  let known = support.get(db);
  if (!known) {
    known = db
      .execute(sql`CREATE EXTENSION IF NOT EXISTS vector`)
      .then(() => ({ ok: true as const }))
      .catch(() => ({ ok: false as const, reason: "This database server has no pgvector, so search is keyword only." }));
    support.set(db, known);
  }
  return known;
}

export function vectorTableName(modelId: string): string {
  return `source_vectors_${createHash("sha256").update(modelId).digest("hex").slice(0, 16)}`;
}

const existsSchema = z.object({ name: z.string().nullable() });

export async function vectorTableExists(db: Database, table: string): Promise<boolean> {
  const result = await db.execute(sql`SELECT to_regclass(${table})::text AS name`);
  const row = existsSchema.safeParse((result as { rows?: unknown[] }).rows?.[0]);
  return row.success && row.data.name !== null;
}

/** The table name is our own hex digest, never user input, so it is safe to splice in. */
export async function ensureVectorTable(db: Database, table: string, dimensions: number): Promise<void> {
  if (!/^source_vectors_[0-9a-f]{16}$/.test(table) || !Number.isInteger(dimensions) || dimensions < 1 || dimensions > 16_000) {
    throw new Error(`bad vector table ${table} (${dimensions})`);
  }
  const create = async () => {
    await db.execute(
      sql.raw(`CREATE TABLE IF NOT EXISTS ${table} (
        chunk_id text PRIMARY KEY REFERENCES source_chunks(id) ON DELETE CASCADE,
        embedding vector(${dimensions}) NOT NULL)`),
    );
    // No ANN (HNSW) index on purpose: a search is always within one course, and an ANN index
    // filtered afterwards by course can return too few hits; an exact scan of one course's
    // vectors is correct and fast enough for per-course sizes (see the bench).
  };
  // Two processes creating it at once: the loser's IF NOT EXISTS can still collide; the second try sees it.
  await create().catch(create);
}

export function vectorLiteral(values: readonly number[]): string {
  if (!values.every(Number.isFinite)) throw new Error("embedding has non-finite values");
  return `[${values.join(",")}]`;
}

const pendingSchema = z.object({ id: z.string(), text: z.string(), heading: z.string().nullable() });

/** Chunks of ready sources that have no vector for this model yet. */
export async function pendingChunks(db: Database, table: string, limit: number): Promise<z.infer<typeof pendingSchema>[]> {
  const missing = (await vectorTableExists(db, table))
    ? sql.raw(`AND NOT EXISTS (SELECT 1 FROM ${table} v WHERE v.chunk_id = c.id)`)
    : sql``;
  const result = await db.execute(sql`
    SELECT c.id, c.text, c.heading FROM source_chunks c JOIN sources s ON s.id = c.source_id
    WHERE s.status = 'ready' ${missing}
    ORDER BY s.updated_at, c.source_id, c.ordinal LIMIT ${limit}::integer`);
  return z.array(pendingSchema).parse((result as { rows?: unknown[] }).rows ?? []);
}

/** Stores vectors; chunks deleted meanwhile are skipped (joined), an existing vector is kept. */
export async function storeVectors(db: Database, table: string, rows: readonly { chunkId: string; embedding: readonly number[] }[]) {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((row) => sql`(${row.chunkId}::text, ${vectorLiteral(row.embedding)}::text)`),
    sql`, `,
  );
  await db.execute(sql`
    INSERT INTO ${sql.raw(table)} (chunk_id, embedding)
    SELECT v.id, v.e::vector FROM (VALUES ${values}) AS v(id, e) JOIN source_chunks c ON c.id = v.id
    ON CONFLICT (chunk_id) DO NOTHING`);
}

const nearestSchema = z.object({ id: z.string(), distance: z.coerce.number() });

/** The owner's ready chunks of the course nearest the query vector (cosine distance). */
export async function nearestChunks(
  db: Database,
  options: { table: string; vector: readonly number[]; ownerId: string; courseId: string; limit: number },
): Promise<z.infer<typeof nearestSchema>[]> {
  const result = await db.execute(sql`
    SELECT c.id, v.embedding <=> ${vectorLiteral(options.vector)}::vector AS distance
    FROM ${sql.raw(options.table)} v
    JOIN source_chunks c ON c.id = v.chunk_id
    JOIN sources s ON s.id = c.source_id
    WHERE c.owner_id = ${options.ownerId} AND c.course_id = ${options.courseId} AND s.status = 'ready'
    ORDER BY distance LIMIT ${options.limit}::integer`);
  return z.array(nearestSchema).parse((result as { rows?: unknown[] }).rows ?? []);
}
