/**
 * The owner's POST /api/settings/probe with VALID bodies whose strings are hostile (the malformed ones are in
 * settings-guided-fuzz.test.ts): any Unicode the schemas let through (lone surrogates, bidi, NUL-looking escapes,
 * emoji), sizes up to each field's limit, odd model names, and base URLs at 127.0.0.1 ports nothing listens on.
 * Each answer is a probe in its answer shape or an error in the one JSON shape, never a 5xx; the probe is kept and
 * read back by GET /api/settings; and nothing is contacted but the URL given (or the one in use, when none is).
 * On PGlite and PostgreSQL (when TEST_DATABASE_URL is set). Fixed seed, few runs.
 */
import { createServer } from "node:net";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as probePost } from "@/app/api/settings/probe/route";
import { GET as settingsGet } from "@/app/api/settings/route";
import { probeAnswerSchema, probeRequestSchema, settingsViewSchema } from "@/features/settings/contract";
import { setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { testDatabaseTargets } from "@/tests/support/db/test-databases";
import { expectErrorAmong } from "@/tests/support/http/error-shape";
import { fieldText, hostileText } from "@/tests/support/http/hostile-arbitraries";
import { guestBrowser, signUp, type Browser } from "@/tests/support/identity/auth-kit";

const RUNS = 20;
const SEED = 20261127;

/** Ports on 127.0.0.1 that were free a moment ago: bound, then closed, so nothing listens there. */
async function closedPorts(count: number): Promise<number[]> {
  const ports: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    ports.push((server.address() as { port: number }).port);
    await new Promise((resolve) => server.close(resolve));
  }
  return ports;
}

const valid = <T>(arbitrary: fc.Arbitrary<T>, field: "baseUrl" | "apiKey" | "model") =>
  arbitrary.filter((value) => probeRequestSchema.safeParse({ [field]: value }).success);

/** Hostile text cut to `max` units and made valid for a field by dropping what it refuses (spaces, controls). */
const squeezed = (max: number) =>
  fc
    .oneof(
      fieldText(max),
      fc.tuple(hostileText, fc.integer({ min: 1, max: 40 })).map(([text, times]) => text.repeat(times)),
    )
    .map((text) => text.replace(/[\s\p{Cc}]/gu, "").slice(0, max));

// One set for the whole file: the server's environment is read once per process (lib/env serverEnv), so the
// URL in use the first suite stubs is the one in use for the next as well.
let ports: number[] = [];
let inUse = "";
beforeAll(async () => {
  ports = await closedPorts(3);
  inUse = `http://127.0.0.1:${ports[0]}/v1`;
});

describe.each(testDatabaseTargets())("the owner's probe with valid, hostile bodies, on $name", (target) => {
  const database = setUpCourseRouteEnvironment({
    open: () => target.open(),
    env: { RATE_LIMIT_PER_MINUTE: "0", LLM_MODEL: "in-use-model" },
  });
  let owner: Browser;
  const contacted: string[] = [];

  beforeEach(async () => {
    // The model in use is at a closed port too, so a body that names no URL contacts nothing outside this machine.
    vi.stubEnv("LLM_BASE_URL", inUse);
    await database().db.execute(sql`TRUNCATE "user", instance_settings CASCADE`);
    owner = await guestBrowser();
    await signUp(owner);
    const original = globalThis.fetch;
    contacted.length = 0;
    vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      contacted.push(input instanceof Request ? input.url : String(input));
      return original(input, init);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  const body = () =>
    fc.record(
      {
        baseUrl: valid(
          fc
            .tuple(fc.constantFrom(...ports), fc.constantFrom("", "/", "/v1", "/v1/"), fc.oneof(fc.constant(""), squeezed(420)))
            .map(([port, path, tail]) => `http://127.0.0.1:${port}${path}${tail}`),
          "baseUrl",
        ),
        apiKey: valid(
          fc.oneof(
            fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 1000 }),
            fc.constant("k".repeat(1000)),
            fc.constant(""),
          ),
          "apiKey",
        ),
        model: valid(
          fc.oneof(
            squeezed(200),
            fc.constantFrom(
              "qwen2.5:7b",
              "deepseek-ai/DeepSeek-V3",
              "../../etc/passwd",
              "a?b#c",
              "%00",
              "\uD800",
              "\u202Egpt",
              "😀".repeat(100),
            ),
          ),
          "model",
        ),
      },
      { requiredKeys: [] },
    );

  const probe = (value: unknown) => probePost(owner.request("/api/settings/probe", { method: "POST", json: value }));

  it("a probe (the model unreachable) or our error shape, never a 5xx; kept, read back, and only the URL given is contacted", async () => {
    let probed = 0;
    await fc.assert(
      fc.asyncProperty(body(), async (value) => {
        const parsed = probeRequestSchema.safeParse(value);
        contacted.length = 0;
        const response = await probe(value);
        expect(response.status, await response.clone().text()).toBeLessThan(500);
        // Text the database cannot keep (a lone surrogate) is refused up front, saying what to fix; nothing contacted.
        if (!parsed.success) {
          await expectErrorAmong(response, [400]);
          return void expect(contacted).toEqual([]);
        }
        expect(response.status, await response.clone().text()).toBe(200);
        const { probe: result } = probeAnswerSchema.parse(await response.json());
        expect(result.error).toBe("unreachable");
        expect(result.checks.reachable).toBe(false);
        probed += 1;
        // Kept beside the settings and read back whole.
        const view = settingsViewSchema.parse(await (await settingsGet(owner.request("/api/settings"))).json());
        expect(view.probe).toEqual(result);
        // Nothing but the URL asked for (or the one in use) was contacted.
        const origin = new URL(parsed.data.baseUrl ?? inUse).origin;
        expect(contacted.length).toBeGreaterThan(0);
        for (const url of contacted) expect(new URL(url).origin, JSON.stringify({ value, contacted, inUse })).toBe(origin);
      }),
      {
        numRuns: RUNS,
        seed: SEED,
        examples: [
          [{ model: "\uD800" }],
          [{ model: "\u202Egpt😀" }],
          [{ baseUrl: `http://127.0.0.1:${ports[1]}/v1/\uD800` }],
          [{ baseUrl: `http://127.0.0.1:${ports[1]}/v1/${"é".repeat(400)}`, apiKey: "k".repeat(1000), model: "m".repeat(200) }],
          [{}],
        ],
      },
    );
    // Valid bodies mostly come back as probes: not a property of refusals alone.
    expect(probed).toBeGreaterThan(RUNS / 2);
  }, 120_000);
});
