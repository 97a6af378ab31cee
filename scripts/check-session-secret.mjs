/**
 * Refuses to start a server reachable from other machines without SESSION_SECRET (issue 28):
 * the secret signs every guest cookie and keys every account session, and a server that others
 * reach must not depend on a file generated into its data directory (several processes or a
 * re-created directory would disagree on it, and an operator would not know it exists).
 * `node scripts/check-session-secret.mjs <host>` exits 1 with the reason when <host> is not
 * loopback and SESSION_SECRET (from the environment or the .env files, as Next reads them) is
 * missing or shorter than 32 characters. Plain Node: it runs before the build's code.
 */
import { isIP } from "node:net";
import nextEnv from "@next/env";

nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });

const host = (process.argv[2] ?? "127.0.0.1")
  .trim()
  .toLowerCase()
  .replace(/^\[(.*)\]$/, "$1");

function isLoopback(name) {
  if (name === "localhost" || name.endsWith(".localhost")) return true;
  if (isIP(name) === 4) return name.startsWith("127.");
  if (isIP(name) === 6) return name === "::1" || /^::ffff:127\./.test(name);
  return false;
}

const secret = (process.env.SESSION_SECRET ?? "").trim();
if (!isLoopback(host) && secret.length < 32) {
  console.error(
    `[nexusnote] refusing to start on ${host}: other machines can reach it, so SESSION_SECRET must be set ` +
      "(at least 32 characters; e.g. `openssl rand -hex 32`) in the environment or .env.local. " +
      "It signs every browser's identity and keys every account's session. Or serve on HOST=127.0.0.1.",
  );
  process.exit(1);
}
