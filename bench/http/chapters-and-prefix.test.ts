import { describe, expect, it } from "vitest";
import type { WireBody, WireMessage } from "@/tests/support/scripted-openai/wire-types";
import { describePrefixShares, prefixShares } from "./chapters-and-prefix";

const tool = (name: string) => ({ type: "function", function: { name, parameters: { type: "object" } } });
const body = (tools: string[], messages: WireMessage[]): WireBody => ({ model: "m", messages, tools: tools.map(tool) });
const system = (text: string): WireMessage => ({ role: "system", content: text });
const user = (text: string): WireMessage => ({ role: "user", content: text });

// An interview that calls a sub-agent between its own two requests, as the first turn does with research.
const interviewTools = ["presentOptions", "researchTopic"];
const first = body(interviewTools, [system("interview rules ".repeat(40)), user("Kubernetes")]);
const research = body(["searchWeb"], [system("research rules ".repeat(10)), user("Research: Kubernetes")]);
const second = body(interviewTools, [system("interview rules ".repeat(40)), user("Kubernetes"), user("the brief")]);

describe("prefixShares", () => {
  it("reads each request against its own agent's previous request, not the sub-agent's that came between", () => {
    const shares = prefixShares([first, research, second]);
    // Only the interview's second request continues a conversation: the research request is its agent's first.
    expect(shares.sameAgent.requests).toBe(1);
    expect(shares.sameAgent.agents).toBe(2);
    expect(shares.sameAgent.mean).toBeGreaterThan(0.9);
    // On the wire, each request follows another agent's, which shares no more than the tools array's opening.
    expect(shares.previousMean).toBeLessThan(0.1);
  });

  it("has no same-agent figure for the first request, even when a later request is the same agent's", () => {
    // A negative start index must not make the first request look like it continues the last one.
    const shares = prefixShares([first, second]);
    expect(shares.sameAgent.requests).toBe(1);
    expect(shares.sameAgent.min).toBe(shares.sameAgent.mean);
  });

  it("counts a warm cache only when other interviews came before", () => {
    expect(prefixShares([first, second]).warmWeighted).toBeNull();
    const warm = prefixShares([first, second], [first]);
    expect(warm.warmWeighted).toBeGreaterThan(0.9);
    expect(describePrefixShares(warm).at(-1)).toContain("warm");
    expect(describePrefixShares(prefixShares([first, second])).some((line) => line.includes("warm"))).toBe(false);
  });
});
