/**
 * Test support for the interview against misbehaving models (not a test file): one scripted
 * chat-completions server per test file, reset before each test with the console quiet, and one
 * question step of the real interview agent through the real `@ai-sdk/openai` provider.
 * Use the returned object inside tests only: the server starts in beforeAll.
 */
import { researchedConversation } from "@/tests/support/interview/interview-fixtures";
import { interviewTurn, scriptedInterviewAgent } from "@/tests/support/scripted-openai/agent-harness";
import { asksQuestion, misbehave } from "@/tests/support/scripted-openai/misbehave";
import { scriptedServerForSuite } from "@/tests/support/scripted-openai/scripted-suite";
import type { Reply, Script } from "@/tests/support/scripted-openai/wire-types";

export function setUpMisbehavingInterview() {
  const server = scriptedServerForSuite();
  return {
    server,
    /** One question step (research already done) with this script. */
    async questionStep(script: Script, env: Record<string, string> = {}, history = researchedConversation("Kubernetes")) {
      server.setScript(script);
      return interviewTurn(scriptedInterviewAgent(server, env), history);
    },
  };
}

/** A model that misbehaves with `reply` on the question step (its first `times` tries), and answers well otherwise. */
export const misbehavesAsking = (reply: (request: Parameters<Script>[0]) => Reply, times = Infinity) =>
  misbehave(asksQuestion, (n, request) => (n < times ? reply(request) : null));
