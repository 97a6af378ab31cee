/**
 * POST /api/warm-up (app/api/warm-up/route.ts): the interview turn warmed at
 * start-up through the real route module. It answers only the holder of the
 * server's one-time pass; with it, a configured model's server receives no
 * request, the web search is not used, and no row is left in any table.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as warmUpPost } from "@/app/api/warm-up/route";
import { closeWarmUpPass, openWarmUpPass, WARM_UP_HEADER } from "@/lib/warm-up/warm-up-pass";
import { goodReply } from "@/tests/support/scripted-openai/good-model";
import { startScriptedServer, type ScriptedServer } from "@/tests/support/scripted-openai/scripted-server";
import { expectError, request } from "@/tests/support/courses/course-route-kit";
import { setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";

const database = setUpCourseRouteEnvironment();
let model: ScriptedServer;
let searches = 0;
beforeAll(async () => {
  model = await startScriptedServer((recorded) => goodReply(recorded));
  vi.stubEnv("LLM_API_KEY", "warm-up-test");
  vi.stubEnv("LLM_MODEL", "scripted");
  vi.stubEnv("LLM_BASE_URL", model.baseURL);
  vi.stubEnv("SEARXNG_URL", "http://127.0.0.1:9/search");
  vi.spyOn(globalThis, "fetch").mockImplementation(async () => {
    searches += 1;
    throw new Error("no network in the warm-up");
  });
});
afterAll(async () => {
  vi.restoreAllMocks();
  closeWarmUpPass();
  await model.close();
});

const post = (headers: Record<string, string> = {}) =>
  warmUpPost(request("http://127.0.0.1/api/warm-up", { method: "POST", body: "", headers }));

describe("POST /api/warm-up", () => {
  it("is an unknown API (404) without the pass, with a wrong one, and once the pass is closed", async () => {
    await expectError(await post(), 404, "not_found");
    const pass = openWarmUpPass();
    await expectError(await post({ [WARM_UP_HEADER]: `${pass.slice(0, -1)}x` }), 404, "not_found");
    await expectError(await post({ [WARM_UP_HEADER]: "short" }), 404, "not_found");
    closeWarmUpPass();
    await expectError(await post({ [WARM_UP_HEADER]: pass }), 404, "not_found");
  });

  it("with the pass: 204 after a whole turn, no request to the model or the web, no row left anywhere", async () => {
    const response = await post({ [WARM_UP_HEADER]: openWarmUpPass() });
    closeWarmUpPass();
    expect(response.status).toBe(204);
    expect(model.requests).toHaveLength(0);
    expect(searches).toBe(0);
    const query = async <Row>(statement: ReturnType<typeof sql>) => ((await database().db.execute(statement)) as { rows: Row[] }).rows;
    const names = (
      await query<{ name: string }>(sql`select table_name as name from information_schema.tables where table_schema = 'public'`)
    ).map((row) => row.name);
    for (const name of names) {
      const [count] = await query<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(name)}`);
      expect([name, count?.n]).toEqual([name, 0]);
    }
  }, 60_000);
});
