import "server-only";
import type { WarmUpStep } from "./run-warm-up";
import { WARM_UP_HEADER } from "./warm-up-pass";

/**
 * The server's own first requests, sent to itself over loopback before it says
 * it is ready: the first run of Next's proxy, route and render paths (module
 * instantiation, the React server renderer, the route bundles' code and their
 * first database queries) happens here instead of in a learner's first request.
 * Only requests that leave nothing behind: the identity cookie the proxy issues
 * with a page is only a signature (no row), the courses of that new identity are none, the
 * create page (and one script it loads) is read-only, and the interview request is one its route refuses
 * while parsing, before the rate limiter counts anything or any model is called.
 */
export function selfRequestSteps(origin: string, rounds = 3): WarmUpStep[] {
  let cookie = "";
  const request = async (path: string, init: RequestInit, signal: AbortSignal, asGuest = true) => {
    const response = await fetch(new URL(path, origin), {
      ...init,
      signal,
      headers: { ...(asGuest && cookie ? { cookie } : {}), ...init.headers },
      redirect: "manual",
    });
    return { response, text: await response.text() };
  };
  // More than one round: code run once is still interpreted; a few runs get it past V8's first tiers.
  const round = (suffix: string): WarmUpStep[] => [
    {
      name: `identity${suffix}`,
      async run(signal) {
        // A browser's first page: the proxy issues identities with pages, not with API calls.
        const { response } = await request("/create", {}, signal, false);
        cookie = response.headers.get("set-cookie")?.split(";")[0] ?? "";
        if (!cookie) throw new Error(`no identity cookie (HTTP ${response.status})`);
      },
    },
    {
      name: `courses${suffix}`,
      async run(signal) {
        const { response } = await request("/api/courses", {}, signal);
        if (!response.ok) throw new Error(`GET /api/courses: HTTP ${response.status}`);
      },
    },
    {
      name: `create page${suffix}`,
      async run(signal) {
        const { response, text } = await request("/create", {}, signal);
        if (!response.ok) throw new Error(`GET /create: HTTP ${response.status}`);
        // And a script the page loads: the browser's next request, Next's static file path.
        const script = /\/_next\/static\/[\w./-]+\.js/.exec(text)?.[0];
        if (script) await request(script, {}, signal, false);
      },
    },
    {
      name: `interview route${suffix}`,
      async run(signal) {
        // No messages: refused (400) by the request schema, before identity, limits or models.
        const body = JSON.stringify({ id: "warm-up", messages: [] });
        const { response } = await request(
          "/api/interview",
          { method: "POST", body, headers: { "content-type": "application/json" } },
          signal,
        );
        if (response.status !== 400) throw new Error(`POST /api/interview: HTTP ${response.status}, expected 400`);
      },
    },
  ];
  return Array.from({ length: rounds }, (_, index) => round(index ? ` #${index + 1}` : "")).flat();
}

/**
 * Where this process listens, as Next recorded it when the port opened
 * (`next start` sets PORT and its origin before instrumentation runs), or null.
 */
export function ownOrigin(env: Record<string, string | undefined> = process.env): string | null {
  const origin = env.__NEXT_PRIVATE_ORIGIN?.trim();
  if (origin && URL.canParse(origin)) return origin;
  const port = Number(env.PORT);
  return Number.isInteger(port) && port > 0 ? `http://127.0.0.1:${port}` : null;
}

/**
 * The interview turn's own warm-up (POST /api/warm-up, which runs it in the route
 * bundle with an in-process model): only with the pass of lib/warm-up/warm-up-pass.ts.
 */
export function interviewTurnStep(origin: string, pass: string, name = "interview turn"): WarmUpStep {
  return {
    name,
    async run(signal) {
      const response = await fetch(new URL("/api/warm-up", origin), { method: "POST", signal, headers: { [WARM_UP_HEADER]: pass } });
      await response.arrayBuffer();
      if (response.status !== 204) throw new Error(`POST /api/warm-up: HTTP ${response.status}`);
    },
  };
}
