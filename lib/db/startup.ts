import "server-only";
import type { DatabaseHandle } from "./client";
import { isDataDirectoryLocked } from "./data-dir-lock";
import { database } from "./database";

export interface StartupOptions {
  open?: () => Promise<DatabaseHandle>;
  exit?: (code: number) => void;
  log?: (message: string, error?: unknown) => void;
}

/**
 * Opens the database when the server starts (instrumentation.ts), instead of
 * at the first request. A second process on a PGlite data directory that
 * another live process holds used to start anyway and answer 500 to every
 * request; now it prints the lock message and exits, so the operator sees why
 * at once. Any other failure (PostgreSQL not up yet) is logged and the routes
 * retry on their own — a slow database must not keep pages from being served.
 * Resolves to the handle when the database opened.
 */
export async function openDatabaseAtStartup(options: StartupOptions = {}): Promise<DatabaseHandle | null> {
  const { open = database, exit = (code) => process.exit(code), log = console.error } = options;
  try {
    return await open();
  } catch (error) {
    if (isDataDirectoryLocked(error)) {
      log(`[db] ${error.message}`);
      exit(1);
      return null;
    }
    log("[db] the database could not be opened at start; requests will try again", error);
    return null;
  }
}
