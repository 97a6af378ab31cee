import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { openDatabase } from "./client";
import { openDatabaseAtStartup } from "./startup";

const freshDir = () => mkdtempSync(path.join(tmpdir(), "nexusnote-startup-"));

/** Runs the server's start-up hook (instrumentation.ts) in a real second process. */
function startServerProcess(dataDir: string) {
  const tsx = path.join(process.cwd(), "node_modules/.bin/tsx");
  const script = `import(${JSON.stringify(path.join(process.cwd(), "instrumentation.ts"))}).then((m) => m.register()).then(() => { console.log("serving"); process.exit(0); })`;
  // React's server condition, as Next runs it: server-only modules load.
  return spawnSync(tsx, ["--conditions=react-server", "-e", script], {
    cwd: process.cwd(),
    env: { ...process.env, NEXT_RUNTIME: "nodejs", NEXUSNOTE_DATA_DIR: dataDir, DATABASE_URL: "", GENERATION_WORKER: "off" },
    encoding: "utf8",
    timeout: 60_000,
  });
}

describe("opening the database at start", () => {
  it("a second process on a data directory another live process holds exits at start with the lock message", () => {
    const dir = freshDir();
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    try {
      writeFileSync(path.join(dir, "nexusnote.lock"), String(holder.pid));
      const second = startServerProcess(dir);
      expect(second.status).toBe(1);
      expect(second.stdout).not.toContain("serving");
      expect(second.stderr).toContain(`Another NexusNote process (pid ${holder.pid}) is using ${dir}`);
    } finally {
      holder.kill();
    }
  }, 60_000);

  it("a process on a free (or stale-locked) directory starts and serves", () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, "nexusnote.lock"), "4194305");
    const started = startServerProcess(dir);
    expect(started.stderr).not.toContain("Another NexusNote process");
    expect(started.stdout).toContain("serving");
    expect(started.status).toBe(0);
  }, 60_000);

  it("any other failure is logged and the process keeps serving (the routes retry)", async () => {
    const exit = vi.fn();
    const log = vi.fn();
    const handle = await openDatabaseAtStartup({ open: () => Promise.reject(new Error("ECONNREFUSED")), exit, log });
    expect(handle).toBeNull();
    expect(exit).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(expect.stringContaining("could not be opened at start"), expect.any(Error));
  });

  it("in-process: the lock error is recognised across bundles by its code", async () => {
    const dir = freshDir();
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    try {
      writeFileSync(path.join(dir, "nexusnote.lock"), String(holder.pid));
      const exit = vi.fn();
      const log = vi.fn();
      await openDatabaseAtStartup({ open: () => openDatabase({ kind: "pglite", dataDir: dir }), exit, log });
      expect(exit).toHaveBeenCalledWith(1);
      expect(log).toHaveBeenCalledWith(expect.stringMatching(/^\[db\] Another NexusNote process/));
    } finally {
      holder.kill();
    }
  });
});
