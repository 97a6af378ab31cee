/**
 * The interview agent over the OpenAI chat-completions wire when the server
 * fails: HTTP 500, garbage SSE, no answer at all. The learner gets one safe
 * error and nothing the server said. Normal traffic is in
 * openai-wire-traffic.test.ts; the server and helpers in tests/support/scripted-openai/.
 */
import { describe, expect, it, vi } from "vitest";
import { setupWireSuite, turn } from "@/tests/support/scripted-openai/wire-agent-kit";
import { chunksOfType } from "@/tests/support/interview/interview-test-kit";
import { userText } from "@/tests/support/interview/interview-fixtures";

const wireSuite = setupWireSuite();

describe("interview agent over the OpenAI chat-completions wire: server failures", () => {
  it("HTTP 500 from the server → retried, then one safe error chunk; the server's text never reaches the learner", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    wireSuite.server.mode = "http500";
    const { agent } = wireSuite.agent();
    const { chunks } = await turn(agent, [userText("Kubernetes")]);

    expect(wireSuite.requests).toHaveLength(3); // one call + the SDK's two retries
    expect(chunksOfType(chunks, "error").map((chunk) => chunk.errorText)).toEqual([
      "The model service failed (HTTP 500). Your conversation is kept: retry.",
    ]);
    expect(JSON.stringify(chunks)).not.toContain("hunter2");
    expect(JSON.stringify(chunks)).not.toContain("127.0.0.1");
    expect(consoleError).toHaveBeenCalled();
  });

  it("garbage (non-JSON) SSE from the server → one safe error chunk, no garbage in the stream", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    wireSuite.server.mode = "garbage";
    const { agent } = wireSuite.agent();
    const { chunks } = await turn(agent, [userText("Kubernetes")]);

    const errors = chunksOfType(chunks, "error").map((chunk) => chunk.errorText);
    expect(errors.length).toBeGreaterThanOrEqual(1);
    for (const text of errors) {
      expect(text).toBe("The tutor could not finish this answer. Your conversation is kept: retry.");
    }
    const wire = JSON.stringify(chunks);
    for (const leak of ["hunter2", "Bad Gateway", "<html>", "JSON", "Type validation"]) expect(wire).not.toContain(leak);
    expect(chunksOfType(chunks, "tool-input-available")).toEqual([]);
    expect(consoleError).toHaveBeenCalled();
  });

  // The registry's model fetch (lib/ai/model-fetch.ts) aborts a request with no first byte within
  // LLM_TIMEOUT_MS: the learner's turn ends with a message instead of staying open.
  it("a server that never answers → the configured LLM_TIMEOUT_MS ends the turn with a safe message", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    wireSuite.server.mode = "hang";
    const { agent } = wireSuite.agent({ LLM_TIMEOUT_MS: "1000" });
    const abort = new AbortController();
    try {
      const outcome = await Promise.race([
        turn(agent, [userText("Kubernetes")], abort.signal),
        new Promise<"hung">((resolve) => setTimeout(() => resolve("hung"), 2500)),
      ]);
      expect(outcome).not.toBe("hung");
      if (outcome !== "hung") {
        expect(chunksOfType(outcome.chunks, "error").map((chunk) => chunk.errorText)).toEqual([
          "The model took too long to answer. Your conversation is kept: retry.",
        ]);
      }
    } finally {
      abort.abort();
      wireSuite.server.closeAllConnections();
    }
  }, 10_000);
});
