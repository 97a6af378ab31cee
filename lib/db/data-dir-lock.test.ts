import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { lockDataDirectory } from "./data-dir-lock";

const releases: Array<() => void> = [];
const freshDir = () => mkdtempSync(path.join(tmpdir(), "nexusnote-lock-"));

afterEach(() => {
  while (releases.length) releases.pop()?.();
});

describe("lockDataDirectory: one process, one open, per data directory", () => {
  it("refuses a second open in the same process, and allows it again after release", () => {
    const dir = freshDir();
    const release = lockDataDirectory(dir);
    expect(readFileSync(path.join(dir, "nexusnote.lock"), "utf8")).toBe(String(process.pid));
    expect(() => lockDataDirectory(dir)).toThrow(/already open in this process/);
    release();
    releases.push(lockDataDirectory(dir));
  });

  it("refuses a directory another running process holds, naming the way out", async () => {
    const dir = freshDir();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      writeFileSync(path.join(dir, "nexusnote.lock"), String(other.pid));
      expect(() => lockDataDirectory(dir)).toThrow(new RegExp(`pid ${other.pid}.*DATABASE_URL`));
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a process that is gone, or by an earlier process with our pid", () => {
    const deadDir = freshDir();
    writeFileSync(path.join(deadDir, "nexusnote.lock"), "999999999");
    releases.push(lockDataDirectory(deadDir));

    const reusedPidDir = freshDir();
    writeFileSync(path.join(reusedPidDir, "nexusnote.lock"), String(process.pid));
    releases.push(lockDataDirectory(reusedPidDir));
  });
});
