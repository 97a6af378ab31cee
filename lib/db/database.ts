import { serverEnv } from "@/lib/env";
import { openDatabase, type DatabaseHandle } from "./client";

let handle: Promise<DatabaseHandle> | undefined;

/**
 * The process-wide database: PostgreSQL when DATABASE_URL is set, else the
 * embedded PGlite in NEXUSNOTE_DATA_DIR. Opened (and migrated) on first use.
 */
export function database(): Promise<DatabaseHandle> {
  handle ??= (() => {
    const env = serverEnv();
    return openDatabase(
      env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "pglite", dataDir: env.NEXUSNOTE_DATA_DIR },
    );
  })().catch((error: unknown) => {
    handle = undefined;
    throw error;
  });
  return handle;
}
