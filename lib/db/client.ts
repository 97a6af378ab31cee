import "server-only";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { vector } from "@electric-sql/pglite-pgvector";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { Pool } from "pg";
import { lockDataDirectory } from "./data-dir-lock";
import { databaseSchema as schema } from "./tables";

/** One type for both drivers: queries are written once and run on PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What `db.transaction(async (tx) => …)` hands its callback. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

const migrationsFolder = path.join(process.cwd(), "lib/db/migrations");

/**
 * PostgreSQL's default 128 MB buffer pool is sized for a shared server; inside
 * PGlite it is WebAssembly memory the process keeps resident for its whole life
 * (about 150 MB of the idle server's RSS). One embedded connection reading
 * through the operating system's file cache needs far less: 32 MB halves the idle
 * server's memory, and the search bench over 10,000 chunks fits in it.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"];

export type DatabaseTarget =
  | { kind: "postgres"; url: string }
  | { kind: "pglite"; dataDir: string }
  /** In-memory PGlite: one fresh database per test. */
  | { kind: "memory" };

/**
 * PGlite carries pgvector (loaded here, created on first use by features/sources, which also tries
 * it on PostgreSQL and falls back to keyword search when the server has no pgvector).
 * Opens the database and applies every pending migration before anything else can use it. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "postgres") {
    const pool = new Pool({ connectionString: target.url, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    await migratePg(db as never, { migrationsFolder });
    return { db, kind: "postgres", close: () => pool.end() };
  }
  let release = () => {};
  let client: PGlite;
  if (target.kind === "pglite") {
    release = lockDataDirectory(target.dataDir);
    client = new PGlite(path.join(target.dataDir, "pglite"), { extensions: { vector }, startParams: PGLITE_START_PARAMS });
  } else {
    client = new PGlite({ extensions: { vector }, startParams: PGLITE_START_PARAMS });
  }
  try {
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      kind: "pglite",
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
