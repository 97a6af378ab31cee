/**
 * The write-behind counters in a real process on a real PGlite data directory:
 * what was counted is in the database after the process ends — by SIGTERM the way
 * Next.js handles it (close up, then process.exit(143)), or by running out of work.
 */
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "@/lib/db/client";

const root = process.cwd();
const modules = {
  client: path.join(root, "lib/db/client.ts"),
  store: path.join(root, "lib/http/write-behind-counters.ts"),
  exit: path.join(root, "lib/http/flush-on-exit.ts"),
};

/** A process that counts 123 tokens (written behind, timer far away), says so, then serves or ends. */
function countingProcess(dataDir: string, serve: boolean) {
  const script = `(async () => {
    const { openDatabase } = await import(${JSON.stringify(modules.client)});
    const { writeBehindCounterStore } = await import(${JSON.stringify(modules.store)});
    const { flushOnExit } = await import(${JSON.stringify(modules.exit)});
    // Like Next.js: SIGTERM closes the server asynchronously, then calls process.exit(143).
    process.on("SIGTERM", () => setTimeout(() => process.exit(143), 5));
    const handle = await openDatabase({ kind: "pglite", dataDir: ${JSON.stringify(dataDir)} });
    const store = writeBehindCounterStore(handle.db, { flushMs: 60000 });
    // A generous bound: on a loaded machine PGlite's write can take seconds; what is tested is that it happens.
    flushOnExit(store, 30000);
    await store.addAll([{ key: "tokens:owner:g_exit", bucket: "2026-01-05", amount: 123, expiresAt: new Date(Date.now() + 86400000) }]);
    console.log("counted");
    if (${serve}) setInterval(() => {}, 1000);
  })();`;
  const child = spawn(path.join(root, "node_modules/.bin/tsx"), ["--conditions=react-server", "-e", script], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const counted = new Promise<void>((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      if (output.includes("counted")) resolve();
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, counted, exited, output: () => output };
}

async function storedTokens(dataDir: string): Promise<number | null> {
  const handle = await openDatabase({ kind: "pglite", dataDir });
  try {
    const { rows } = (await handle.db.execute(
      sql`select amount::int as amount from usage_counters where key = 'tokens:owner:g_exit'`,
    )) as unknown as { rows: { amount: number }[] };
    return rows[0]?.amount ?? null;
  } finally {
    await handle.close();
  }
}

describe("write-behind counters across the end of the process", () => {
  it("SIGTERM (Next.js then calls process.exit) writes the pending counts first", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "nexusnote-exit-flush-"));
    const run = countingProcess(dataDir, true);
    await run.counted;
    run.child.kill("SIGTERM");
    expect(await run.exited, run.output()).toBe(143);
    expect(await storedTokens(dataDir)).toBe(123);
  }, 90_000);

  it("a process that runs out of work writes them before it ends", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "nexusnote-exit-flush-"));
    const run = countingProcess(dataDir, false);
    expect(await run.exited, run.output()).toBe(0);
    expect(await storedTokens(dataDir)).toBe(123);
  }, 90_000);
});
