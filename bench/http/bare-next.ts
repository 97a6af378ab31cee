/**
 * A bare Next.js app of exactly our versions (the same installed next/react):
 * one layout, one page, no dependencies — the framework's floor for first-load
 * JS and for idle memory. It is rebuilt only when the installed Next.js
 * version, the repository or these sources change.
 *
 * It must live outside the repository: Next.js takes the directory of the
 * nearest lockfile above a project as its workspace root, so a bare app under
 * node_modules/.cache was built with our instrumentation.ts (the embedded
 * database, the workers) and measured 700 MB idle instead of ~90 MB. Outside
 * the tree it resolves our packages through a node_modules symlink, and its
 * Turbopack root is the directory both share.
 *
 * It also holds the honest reference for an interview turn (see ./next-route.ts):
 * one route handler, POST /turn, doing only what a turn cannot avoid inside
 * Next.js — read and JSON-parse the body, make the same model requests (same
 * bodies, drained) and stream back the same UI chunks, one SSE frame at a time.
 * The turns to replay are posted once to PUT /turn. POST /sdk-turn replays the
 * same requests through the AI SDK alone (./sdk-floor-route.ts). Route handlers
 * ship no client JS, and that route imports the SDK on its first request, so the
 * page's first-load JS and the idle memory (the other references) are unchanged
 * (measured: 85.8/85.3 MB idle without the route, 85.9/85.6 MB with it).
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureBuilt } from "./app-server";
import { SDK_FLOOR_ROUTE } from "./sdk-floor-route";

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
const TURN_ROUTE = `export const dynamic = "force-dynamic";
let replay = { modelBaseURL: "", turns: [] };
const encoder = new TextEncoder();

export async function PUT(request) {
  replay = await request.json();
  replay.frames = replay.turns.map((turn) => turn.response.split(/(?<=\\n\\n)/));
  return new Response(null, { status: 204 });
}

export async function POST(request) {
  JSON.parse(await request.text());
  const index = Number(request.headers.get("x-replay") ?? 0) % replay.turns.length;
  for (const body of replay.turns[index].upstream) {
    const model = await fetch(replay.modelBaseURL + "/chat/completions", {
      method: "POST",
      body,
      headers: { "content-type": "application/json" },
    });
    await model.text();
  }
  const frames = replay.frames[index];
  const stream = new ReadableStream({
    start(controller) {
      for (const frame of frames) controller.enqueue(encoder.encode(frame));
      controller.close();
    },
  });
  // The app's headers: no-transform keeps Next's gzip off the event stream, as it is off the app's.
  return new Response(stream, { headers: { "content-type": "text/event-stream", "cache-control": "no-cache, no-transform" } });
}
`;

const FILES: Record<string, string> = {
  "package.json": '{ "name": "bare-next", "private": true }\n',
  "app/layout.js": LAYOUT,
  "app/page.js": PAGE,
  "app/turn/route.js": TURN_ROUTE,
  "app/sdk-turn/route.js": SDK_FLOOR_ROUTE,
};

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
  // One per checkout: two clones benching at once must not rebuild each other's.
  const dir = path.join(tmpdir(), `nexusnote-bare-next-${createHash("sha256").update(repo).digest("hex").slice(0, 8)}`);
  const version = (JSON.parse(readFileSync("node_modules/next/package.json", "utf8")) as { version: string }).version;
  const sources = createHash("sha256").update(JSON.stringify(FILES)).digest("hex").slice(0, 16);
  const stampText = `${version} ${sources}`;
  const stamp = path.join(dir, "next-version");
  if (!existsSync(stamp) || readFileSync(stamp, "utf8") !== stampText) {
    rmSync(dir, { recursive: true, force: true });
    for (const [file, text] of Object.entries(FILES)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    writeFileSync(path.join(dir, "next.config.mjs"), `export default { turbopack: { root: ${JSON.stringify(commonRoot(dir, repo))} } };\n`);
    symlinkSync(path.join(repo, "node_modules"), path.join(dir, "node_modules"), "dir");
    ensureBuilt(dir);
    writeFileSync(stamp, stampText);
  }
  ensureBuilt(dir);
  return dir;
}
