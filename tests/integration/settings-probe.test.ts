/**
 * The probe through its route, against scripted models over the real @ai-sdk/openai provider: a
 * polite model works everywhere; a model without tool calls (thinking aloud in <think>) gets the
 * fallback verdicts and switches the agents to the text protocol; one that ignores tool_choice is
 * named for it. And local servers are looked for on loopback only: no other address is contacted
 * unless the owner typed it.
 */
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as localServersGet } from "@/app/api/settings/local-servers/route";
import { POST as probePost } from "@/app/api/settings/probe/route";
import { GET as settingsGet, PUT as settingsPut } from "@/app/api/settings/route";
import type { LocalServer, SettingsView } from "@/features/settings/contract";
import { detectLocalServers } from "@/features/settings/server/local-servers";
import { runProbe } from "@/features/settings/server/probe/run-probe";
import { modelRegistry, refreshModelSettings } from "@/lib/ai/model-settings";
import type { ProbeResult } from "@/lib/instance-settings/settings-shape";
import { setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { guestBrowser, signUp, type Browser } from "@/tests/support/identity/auth-kit";
import { goodProbeModel, ignoresToolChoiceModel, noToolsThinkingModel } from "@/tests/support/scripted-openai/probe-models";
import { startScriptedServer, type ScriptedServer } from "@/tests/support/scripted-openai/scripted-server";

const probe = async (browser: Browser, json: unknown) => {
  const response = await probePost(browser.request("/api/settings/probe", { json }));
  expect(response.status).toBe(200);
  return ((await response.json()) as { probe: ProbeResult }).probe;
};
const verdicts = (result: ProbeResult) => Object.fromEntries(result.verdicts.map((entry) => [entry.feature, entry.verdict]));

describe("settings probe and local servers", () => {
  const db = setUpCourseRouteEnvironment();
  let server: ScriptedServer;
  let owner: Browser;

  beforeAll(async () => {
    server = await startScriptedServer(goodProbeModel);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await db().db.execute(sql`TRUNCATE "user", instance_settings CASCADE`);
    owner = await guestBrowser();
    await signUp(owner);
    server.setScript(goodProbeModel);
    server.reset();
  });
  afterEach(() => vi.restoreAllMocks());

  it("a polite model passes every check and works as designed everywhere; the result is kept beside the model", async () => {
    await settingsPut(owner.request("/api/settings", { method: "PUT", json: { baseUrl: server.baseURL, model: "probe-model" } }));
    const result = await probe(owner, {});
    expect(result.error).toBeNull();
    expect(result.checks).toEqual({
      reachable: true,
      streams: true,
      callsTool: true,
      obeysForcedTool: true,
      singleCall: true,
      jsonSchema: true,
      leaksReasoning: false,
    });
    expect(verdicts(result)).toEqual({ interview: "works", course: "works", tutors: "works", sources: "works" });
    expect(result.firstTokenMs).not.toBeNull();
    expect(result.target).toEqual({ baseUrl: server.baseURL, model: "probe-model" });
    expect(server.requests.every((request) => request.body.model === "probe-model")).toBe(true);

    const view = (await (await settingsGet(owner.request("/api/settings"))).json()) as SettingsView;
    expect(view.probe?.at).toBe(result.at);
    expect(view.active.toolCalling).toBe("native");
  });

  it("a model without tool calls that leaks <think> gets fallback verdicts, and the agents switch to the text protocol", async () => {
    server.setScript(noToolsThinkingModel);
    await settingsPut(owner.request("/api/settings", { method: "PUT", json: { baseUrl: server.baseURL, model: "no-tools" } }));
    const result = await probe(owner, {});
    expect(result.checks).toMatchObject({ reachable: true, streams: true, callsTool: false, obeysForcedTool: false, leaksReasoning: true });
    expect(verdicts(result)).toEqual({ interview: "fallback", course: "fallback", tutors: "fallback", sources: "fallback" });
    expect(result.verdicts.find((entry) => entry.feature === "interview")?.reasons).toContain("callsTool");

    await refreshModelSettings();
    expect(modelRegistry().info("chat")).toMatchObject({ label: "no-tools", offline: false, toolCalling: "text" });
  });

  it("a model that ignores a forced tool_choice and calls a tool per item is named for both", async () => {
    server.setScript(ignoresToolChoiceModel);
    const result = await probe(owner, { baseUrl: server.baseURL, model: "wayward" });
    expect(result.checks).toMatchObject({ callsTool: true, obeysForcedTool: false, singleCall: false });
    expect(verdicts(result)).toMatchObject({ interview: "fallback", tutors: "fallback", sources: "works" });
  });

  it("a server that is not there is reported unreachable, with every feature broken, within the bound", async () => {
    const closed = await startScriptedServer();
    const url = closed.baseURL;
    await closed.close();
    const result = await probe(owner, { baseUrl: url, model: "gone" });
    expect(result.error).toBe("unreachable");
    expect(result.checks.reachable).toBe(false);
    expect(new Set(result.verdicts.map((entry) => entry.verdict))).toEqual(new Set(["broken"]));
  });

  it("bounds the probe: a model that never answers ends it as a timeout within the limit", async () => {
    server.setScript(() => ({ stallAfterFrames: 0 }));
    const started = performance.now();
    const result = await runProbe({ baseUrl: server.baseURL, apiKey: "k", model: "silent" }, { totalMs: 1500, checkMs: 600 });
    expect(performance.now() - started).toBeLessThan(3000);
    expect(result.error).toBe("timeout");
    expect(result.verdicts.every((entry) => entry.verdict === "broken")).toBe(true);
  });

  it("never sends the stored key to a URL the owner typed", async () => {
    const other = await startScriptedServer(goodProbeModel);
    try {
      const key = "sk-stored-key-0123456789abcdef";
      await settingsPut(owner.request("/api/settings", { method: "PUT", json: { baseUrl: server.baseURL, apiKey: key, model: "m" } }));
      await probe(owner, { baseUrl: other.baseURL, model: "m" });
      expect(other.requests.length).toBeGreaterThan(0);
      expect(other.requests.every((request) => !String(request.headers.authorization).includes(key))).toBe(true);
    } finally {
      await other.close();
    }
  });

  it("finds a local server's models through its OpenAI model list", async () => {
    const local = await startScriptedServer(goodProbeModel, { models: ["qwen2.5:7b", "llama3.2:3b"] });
    try {
      const origin = new URL(local.baseURL).origin;
      const found = await detectLocalServers({ servers: [{ kind: "ollama", origin }] });
      expect(found).toEqual<LocalServer[]>([{ kind: "ollama", baseUrl: `${origin}/v1`, models: ["qwen2.5:7b", "llama3.2:3b"] }]);
    } finally {
      await local.close();
    }
  });

  it("looks for local servers on loopback only, whatever URL is stored; only a typed probe reaches another address", async () => {
    await settingsPut(owner.request("/api/settings", { method: "PUT", json: { baseUrl: "http://10.9.8.7:8000/v1", model: "remote" } }));
    const contacted: string[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      contacted.push(new URL(url).hostname);
      // Nothing of the test may leave the machine: every other address is refused here.
      return new URL(url).hostname === "127.0.0.1" ? realFetch(input, init) : Promise.reject(new TypeError("fetch failed"));
    });
    expect((await localServersGet(owner.request("/api/settings/local-servers"))).status).toBe(200);
    expect((await settingsGet(owner.request("/api/settings"))).status).toBe(200);
    expect(contacted.length).toBeGreaterThanOrEqual(2);
    expect(new Set(contacted)).toEqual(new Set(["127.0.0.1"]));

    const typed = await probe(owner, { baseUrl: "http://10.9.8.7:8000/v1", model: "remote" });
    expect(typed.error).toBe("unreachable");
    expect(contacted).toContain("10.9.8.7");
  });
});
