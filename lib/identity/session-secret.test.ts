import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readOrCreateSecret } from "./session-secret";

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "nn-secret-"));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("the session secret", () => {
  it("is generated once into the data directory (created if missing), mode 0600, and reused", async () => {
    const dataDir = path.join(root, "nested", ".data");
    const first = await readOrCreateSecret(dataDir);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dataDir, "session-secret");
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readOrCreateSecret(dataDir)).toBe(first);
    expect((await readFile(file, "utf8")).trim()).toBe(first);
  });

  it("is one secret even when many callers create it at once, with no leftovers", async () => {
    const secrets = await Promise.all(Array.from({ length: 8 }, () => readOrCreateSecret(root)));
    expect(new Set(secrets).size).toBe(1);
    const { readdir } = await import("node:fs/promises");
    expect(await readdir(root)).toEqual(["session-secret"]);
  });

  it("comes from SESSION_SECRET when set, and then no file is written", async () => {
    vi.stubEnv("SESSION_SECRET", "s".repeat(40));
    vi.stubEnv("NEXUSNOTE_DATA_DIR", root);
    const { sessionSecret } = await import("./session-secret");
    expect(await sessionSecret()).toBe("s".repeat(40));
    const { readdir } = await import("node:fs/promises");
    expect(await readdir(root)).toEqual([]);
  });

  it("is read from NEXUSNOTE_DATA_DIR when SESSION_SECRET is unset, the same after a restart", async () => {
    vi.stubEnv("SESSION_SECRET", "");
    vi.stubEnv("NEXUSNOTE_DATA_DIR", root);
    const first = await (await import("./session-secret")).sessionSecret();
    vi.resetModules();
    const afterRestart = await (await import("./session-secret")).sessionSecret();
    expect(afterRestart).toBe(first);
    expect((await readFile(path.join(root, "session-secret"), "utf8")).trim()).toBe(first);
  });
});
