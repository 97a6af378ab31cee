/**
 * A bare Next.js app of exactly our versions (the same installed next/react):
 * one layout, one page, no dependencies — the framework's floor for first-load
 * JS and for idle memory. It lives in node_modules/.cache so it resolves our
 * node_modules without being linted, formatted or type-checked as our code, and
 * is rebuilt only when the installed Next.js version changes.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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

export function bareNextApp(): string {
  const dir = path.join(process.cwd(), "node_modules/.cache/bare-next");
  const version = (JSON.parse(readFileSync("node_modules/next/package.json", "utf8")) as { version: string }).version;
  const stamp = path.join(dir, "next-version");
  if (!existsSync(stamp) || readFileSync(stamp, "utf8") !== version) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(path.join(dir, "app"), { recursive: true });
    writeFileSync(path.join(dir, "package.json"), '{ "name": "bare-next", "private": true }\n');
    writeFileSync(path.join(dir, "app/layout.js"), LAYOUT);
    writeFileSync(path.join(dir, "app/page.js"), PAGE);
    ensureBuilt(dir);
    writeFileSync(stamp, version);
  }
  ensureBuilt(dir);
  return dir;
}
