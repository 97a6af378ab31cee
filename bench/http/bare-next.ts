/**
 * A bare Next.js app of exactly our versions (the same installed next/react):
 * one layout, one page, no dependencies — the framework's floor for first-load
 * JS and for idle memory. It lives in node_modules/.cache so it resolves our
 * node_modules without being linted, formatted or type-checked as our code, and
 * is rebuilt only when the installed Next.js version or these sources change.
 *
 * It also holds the honest reference for an interview turn (see ./next-route.ts):
 * one route handler, POST /turn, doing only what a turn cannot avoid inside
 * Next.js — read and JSON-parse the body, make the same model requests (same
 * bodies, drained) and stream back the same UI chunks, one SSE frame at a time.
 * The turns to replay are posted once to PUT /turn. A route handler ships no
 * client JS, so the page's first-load JS (the bundle reference) is unchanged.
 */
import { createHash } from "node:crypto";
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
};

export function bareNextApp(): string {
  const dir = path.join(process.cwd(), "node_modules/.cache/bare-next");
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
    ensureBuilt(dir);
    writeFileSync(stamp, stampText);
  }
  ensureBuilt(dir);
  return dir;
}
