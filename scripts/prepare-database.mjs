/**
 * Creates and migrates the embedded database before the server starts
 * (`npm run go`, `npm start`). Next.js opens its port before instrumentation.ts
 * runs, so a first start that created PGlite there (initdb inside WebAssembly,
 * seconds on a slow machine) kept the first requests waiting; done here, the
 * server only opens an existing database. Plain Node on purpose: it runs before
 * the build's code, with no TypeScript loader. Skipped when DATABASE_URL is set
 * (PostgreSQL is migrated by the server) or the directory is held by a running
 * server (that server already created it; `next start` then reports the lock).
 * Keep the lock protocol in step with lib/db/data-dir-lock.ts.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import nextEnv from "@next/env";

nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });

const blank = (value) => value === undefined || value.trim() === "";
if (!blank(process.env.DATABASE_URL)) process.exit(0);

const dataDir = blank(process.env.NEXUSNOTE_DATA_DIR) ? ".data" : process.env.NEXUSNOTE_DATA_DIR;
const lockPath = path.join(dataDir, "nexusnote.lock");

function running(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

mkdirSync(dataDir, { recursive: true });
if (existsSync(lockPath) && running(Number(readFileSync(lockPath, "utf8").trim()))) process.exit(0);
rmSync(lockPath, { force: true });
writeFileSync(lockPath, String(process.pid), { flag: "wx" });
const started = Date.now();
const fresh = !existsSync(path.join(dataDir, "pglite", "PG_VERSION"));
try {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const client = new PGlite(path.join(dataDir, "pglite"));
  await migrate(drizzle(client), { migrationsFolder: path.join(process.cwd(), "lib/db/migrations") });
  await client.close();
  console.log(`[db] embedded database ${fresh ? "created" : "checked"} in ${dataDir} (${Date.now() - started} ms)`);
} finally {
  rmSync(lockPath, { force: true });
}
