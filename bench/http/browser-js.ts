/**
 * (g2) What a browser actually fetches, not only what the manifests list: each
 * page route of the build loaded in headless Chromium (the system one, as the
 * browser tests use; never a downloaded one), a fresh context (empty cache)
 * per page, and every `script` response summed until the network is idle —
 * lazy chunks, dynamic import()s and <Link> prefetches included, since the
 * learner's browser downloads those too. Bytes are the bodies as received with
 * compression on, as `next start` serves them (gzip; the section prints the
 * encodings it saw) and decoded beside them. (g)'s first-load figure is gzip -9
 * of the files, so a route's "until idle" can read a few % above it even when
 * nothing else loads: Next compresses at a lower level.
 *
 * Every route is loaded as one learner who has one confirmed course (made over
 * HTTP with the scripted model, as ./chapters-and-prefix.ts makes them), so the
 * course, chapter and workspace pages render a real course. The reference is
 * the bare Next.js app's page (./bare-next.ts), measured the same way.
 */
import { existsSync } from "node:fs";
import { chromium, type Browser } from "@playwright/test";
import { startServer } from "./app-server";
import { startLikeGo } from "./cold-start";
import type { RouteJs } from "./first-load-js";
import { guestCookie, httpInterview } from "./interview-client";
import { browserJsLines, sumScripts, type RouteFetch, type ScriptResponse } from "./script-bytes";

const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
/** networkidle: no request for 500 ms. A page still polling after this long is reported as not idle. */
const IDLE_WAIT_MS = 30_000;

async function scriptsUntilIdle(browser: Browser, url: string, cookie: string | null) {
  const context = await browser.newContext();
  try {
    if (cookie) {
      const [name = "", ...value] = cookie.split("=");
      // Scoped to the origin: a cookie set for the page's URL gets that URL's directory as its path
      // (/courses/<id>/ for the workspace), so the page's /api requests went without it and the
      // course, chapter and workspace pages were measured showing another learner's empty state.
      await context.addCookies([{ name, value: value.join("="), url: new URL(url).origin }]);
    }
    const page = await context.newPage();
    const reading: Promise<ScriptResponse | null>[] = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() !== "script") return;
      reading.push(
        (async () => {
          const response = await request.response();
          if (!response) return null;
          const sizes = await request.sizes();
          const body = await response.body().catch(() => null);
          return {
            url: request.url(),
            encodedBytes: sizes.responseBodySize,
            decodedBytes: body?.length ?? NaN,
            encoding: (await response.headerValue("content-encoding")) ?? "identity",
          };
        })(),
      );
    });
    let idle = true;
    const response = await page.goto(url, { waitUntil: "networkidle", timeout: IDLE_WAIT_MS }).catch((error: unknown) => {
      if (!(error instanceof Error) || error.name !== "TimeoutError") throw error;
      idle = false;
      return null;
    });
    if (response && !response.ok()) throw new Error(`${url}: HTTP ${response.status()}`);
    const responses = (await Promise.all(reading)).filter((entry): entry is ScriptResponse => entry !== null);
    return { ...sumScripts(responses), idle };
  } finally {
    await context.close();
  }
}

async function getJson<T>(url: string, cookie: string, method = "GET"): Promise<T> {
  const response = await fetch(url, { method, headers: { cookie } });
  if (!response.ok) throw new Error(`${method} ${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** A learner with one confirmed course whose chapters are written: the ids the dynamic routes need. */
async function learnerWithCourse(origin: string) {
  const cookie = await guestCookie(origin);
  await httpInterview(origin, cookie, "Kubernetes");
  const { courses } = await getJson<{ courses: { id: string }[] }>(`${origin}/api/courses`, cookie);
  const courseId = courses[0]?.id;
  if (!courseId) throw new Error("the interview made no course");
  await getJson(`${origin}/api/courses/${courseId}/confirm`, cookie, "POST");
  const deadline = performance.now() + 60_000;
  for (;;) {
    type Detail = { course: { status: string; chapters: { id: string }[] } };
    const { course } = await getJson<Detail>(`${origin}/api/courses/${courseId}`, cookie);
    // Ready before loading: a course page polls while chapters are written, and would never be idle.
    if (course.status === "ready" || course.status === "failed")
      return { cookie, ids: { id: courseId, chapterId: course.chapters[0]?.id ?? "" } };
    if (performance.now() > deadline) throw new Error("the course's chapters took longer than a minute");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export type BrowserJsResult = { skipped: string } | { bare: RouteFetch; routes: RouteFetch[]; skippedRoutes: string[] };

export async function browserJsSection(
  firstLoad: { bare: RouteJs; routes: RouteJs[] },
  bareDir: string,
  env: Record<string, string>,
): Promise<BrowserJsResult> {
  const title =
    "\n(g2) JavaScript a browser fetches per route until the network is idle (headless Chromium, empty cache; every script response, lazy chunks and prefetches included), bytes as received and decoded, beside (g)'s first load (reference: the bare Next.js app's page, measured both ways)";
  if (!existsSync(CHROMIUM_PATH)) {
    const skipped = `${CHROMIUM_PATH} is missing (install the system Chromium: scripts/ensure-chromium.sh, or set CHROMIUM_PATH)`;
    console.log(`${title}\n    skipped: ${skipped}`);
    return { skipped };
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
  try {
    const bareServer = await startServer({ dir: bareDir });
    let bare: RouteFetch;
    try {
      bare = { route: "/", path: "/", firstLoadKb: firstLoad.bare.kb, ...(await scriptsUntilIdle(browser, `${bareServer.origin}/`, null)) };
    } finally {
      await bareServer.stop();
    }
    const app = await startLikeGo(env);
    const routes: RouteFetch[] = [];
    const skippedRoutes: string[] = [];
    try {
      const { cookie, ids } = await learnerWithCourse(app.origin);
      for (const { route, kb } of firstLoad.routes) {
        // Every page route of the build, its dynamic segments filled with the learner's course.
        const path = route.replace(/\[(\w+)\]/g, (segment, name: string) => (name in ids ? ids[name as keyof typeof ids] : segment));
        if (path.includes("[")) {
          skippedRoutes.push(route);
          continue;
        }
        routes.push({ route, path, firstLoadKb: kb, ...(await scriptsUntilIdle(browser, `${app.origin}${path}`, cookie)) });
      }
    } finally {
      await app.stop();
    }
    const encodings = [...new Set([bare, ...routes].flatMap((row) => row.encodings))].join(", ");
    console.log(`${title}; content-encoding seen: ${encodings}`);
    for (const line of browserJsLines(routes, bare)) console.log(line);
    if (skippedRoutes.length) console.log(`    not loaded (a dynamic segment the bench has no value for): ${skippedRoutes.join(", ")}`);
    return { bare, routes, skippedRoutes };
  } finally {
    await browser.close();
  }
}
