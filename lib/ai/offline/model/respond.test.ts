import type { LanguageModelV4CallOptions } from "@ai-sdk/provider";
import { generateText } from "ai";
import { afterEach, describe, expect, it, vi } from "vitest";
import { agentProviderOptions } from "@/lib/ai/agent-call";
import { createOfflineModel } from "./offline-model";
import { rolesByAgent, type OfflineRole } from "./offline-role";
import { OfflineRoleError, respond } from "./respond";

const echo: OfflineRole = { name: "echo", agentIds: ["agent-echo"], respond: () => ({ text: "echo role" }) };
const broken: OfflineRole = {
  name: "broken",
  agentIds: ["agent-broken"],
  respond: () => {
    throw new Error("template missing");
  },
};
const call = (agentId?: string): LanguageModelV4CallOptions => ({
  prompt: [{ role: "user", content: [{ type: "text", text: "hello" }] }],
  ...(agentId ? { providerOptions: agentProviderOptions(agentId) } : {}),
});

describe("offline role dispatch", () => {
  afterEach(() => vi.restoreAllMocks());

  it("answers each agent with the role registered for its id, whatever tools are on offer", () => {
    const roles = rolesByAgent([echo]);
    expect(respond(call("agent-echo"), roles).text).toBe("echo role");
    // A pinned model plays its agent for calls that do not say who they are; a call that says wins.
    expect(respond(call(), roles, "agent-echo").text).toBe("echo role");
    expect(respond(call("agent-unknown"), roles, "agent-echo").text).not.toBe("echo role");
  });

  it("gives an unknown agent the honest fallback", () => {
    expect(respond(call("agent-unknown"), rolesByAgent([echo])).text).toMatch(/offline model/);
  });

  it("refuses an agent's call when no role is registered at all (a process that skipped registration)", () => {
    expect(() => respond(call("agent-echo"), rolesByAgent([]))).toThrow(/registerAppOfflineRoles/);
    // A call from no agent still gets the fallback.
    expect(respond(call(), rolesByAgent([])).text).toMatch(/offline model/);
  });

  it("fails the call loudly, with the cause logged, when a role throws", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => respond(call("agent-broken"), rolesByAgent([broken]))).toThrow(OfflineRoleError);
    expect(log).toHaveBeenCalledWith(expect.stringContaining("broken role failed"), expect.any(Error));
    const model = createOfflineModel({ roles: [broken] });
    await expect(generateText({ model, prompt: "hi", providerOptions: agentProviderOptions("agent-broken") })).rejects.toThrow(
      /offline broken failed: template missing/,
    );
  });
});
