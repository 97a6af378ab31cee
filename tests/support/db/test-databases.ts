import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { Client } from "pg";
import { openDatabase, type DatabaseHandle } from "@/lib/db/client";

/**
 * Test support (not a test file): the databases a query suite runs against.
 * In-memory PGlite always; a real PostgreSQL too when TEST_DATABASE_URL is set
 * (scripts/ensure-postgres.sh starts one for `npm test`). Write a suite once and
 * run it for each with `describe.each(testDatabaseTargets())`.
 *
 * Each open() on PostgreSQL creates its own database on that server and drops it
 * on close(): vitest runs test files in parallel, and one file truncating a
 * shared database would wipe another file's rows mid-test.
 */
export interface TestDatabaseTarget {
  name: "pglite" | "postgres";
  open(): Promise<DatabaseHandle>;
}

export function testDatabaseTargets(env: Record<string, string | undefined> = process.env): TestDatabaseTarget[] {
  const targets: TestDatabaseTarget[] = [{ name: "pglite", open: () => openDatabase({ kind: "memory" }) }];
  const url = env.TEST_DATABASE_URL?.trim();
  if (url) targets.push({ name: "postgres", open: () => openScratchPostgres(url) });
  return targets;
}

async function openScratchPostgres(serverUrl: string): Promise<DatabaseHandle> {
  const scratch = await createScratchPostgres(serverUrl, "nexusnote_t");
  const handle = await openDatabase({ kind: "postgres", url: scratch.url });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

/**
 * A fresh database on the PostgreSQL server at `serverUrl`, and a drop() that
 * waits until its connections are gone before forcing the rest: pg's pool.end()
 * resolves before its sockets are closed, and terminating a connection that is
 * still closing (DROP … FORCE) makes its client throw an unhandled error.
 */
export async function createScratchPostgres(serverUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdmin(serverUrl, async (admin) => {
        await waitUntilUnused(admin, name, 5000);
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}

async function waitUntilUnused(admin: Client, database: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { rows } = await admin.query<{ count: number }>("SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = $1", [
      database,
    ]);
    if ((rows[0]?.count ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function withAdmin<T>(serverUrl: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Empties every table (between tests); rows of one test never leak into the next. */
export async function truncateAll(handle: Pick<DatabaseHandle, "db">): Promise<void> {
  await handle.db.execute(sql`TRUNCATE generation_jobs, chapters, courses CASCADE`);
}
