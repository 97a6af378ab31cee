/**
 * The instance's model settings through the real routes: only the owner changes them or probes a
 * model (a guest and a member get 403 in the one error shape), no answer ever carries a key (the
 * database holds it sealed), and a change applies to the next turn without a restart.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as interviewPost } from "@/app/api/interview/route";
import { GET as localServersGet } from "@/app/api/settings/local-servers/route";
import { POST as probePost } from "@/app/api/settings/probe/route";
import { GET as settingsGet, PUT as settingsPut } from "@/app/api/settings/route";
import type { SettingsView } from "@/features/settings/contract";
import { createAiGuard, setAiGuardForTests } from "@/lib/http/ai-guard";
import { memoryCounterStore } from "@/lib/http/rate-limit";
import { setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { guestBrowser, signUp, type Browser } from "@/tests/support/identity/auth-kit";
import { userText } from "@/tests/support/interview/interview-fixtures";
import { goodReply } from "@/tests/support/scripted-openai/good-model";
import { startScriptedServer, type ScriptedServer } from "@/tests/support/scripted-openai/scripted-server";

const KEY = "sk-test-0123456789abcdefSECRET";
const put = (browser: Browser, json: unknown) => settingsPut(browser.request("/api/settings", { method: "PUT", json }));
const get = async (browser: Browser) => {
  const response = await settingsGet(browser.request("/api/settings"));
  const text = await response.text();
  return { status: response.status, text, view: JSON.parse(text) as SettingsView };
};
const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; message: string } }).error;

describe("settings routes", () => {
  const db = setUpCourseRouteEnvironment();
  let server: ScriptedServer;
  let owner: Browser;
  let member: Browser;
  let guest: Browser;

  beforeAll(async () => {
    server = await startScriptedServer(goodReply);
    setAiGuardForTests(
      createAiGuard({
        store: memoryCounterStore(),
        limits: { perMinute: 0, perAddressPerMinute: 0, dailyTokens: 0, addressDailyTokens: 0 },
      }),
    );
  });
  afterAll(async () => {
    setAiGuardForTests(undefined);
    await server.close();
  });
  beforeEach(async () => {
    await db().db.execute(sql`TRUNCATE "user", instance_settings CASCADE`);
    owner = await guestBrowser();
    await signUp(owner);
    member = await guestBrowser();
    await signUp(member);
    guest = await guestBrowser();
    server.reset();
  });

  it("the owner saves a key that no answer ever carries; the database holds it sealed", async () => {
    const saved = await put(owner, { baseUrl: server.baseURL, apiKey: KEY, model: "scripted-model" });
    expect(saved.status).toBe(200);
    expect(await saved.clone().text()).not.toContain(KEY);
    const view = ((await saved.json()) as SettingsView).active;
    expect(view).toMatchObject({ baseUrl: server.baseURL, model: "scripted-model", offline: false });

    for (const browser of [owner, member, guest]) {
      const { status, text, view: seen } = await get(browser);
      expect(status).toBe(200);
      expect(text).not.toContain(KEY);
      expect(text).not.toContain(KEY.slice(0, 12));
      expect(seen.keys.apiKey.set).toBe(true);
      expect(seen.sources.apiKey).toBe("settings");
      expect(seen.canEdit).toBe(browser === owner);
      // Only the owner is given the last four characters to recognise the key by.
      expect(seen.keys.apiKey.hint).toBe(browser === owner ? "…CRET" : null);
    }
    const rows = await db().db.execute(sql`SELECT secrets::text AS secrets FROM instance_settings`);
    const stored = JSON.stringify((rows as { rows: unknown[] }).rows);
    expect(stored).toContain("v1.");
    expect(stored).not.toContain(KEY);
  });

  it("refuses a guest and a member with 403 and changes nothing; probing and local servers are the owner's too", async () => {
    await put(owner, { baseUrl: server.baseURL, apiKey: KEY, model: "scripted-model" });
    for (const browser of [guest, member]) {
      const refused = await put(browser, { baseUrl: "http://127.0.0.1:9/v1", apiKey: "sk-other", model: "other" });
      expect(refused.status).toBe(403);
      const error = await errorOf(refused);
      expect(error.code).toBe("forbidden");
      expect(error.message).toMatch(/Only the instance owner/);
      expect((await probePost(browser.request("/api/settings/probe", { json: {} }))).status).toBe(403);
      expect((await localServersGet(browser.request("/api/settings/local-servers"))).status).toBe(403);
    }
    expect(server.requests).toHaveLength(0);
    expect((await get(owner)).view.active).toMatchObject({ baseUrl: server.baseURL, model: "scripted-model" });
  });

  it("answers a malformed change with 400 naming the problem, and keeps what was saved", async () => {
    await put(owner, { baseUrl: server.baseURL, apiKey: KEY, model: "scripted-model" });
    const badUrl = await put(owner, { baseUrl: "ftp://example.org", model: "x" });
    expect(badUrl.status).toBe(400);
    expect((await errorOf(badUrl)).message).toMatch(/http:\/\/ or https:\/\//);
    expect((await put(owner, { model: "has spaces in it" })).status).toBe(400);
    expect((await put(owner, { shell: "rm -rf" })).status).toBe(400);
    expect((await get(owner)).view.active.model).toBe("scripted-model");
  });

  it("clearing the key and URL goes back to the offline model", async () => {
    await put(owner, { baseUrl: server.baseURL, apiKey: KEY, model: "scripted-model" });
    const cleared = await put(owner, { baseUrl: null, apiKey: null });
    expect(cleared.status).toBe(200);
    const { view } = await get(owner);
    expect(view.active.offline).toBe(true);
    expect(view.keys.apiKey).toEqual({ set: false, hint: null });
  });

  it("applies a change to the next interview turn without a restart", async () => {
    const turn = async () => {
      const response = await interviewPost(
        guest.request("/api/interview", {
          json: { id: "settings-turn", messages: [userText("I want to learn Kubernetes")], locale: "en" },
        }),
      );
      expect(response.status).toBe(200);
      await response.text();
    };
    expect((await put(owner, { baseUrl: server.baseURL, apiKey: KEY, model: "first-model" })).status).toBe(200);
    await turn();
    expect(server.requests.length).toBeGreaterThan(0);
    expect(new Set(server.requests.map((request) => request.body.model))).toEqual(new Set(["first-model"]));
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`);

    server.reset();
    expect((await put(owner, { model: "second-model" })).status).toBe(200);
    await turn();
    expect(new Set(server.requests.map((request) => request.body.model))).toEqual(new Set(["second-model"]));
  });
});
