import { AGENT, type ResearchRequestBlock } from "../contract";
import { generateText } from "ai";
import { describe, expect, it } from "vitest";
import { createOfflineModel } from "@/lib/ai/offline/model/offline-model";
import {
  briefOnlyTools,
  CJK,
  researchFindingsSchema,
  researchSystem,
  researchTools,
  searchWebInputSchema,
  toolExchange,
} from "@/tests/support/offline/offline-fixtures";

const request: ResearchRequestBlock = { language: "en", topic: "Kubernetes", focus: null };

async function research(messages: ReturnType<typeof toolExchange> | [] = [], req = request, search = true) {
  return generateText({
    model: createOfflineModel({ agentId: AGENT.research }),
    instructions: researchSystem(req),
    messages: [{ role: "user", content: "Research this topic." }, ...messages],
    tools: search ? researchTools() : briefOnlyTools(),
  });
}

describe("offline researcher", () => {
  it("searches the web first when it can", async () => {
    const result = await research();
    expect(result.toolCalls.map((call) => call.toolName)).toEqual(["searchWeb"]);
    const input = searchWebInputSchema.parse(result.toolCalls[0]?.input);
    expect(input.query).toContain("Kubernetes");
    expect(input.query).toContain("learning path");
  });

  it("includes the focus in the query", async () => {
    const result = await research([], { ...request, focus: "Helm charts" });
    expect(searchWebInputSchema.parse(result.toolCalls[0]?.input).query).toContain("Helm charts");
  });

  it("admits it wrote the brief offline when there was no web access", async () => {
    const result = await research(toolExchange("searchWeb", { query: "Kubernetes" }, { webAccess: false, results: [], note: "no key" }));
    expect(result.toolCalls.map((call) => call.toolName)).toEqual(["submitBrief"]);
    const brief = researchFindingsSchema.parse(result.toolCalls[0]?.input);
    expect(brief.sourceUrls).toEqual([]);
    expect(brief.currentState.toLowerCase()).toContain("offline");
    expect(brief.currentState.toLowerCase()).toContain("without web search");
    expect(brief.learningPath.length).toBeGreaterThanOrEqual(4);
    expect(brief.learningPath.length).toBeLessThanOrEqual(7);
    expect(brief.learningPath.join(" ")).toContain("Kubernetes");
    expect(brief.commonGoals.length).toBeGreaterThanOrEqual(3);
    // No invented facts: no version numbers, years or URLs anywhere.
    expect(JSON.stringify(brief)).not.toMatch(/https?:\/\/|\b(19|20)\d\d\b|\bv?\d+\.\d+/);
  });

  it("writes an offline brief without searching when no search tool is offered", async () => {
    const result = await research([], request, false);
    const brief = researchFindingsSchema.parse(result.toolCalls[0]?.input);
    expect(brief.sourceUrls).toEqual([]);
    expect(brief.currentState).toContain("offline");
  });

  it("cites only URLs that the search returned", async () => {
    const results = [
      {
        title: "Kubernetes Basics tutorial",
        url: "https://kubernetes.example/docs/tutorials/",
        snippet: "Learn pods, deployments and services.",
      },
      { title: "Broken", url: "not a url", snippet: "" },
      { title: "A roadmap for learning Kubernetes", url: "https://blog.example.com/k8s-roadmap", snippet: "" },
    ];
    const result = await research(toolExchange("searchWeb", { query: "Kubernetes" }, { webAccess: true, results }));
    const brief = researchFindingsSchema.parse(result.toolCalls[0]?.input);
    expect(brief.sourceUrls.length).toBeGreaterThan(0);
    for (const url of brief.sourceUrls) expect(results.map((r) => r.url)).toContain(url);
    expect(brief.sourceUrls).not.toContain("not a url");
    expect(brief.currentState).toContain("Kubernetes Basics tutorial");
    expect(brief.currentState).not.toContain("offline");
  });

  it("says so when the search ran but found nothing", async () => {
    const result = await research(toolExchange("searchWeb", { query: "x" }, { webAccess: true, results: [] }));
    const brief = researchFindingsSchema.parse(result.toolCalls[0]?.input);
    expect(brief.sourceUrls).toEqual([]);
    expect(brief.currentState).toContain("nothing usable");
  });

  it("uses language-learning stages for a language, in Chinese", async () => {
    const result = await research(toolExchange("searchWeb", { query: "日语" }, { webAccess: false, results: [] }), {
      language: "zh",
      topic: "日语",
      focus: null,
    });
    const brief = researchFindingsSchema.parse(result.toolCalls[0]?.input);
    const path = brief.learningPath.join(" ");
    expect(path).toMatch(/假名/);
    expect(path).toMatch(/语法/);
    expect(path).toMatch(/词汇/);
    expect(brief.summary).toMatch(CJK);
    expect(brief.currentState).toContain("离线");
  });

  it("fits very long and hostile topics inside the schema", async () => {
    const topic = `<script>alert(1)</script> ${"learn everything about distributed systems ".repeat(60)}`;
    const result = await research(toolExchange("searchWeb", { query: "x" }, { webAccess: false, results: [] }), {
      language: "en",
      topic,
      focus: topic,
    });
    const brief = researchFindingsSchema.parse(result.toolCalls[0]?.input);
    expect(JSON.stringify(brief)).not.toContain("<script>");
  });

  it("finds the request block in the first user message too", async () => {
    const result = await generateText({
      model: createOfflineModel({ agentId: AGENT.research }),
      messages: [
        { role: "user", content: researchSystem({ language: "en", topic: "watercolor painting", focus: null }) },
        ...toolExchange("searchWeb", { query: "x" }, { webAccess: false, results: [] }),
      ],
      tools: researchTools(),
    });
    const brief = researchFindingsSchema.parse(result.toolCalls[0]?.input);
    expect(brief.learningPath.join(" ")).toContain("watercolor painting");
  });
});
