/**
 * First-load JavaScript per route, gzip, read from a build's manifests: the
 * framework's root chunks (build-manifest rootMainFiles) plus every chunk the
 * route's client-reference manifest lists as an entry (root layout, error and
 * not-found boundaries, the page) — what the browser fetches before the page is
 * interactive. Chunks loaded later through dynamic import() are not counted.
 *
 * The reference is a bare Next.js app of the same versions (one page, one
 * layout, no dependencies) built by ./bare-next.ts and measured the same way.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

function manifestsUnder(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) found.push(...manifestsUnder(full));
    else if (entry === "page_client-reference-manifest.js") found.push(full);
  }
  return found;
}

const gzipCache = new Map<string, number>();
function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

export interface RouteJs {
  route: string;
  kb: number;
  chunks: number;
}

/** Every page route of the build in `appDir`, with its first-load JS in KB (gzip). */
export function firstLoadJs(appDir: string): RouteJs[] {
  const next = path.join(appDir, ".next");
  const build = JSON.parse(readFileSync(path.join(next, "build-manifest.json"), "utf8")) as { rootMainFiles: string[] };
  const rows: RouteJs[] = [];
  const serverApp = path.join(next, "server/app");
  for (const manifestFile of manifestsUnder(serverApp)) {
    const route = "/" + path.relative(serverApp, path.dirname(manifestFile)).replace(/\\/g, "/");
    if (route.includes("_not-found") || route.includes("_global-error")) continue;
    const slot: { __RSC_MANIFEST?: Record<string, { entryJSFiles?: Record<string, string[]> }> } = {};
    new Function("globalThis", readFileSync(manifestFile, "utf8"))(slot);
    const manifest = Object.values(slot.__RSC_MANIFEST ?? {})[0];
    const files = new Set(build.rootMainFiles);
    for (const chunks of Object.values(manifest?.entryJSFiles ?? {})) for (const chunk of chunks) files.add(chunk);
    const paths = [...files].map((file) => path.join(next, file.replace(/^\/?_next\//, ""))).filter((file) => existsSync(file));
    rows.push({
      route: route === "/" ? "/" : route.replace(/\/$/, "") || "/",
      kb: paths.reduce((sum, file) => sum + gzipBytes(file), 0) / 1024,
      chunks: paths.length,
    });
  }
  return rows.sort((a, b) => a.route.localeCompare(b.route));
}
