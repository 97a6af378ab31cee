/**
 * Test support for the courses routes (not a test file): the real route
 * modules, an in-memory database behind the app's database(), and requests as a
 * given browser (a guest cookie signed by the real identity helper).
 */
import { afterAll, beforeAll, vi } from "vitest";
import { openDatabase, type DatabaseHandle } from "@/lib/db/client";
import { setDatabaseForTests } from "@/lib/db/database";
import { GUEST_COOKIE } from "@/lib/identity/guest-cookie";
import { signedGuestCookie } from "@/lib/identity/guest-identity";

export const BASE = "http://127.0.0.1/api/courses";

/** Offline models, a fixed secret, and a fresh in-memory database for the file. */
/**
 * Route handlers called in-process: offline model, no web search, a known
 * session secret, and the app database set to `open()` (an in-memory PGlite by
 * default; a suite over testDatabaseTargets() passes its target's open).
 * `env` adds or overrides variables for the suite (e.g. RATE_LIMIT_PER_MINUTE).
 */
export function setUpCourseRouteEnvironment(
  options: { open?: () => Promise<DatabaseHandle>; env?: Record<string, string> } = {},
): () => DatabaseHandle {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    vi.stubEnv("LLM_API_KEY", "");
    vi.stubEnv("TAVILY_API_KEY", "");
    vi.stubEnv("SEARXNG_URL", "");
    vi.stubEnv("SESSION_SECRET", "route-tests-secret-0123456789abcdef0123456789");
    for (const [name, value] of Object.entries(options.env ?? {})) vi.stubEnv(name, value);
    handle = await (options.open ?? (() => openDatabase({ kind: "memory" })))();
    setDatabaseForTests(handle);
  }, 60_000);
  afterAll(async () => {
    setDatabaseForTests(undefined);
    await handle?.close();
    vi.unstubAllEnvs();
  }, 60_000);
  return () => {
    if (!handle) throw new Error("database not open");
    return handle;
  };
}

export async function cookieFor(ownerId: string): Promise<string> {
  return `${GUEST_COOKIE}=${await signedGuestCookie(ownerId)}`;
}

export interface Call {
  method?: string;
  cookie?: string | null;
  body?: string;
  headers?: Record<string, string>;
}

export function request(url: string, { method = "GET", cookie, body, headers = {} }: Call = {}): Request {
  const all: Record<string, string> = { ...headers };
  if (cookie) all.cookie = cookie;
  if (body !== undefined && !("content-type" in all)) all["content-type"] = "application/json";
  return new Request(url, { method, headers: all, body });
}

export const params = <T extends Record<string, string>>(value: T) => ({ params: Promise.resolve(value) });

export async function expectError(response: Response, status: number, code: string): Promise<{ message: string; details?: unknown }> {
  if (response.status !== status) throw new Error(`expected ${status} ${code}, got ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { error: { code: string; message: string; details?: unknown } };
  if (body.error.code !== code) throw new Error(`expected code ${code}, got ${body.error.code}: ${body.error.message}`);
  if (body.error.message.length < 10 || /\n\s+at |ZodError/.test(body.error.message)) {
    throw new Error(`not a message for a person: ${body.error.message}`);
  }
  return body.error;
}
