import "server-only";
import { serverEnv } from "@/lib/env";
import { openDatabase, type DatabaseHandle } from "./client";

/**
 * Next builds instrumentation.ts (the generation worker) and the route handlers
 * into separate bundles, so a module-level variable would exist once per bundle
 * and each would open its own PGlite on the same directory — two writers, lost
 * writes. The handle therefore lives on globalThis: one per process.
 */
const slot = globalThis as typeof globalThis & { __nexusnoteDatabase?: Promise<DatabaseHandle> };

/**
 * The process-wide database: PostgreSQL when DATABASE_URL is set, else the
 * embedded PGlite in NEXUSNOTE_DATA_DIR. Opened (and migrated) on first use.
 */
export function database(): Promise<DatabaseHandle> {
  slot.__nexusnoteDatabase ??= (() => {
    const env = serverEnv();
    return openDatabase(
      env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "pglite", dataDir: env.NEXUSNOTE_DATA_DIR },
    );
  })().catch((error: unknown) => {
    slot.__nexusnoteDatabase = undefined;
    throw error;
  });
  return slot.__nexusnoteDatabase;
}

/**
 * Test hook: make database() return this handle (e.g. an in-memory PGlite), so
 * route handlers can be exercised for real without a data directory. Pass
 * undefined to go back to the configured database.
 */
export function setDatabaseForTests(testHandle: DatabaseHandle | undefined): void {
  slot.__nexusnoteDatabase = testHandle ? Promise.resolve(testHandle) : undefined;
}

/**
 * The process's database if it was opened (or is opening), else undefined; never opens one. The
 * server opens it at start (instrumentation.ts); code that may run where no database was meant to
 * be opened (a test of a single route) asks this instead of database().
 */
export function openedDatabase(): Promise<DatabaseHandle> | undefined {
  return slot.__nexusnoteDatabase;
}
