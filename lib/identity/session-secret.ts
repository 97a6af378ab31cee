import "server-only";
import { randomBytes } from "node:crypto";
import { link, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { serverEnv } from "@/lib/env";

const SECRET_FILE = "session-secret";

let cached: Promise<string> | undefined;

/**
 * The key that signs guest cookies: SESSION_SECRET when set, else one generated
 * once into the data directory and reused, so cookies survive a restart and
 * every process sharing the directory agrees on it.
 */
export function sessionSecret(): Promise<string> {
  cached ??= (() => {
    const env = serverEnv();
    return env.SESSION_SECRET ? Promise.resolve(env.SESSION_SECRET) : readOrCreateSecret(env.NEXUSNOTE_DATA_DIR);
  })().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

/** For tests: forget the cached secret (after changing the environment). */
export function resetSessionSecretCache(): void {
  cached = undefined;
}

export async function readOrCreateSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, SECRET_FILE);
  const existing = await readSecret(file);
  if (existing) return existing;
  await mkdir(dataDir, { recursive: true });
  // Written aside, then linked into place: link() fails if the file exists, so when two
  // processes start at once exactly one secret wins, and nobody ever reads a half-written file.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  await writeFile(draft, `${randomBytes(32).toString("hex")}\n`, { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    await rm(draft, { force: true });
  }
  const created = await readSecret(file);
  if (!created) throw new Error(`The session secret in ${file} is empty or too short; delete it to generate a new one.`);
  return created;
}

async function readSecret(file: string): Promise<string | null> {
  try {
    const text = (await readFile(file, "utf8")).trim();
    return text.length >= 32 ? text : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
