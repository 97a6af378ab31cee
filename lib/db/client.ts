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
import * as schema from "./schema";

/** One type for both drivers: queries are written once and run on PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

const migrationsFolder = path.join(process.cwd(), "lib/db/migrations");

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
    client = new PGlite(path.join(target.dataDir, "pglite"), { extensions: { vector } });
  } else {
    client = new PGlite({ extensions: { vector } });
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
