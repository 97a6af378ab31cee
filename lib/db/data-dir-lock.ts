import "server-only";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * PGlite lets two processes open one directory and then silently loses writes
 * (seen when this was built). One process per data directory, enforced with a pid file;
 * a lock left by a process that no longer runs is taken over.
 */
// Directories this process holds, across bundles (see lib/db/database.ts): a second
// open in the same process is as dangerous as one from another process.
const heldHere = ((globalThis as typeof globalThis & { __nexusnoteHeldDataDirs?: Set<string> }).__nexusnoteHeldDataDirs ??=
  new Set<string>());

/** Another live process holds the data directory: this process must not serve (see lib/db/startup.ts). */
export class DataDirectoryLockedError extends Error {
  readonly code = "DATA_DIR_LOCKED";

  constructor(message: string) {
    super(message);
    this.name = "DataDirectoryLockedError";
  }
}

/** By code, not instanceof: Next bundles instrumentation and routes separately, each with its own class. */
export function isDataDirectoryLocked(error: unknown): error is DataDirectoryLockedError {
  return (error as { code?: unknown } | null)?.code === "DATA_DIR_LOCKED";
}

export function lockDataDirectory(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "nexusnote.lock");
  const key = path.resolve(dataDir);
  if (heldHere.has(key)) {
    throw new Error(`${dataDir} is already open in this process; open the database once and share the handle.`);
  }
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      heldHere.add(key);
      const release = () => {
        heldHere.delete(key);
        rmSync(lockPath, { force: true });
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(readFileSync(lockPath, "utf8").trim());
      // Our own pid here is a stale lock from an earlier process that had the same pid
      // (pid 1 in every container start): this process holds nothing (checked above).
      if (holder === process.pid || !isProcessRunning(holder)) {
        rmSync(lockPath, { force: true });
        continue;
      }
      throw new DataDirectoryLockedError(
        `Another NexusNote process (pid ${holder}) is using ${dataDir}. The embedded database allows one process per data directory: stop it, use another NEXUSNOTE_DATA_DIR, or set DATABASE_URL so several processes share PostgreSQL.`,
      );
    }
  }
  throw new Error(`Could not lock ${dataDir}.`);
}

/** Whether a process with this pid runs on this machine (EPERM: it runs, as another user). */
export function isProcessRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
