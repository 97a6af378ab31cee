/**
 * `npm run go` refuses to serve on a host other machines can reach without SESSION_SECRET
 * (scripts/check-session-secret.mjs, run by scripts/start.sh before the server starts).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const script = path.join(process.cwd(), "scripts/check-session-secret.mjs");
const cwd = mkdtempSync(path.join(tmpdir(), "nn-host-"));
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

function check(host: string, secret: string | undefined) {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH ?? "", NODE_ENV: "production" };
  if (secret !== undefined) env.SESSION_SECRET = secret;
  return spawnSync(process.execPath, [script, host], { cwd, env, encoding: "utf8" });
}

describe("starting on a host other machines reach", () => {
  it("is refused without SESSION_SECRET (or with a short one), naming the variable", () => {
    for (const host of ["0.0.0.0", "::", "192.168.1.20", "nexusnote.example"]) {
      for (const secret of [undefined, "", "short"]) {
        const result = check(host, secret);
        expect(result.status, `${host} ${secret}`).toBe(1);
        expect(result.stderr).toMatch(/SESSION_SECRET must be set/);
      }
    }
  });

  it("goes ahead with SESSION_SECRET set, or on loopback without it", () => {
    expect(check("0.0.0.0", "s".repeat(32)).status).toBe(0);
    for (const host of ["127.0.0.1", "localhost", "::1", "[::1]"]) expect(check(host, undefined).status, host).toBe(0);
  });

  it("reads SESSION_SECRET from .env.local like the server does", () => {
    writeFileSync(path.join(cwd, ".env.local"), `SESSION_SECRET=${"e".repeat(40)}\n`);
    try {
      expect(check("0.0.0.0", undefined).status).toBe(0);
    } finally {
      rmSync(path.join(cwd, ".env.local"));
    }
  });
});
