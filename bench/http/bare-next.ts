/**
 * A bare Next.js app of exactly our versions (the same installed next/react):
 * one layout, one page, no dependencies — the framework's floor for first-load
 * JS and for idle memory. It is rebuilt only when the installed Next.js version
 * or the repository changes.
 *
 * It must live outside the repository: Next.js takes the directory of the
 * nearest lockfile above a project as its workspace root, so a bare app under
 * node_modules/.cache was built with our instrumentation.ts (the embedded
 * database, the workers) and measured 700 MB idle instead of ~90 MB. Outside
 * the tree it resolves our packages through a node_modules symlink, and its
 * Turbopack root is the directory both share.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureBuilt } from "./app-server";

const LAYOUT = `import { createElement } from "react";
export default function RootLayout({ children }) {
  return createElement("html", { lang: "en" }, createElement("body", null, children));
}
`;
const PAGE = `import { createElement } from "react";
export default function Page() {
  return createElement("main", null, "Hello");
}
`;

/** The deepest directory holding both paths (Turbopack compiles nothing outside its root). */
function commonRoot(a: string, b: string): string {
  const left = path.resolve(a).split(path.sep);
  const right = path.resolve(b).split(path.sep);
  let shared = 0;
  while (shared < left.length && left[shared] === right[shared]) shared += 1;
  return left.slice(0, shared).join(path.sep) || path.sep;
}

export function bareNextApp(): string {
  const repo = process.cwd();
  const dir = path.join(tmpdir(), "nexusnote-bare-next");
  const version = (JSON.parse(readFileSync("node_modules/next/package.json", "utf8")) as { version: string }).version;
  const stamp = path.join(dir, "next-version");
  const expected = `${version} ${repo}`;
  if (!existsSync(stamp) || readFileSync(stamp, "utf8") !== expected) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(path.join(dir, "app"), { recursive: true });
    writeFileSync(path.join(dir, "package.json"), '{ "name": "bare-next", "private": true }\n');
    writeFileSync(path.join(dir, "next.config.mjs"), `export default { turbopack: { root: ${JSON.stringify(commonRoot(dir, repo))} } };\n`);
    symlinkSync(path.join(repo, "node_modules"), path.join(dir, "node_modules"), "dir");
    writeFileSync(path.join(dir, "app/layout.js"), LAYOUT);
    writeFileSync(path.join(dir, "app/page.js"), PAGE);
    ensureBuilt(dir);
    writeFileSync(stamp, expected);
  }
  ensureBuilt(dir);
  return dir;
}
