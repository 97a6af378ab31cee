import { AGENT } from "../contract";
import { generateText } from "ai";
import { describe, expect, it } from "vitest";
import { createOfflineModel } from "@/lib/ai/offline/model/offline-model";
import {
  CJK,
  designCurriculumInputSchema,
  interviewState,
  interviewSystem,
  interviewTools,
  kubernetesBrief,
  presentOptionsInputSchema,
  toolExchange,
} from "@/tests/support/offline/offline-fixtures";

async function interview(options: Parameters<typeof interviewState>[0], extra: Partial<Parameters<typeof generateText>[0]> = {}) {
  return generateText({
    model: createOfflineModel({ agentId: AGENT.interview }),
    instructions: interviewSystem(interviewState(options)),
    messages: [{ role: "user", content: "I want to learn Kubernetes" }],
    tools: interviewTools(),
    ...extra,
  } as Parameters<typeof generateText>[0]);
}

describe("offline interviewer", () => {
  it("researches the topic first, silently", async () => {
    const result = await interview({ researched: false });
    expect(result.text).toBe("");
    expect(result.toolCalls).toHaveLength(1);
    expect(result.toolCalls[0]?.toolName).toBe("researchTopic");
    expect(result.toolCalls[0]?.input).toEqual({ topic: "Kubernetes" });
  });

  it("passes a chosen goal as the research focus", async () => {
    const result = await interview({
      researched: false,
      known: { goal: "Deploy my app", background: null, targetOutcome: null, cognitiveStyle: null },
    });
    expect(result.toolCalls[0]?.input).toEqual({ topic: "Kubernetes", focus: "Deploy my app" });
  });

  it("asks about the background with options anchored in the brief's prerequisites", async () => {
    const result = await generateText({
      model: createOfflineModel({ agentId: AGENT.interview }),
      instructions: interviewSystem(
        interviewState({
          researched: true,
          known: { goal: "Deploy my own app to a cluster", background: null, targetOutcome: null, cognitiveStyle: null },
          lastAnswer: "Deploy my own app to a cluster",
        }),
      ),
      messages: [{ role: "user", content: "Kubernetes" }, ...toolExchange("researchTopic", { topic: "Kubernetes" }, kubernetesBrief)],
      tools: interviewTools(),
    });
    const call = result.toolCalls[0];
    expect(call?.toolName).toBe("presentOptions");
    const input = presentOptionsInputSchema.parse(call?.input);
    expect(input.targetField).toBe("background");
    expect(input.message).toContain("Deploy my own app to a cluster");
    const options = input.options.join(" | ").toLowerCase();
    expect(options).toMatch(/docker containers|linux command line/);
    expect(new Set(input.options).size).toBe(input.options.length);
  });

  it("weaves the learning path from the brief into the first question", async () => {
    const result = await generateText({
      model: createOfflineModel({ agentId: AGENT.interview }),
      instructions: interviewSystem(interviewState({ researched: true })),
      messages: [{ role: "user", content: "Kubernetes" }, ...toolExchange("researchTopic", { topic: "Kubernetes" }, kubernetesBrief)],
      tools: interviewTools(),
    });
    const input = presentOptionsInputSchema.parse(result.toolCalls[0]?.input);
    expect(input.targetField).toBe("goal");
    expect(input.message).toContain("Containers and images → Pods and Deployments");
    expect(input.options).toContain("Deploy my own app to a cluster");
    expect(input.allowSkip).toBe(false);
  });

  it("continues to presentOptions in the same request once the research result is in", async () => {
    // The system block still says researched:false (it is rendered once per request).
    const result = await generateText({
      model: createOfflineModel({ agentId: AGENT.interview }),
      instructions: interviewSystem(interviewState({ researched: false })),
      messages: [{ role: "user", content: "Kubernetes" }, ...toolExchange("researchTopic", { topic: "Kubernetes" }, kubernetesBrief)],
      tools: interviewTools(),
    });
    expect(result.toolCalls[0]?.toolName).toBe("presentOptions");
  });

  it("asks for the learning style as a skippable multi-select", async () => {
    const known = { goal: "Deploy", background: "Some Docker", targetOutcome: "Run my app", cognitiveStyle: null };
    const result = await interview({ researched: true, known, lastAnswer: "Run my app" });
    const input = presentOptionsInputSchema.parse(result.toolCalls[0]?.input);
    expect(input).toMatchObject({ targetField: "cognitiveStyle", multiSelect: true, allowSkip: true });
    expect(input.options.length).toBeGreaterThanOrEqual(2);
  });

  it("offers concrete outcomes and lets the learner skip them", async () => {
    const known = { goal: "Deploy my own app to a cluster", background: "Some Docker", targetOutcome: null, cognitiveStyle: null };
    const result = await interview({ researched: true, known, lastAnswer: "Some Docker" });
    const input = presentOptionsInputSchema.parse(result.toolCalls[0]?.input);
    expect(input).toMatchObject({ targetField: "targetOutcome", allowSkip: true });
    expect(input.options.some((option) => option.includes("Kubernetes"))).toBe(true);
  });

  it("speaks Chinese when the state says zh", async () => {
    const result = await generateText({
      model: createOfflineModel({ agentId: AGENT.interview }),
      instructions: interviewSystem(
        interviewState({ language: "zh", topic: "日语", researched: true, nextField: "background", lastAnswer: "能用日语进行日常对话" }),
      ),
      messages: [{ role: "user", content: "我想学日语" }],
      tools: interviewTools(),
    });
    const input = presentOptionsInputSchema.parse(result.toolCalls[0]?.input);
    expect(input.message).toMatch(CJK);
    expect(input.question).toMatch(CJK);
    for (const option of input.options) expect(option).toMatch(CJK);
  });

  it("asks a general question when the profile is complete but design was not requested", async () => {
    const known = { goal: "a", background: "b", targetOutcome: "c", cognitiveStyle: "d" };
    const result = await interview({ researched: true, known, nextField: null, missing: [] });
    const input = presentOptionsInputSchema.parse(result.toolCalls[0]?.input);
    expect(input.targetField).toBe("general");
  });

  it("calls designCurriculum when forced, with a profile summary", async () => {
    const known = {
      goal: "Deploy my app",
      background: "(skipped)",
      targetOutcome: "Run it in production",
      cognitiveStyle: "Hands-on first",
    };
    const result = await interview({ researched: true, known }, { toolChoice: { type: "tool", toolName: "designCurriculum" } });
    expect(result.toolCalls.map((call) => call.toolName)).toEqual(["designCurriculum"]);
    const input = designCurriculumInputSchema.parse(result.toolCalls[0]?.input);
    expect(input.emphasis).toContain("Deploy my app");
  });

  it("calls designCurriculum on its own in the designing phase", async () => {
    const result = await interview({ researched: true, phase: "designing", nextField: null });
    expect(result.toolCalls[0]?.toolName).toBe("designCurriculum");
  });

  it("closes with a short text after the outline was designed", async () => {
    const result = await generateText({
      model: createOfflineModel({ agentId: AGENT.interview }),
      instructions: interviewSystem(interviewState({ researched: true, phase: "designing", nextField: null })),
      messages: [{ role: "user", content: "Kubernetes" }, ...toolExchange("designCurriculum", {}, { title: "Kubernetes for developers" })],
      tools: interviewTools(),
    });
    expect(result.toolCalls).toHaveLength(0);
    expect(result.text).toContain("Kubernetes for developers");
    expect(result.finishReason).toBe("stop");
  });

  it("answers in text only when tools are switched off", async () => {
    const result = await interview({ researched: false }, { toolChoice: "none" });
    expect(result.toolCalls).toHaveLength(0);
    expect(result.text.length).toBeGreaterThan(10);
  });

  it("asks what to learn when the topic is still unknown", async () => {
    const result = await interview({ topic: null });
    const input = presentOptionsInputSchema.parse(result.toolCalls[0]?.input);
    expect(input.targetField).toBe("goal");
  });

  it("is deterministic for the same prompt", async () => {
    const options = {
      researched: true,
      lastAnswer: "Some Docker",
      known: { goal: "x", background: "Some Docker", targetOutcome: null, cognitiveStyle: null },
    };
    const first = await interview(options);
    const second = await interview(options);
    expect(first.toolCalls[0]?.input).toEqual(second.toolCalls[0]?.input);
    expect(first.toolCalls[0]?.toolCallId).not.toBe(second.toolCalls[0]?.toolCallId);
  });

  describe("after the outline exists", () => {
    const complete = { goal: "a", background: "b", targetOutcome: "c", cognitiveStyle: "d" };
    const designed = toolExchange("designCurriculum", {}, { title: "Kubernetes for developers" }, "design-1");
    const review = (answer: unknown) =>
      toolExchange("presentOptions", { message: "m", question: "q", options: ["x", "y"], targetField: "general" }, answer, "review-1");

    async function afterOutline(
      lastAnswer: string | null,
      tail: ReturnType<typeof toolExchange> | [],
      phase: "done" | "designing" = "done",
    ) {
      return generateText({
        model: createOfflineModel({ agentId: AGENT.interview }),
        instructions: interviewSystem(interviewState({ researched: true, known: complete, nextField: null, phase, lastAnswer })),
        messages: [
          { role: "user", content: "Kubernetes" },
          ...designed,
          ...tail,
          ...(phase === "designing" && lastAnswer ? [{ role: "user" as const, content: lastAnswer }] : []),
        ],
        tools: interviewTools(),
        toolChoice: phase === "done" ? "required" : { type: "tool", toolName: "designCurriculum" },
      });
    }

    it("shows a review card when a tool is required", async () => {
      const result = await afterOutline("c", []);
      const input = presentOptionsInputSchema.parse(result.toolCalls[0]?.input);
      expect(input).toMatchObject({ targetField: "general", allowSkip: true });
      expect(input.message).toContain("outline");
    });

    it("redesigns when the learner answers the review card with a change", async () => {
      const result = await afterOutline("Add more hands-on practice", review({ selected: ["Add more hands-on practice"] }));
      expect(result.toolCalls[0]?.toolName).toBe("designCurriculum");
      expect(designCurriculumInputSchema.parse(result.toolCalls[0]?.input).emphasis).toBe("Add more hands-on practice");
    });

    it("keeps the outline when the learner approves it", async () => {
      const result = await afterOutline("Looks good — I'm ready to start", review({ selected: ["Looks good — I'm ready to start"] }));
      expect(result.toolCalls[0]?.toolName).toBe("presentOptions");
      expect(presentOptionsInputSchema.parse(result.toolCalls[0]?.input).message).toContain("enjoy the course");
    });

    it("passes a typed change request on as the redesign's emphasis", async () => {
      const result = await afterOutline("Please make it more about Helm", [], "designing");
      expect(designCurriculumInputSchema.parse(result.toolCalls[0]?.input).emphasis).toBe("Please make it more about Helm");
    });
  });
});
