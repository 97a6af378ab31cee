import type { LanguageModelV4CallOptions, LanguageModelV4StreamPart } from "@ai-sdk/provider";
import { generateText, jsonSchema, streamText, tool } from "ai";
import { describe, expect, it } from "vitest";
import { AGENT } from "@/features/interview/contract";
import { createOfflineModel } from "@/lib/ai/offline/model/offline-model";
import { interviewState, interviewSystem, interviewTools, presentOptionsInputSchema } from "@/tests/support/offline/offline-fixtures";

function userPrompt(text: string, system?: string): LanguageModelV4CallOptions["prompt"] {
  return [
    ...(system ? [{ role: "system" as const, content: system }] : []),
    { role: "user" as const, content: [{ type: "text" as const, text }] },
  ];
}

async function collect(stream: ReadableStream<LanguageModelV4StreamPart>): Promise<LanguageModelV4StreamPart[]> {
  const parts: LanguageModelV4StreamPart[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return parts;
    parts.push(value);
  }
}

describe("createOfflineModel", () => {
  it("identifies itself", () => {
    const model = createOfflineModel();
    expect(model).toMatchObject({ specificationVersion: "v4", provider: "nexusnote-offline", modelId: "offline" });
    expect(createOfflineModel({ modelId: "offline-test" }).modelId).toBe("offline-test");
  });

  it("streams a tool call like a real model", async () => {
    const result = streamText({
      model: createOfflineModel({ agentId: AGENT.interview }),
      instructions: interviewSystem(interviewState({ researched: true })),
      prompt: "Kubernetes",
      tools: interviewTools(),
    });
    const types: string[] = [];
    let usage: { inputTokens: number | undefined } | undefined;
    for await (const part of result.stream) {
      types.push(part.type);
      if (part.type === "finish-step") usage = part.usage;
    }
    expect(types.filter((type) => type === "tool-input-delta").length).toBeGreaterThan(2);
    expect(types.indexOf("tool-input-start")).toBeLessThan(types.indexOf("tool-call"));
    expect(usage?.inputTokens).toBeGreaterThan(0);
    const calls = await result.toolCalls;
    expect(calls[0]?.toolName).toBe("presentOptions");
    presentOptionsInputSchema.parse(calls[0]?.input);
    expect(await result.finishReason).toBe("tool-calls");
  });

  it("streams text in several deltas and reports usage", async () => {
    const model = createOfflineModel();
    const { stream } = await model.doStream({ prompt: userPrompt("Hello there, can you help me plan my week?") });
    const parts = await collect(stream);
    expect(parts[0]).toEqual({ type: "stream-start", warnings: [] });
    const deltas = parts.filter((part) => part.type === "text-delta");
    expect(deltas.length).toBeGreaterThan(3);
    const text = deltas.map((part) => part.delta).join("");
    expect(text).toContain("offline model");
    expect(text).toContain("Hello there");
    const finish = parts.at(-1);
    expect(finish?.type).toBe("finish");
    if (finish?.type !== "finish") return;
    expect(finish.finishReason).toEqual({ unified: "stop", raw: "stop" });
    expect(finish.usage.inputTokens.total).toBeGreaterThan(0);
    expect(finish.usage.inputTokens.noCache).toBe(finish.usage.inputTokens.total);
    expect(finish.usage.outputTokens).toMatchObject({ reasoning: 0 });
    expect(finish.usage.outputTokens.total).toBe(Math.ceil(text.length / 4));
  });

  it("generates the same content without streaming", async () => {
    const model = createOfflineModel();
    const options = { prompt: userPrompt("Bonjour"), tools: [] };
    const generated = await model.doGenerate(options);
    const streamed = (await collect((await model.doStream(options)).stream))
      .filter((part) => part.type === "text-delta")
      .map((part) => part.delta)
      .join("");
    expect(generated.content).toEqual([{ type: "text", text: streamed }]);
    expect(generated.finishReason.unified).toBe("stop");
  });

  it("replies in Chinese to a Chinese message", async () => {
    const result = await generateText({ model: createOfflineModel(), prompt: "你好，请帮我安排学习计划" });
    expect(result.text).toContain("离线模型");
  });

  it("never calls a tool when toolChoice is none", async () => {
    const result = await generateText({
      model: createOfflineModel({ agentId: AGENT.interview }),
      instructions: interviewSystem(interviewState({ researched: true })),
      prompt: "Kubernetes",
      tools: interviewTools(),
      toolChoice: "none",
    });
    expect(result.toolCalls).toHaveLength(0);
    expect(result.text).not.toBe("");
  });

  it("calls an unknown tool with a schema-valid minimal input when a tool is required", async () => {
    const schema = jsonSchema<{ name: string; tags: string[]; count: number; mode: "a" | "b" }>({
      type: "object",
      properties: {
        name: { type: "string", minLength: 1 },
        tags: { type: "array", items: { type: "string" }, minItems: 2 },
        count: { type: "integer", minimum: 3 },
        mode: { type: "string", enum: ["a", "b"] },
      },
      required: ["name", "tags", "count", "mode"],
      additionalProperties: false,
    });
    const result = await generateText({
      model: createOfflineModel(),
      prompt: "do it",
      tools: { other: tool({ inputSchema: schema }) },
      toolChoice: "required",
    });
    expect(result.toolCalls[0]?.toolName).toBe("other");
    expect(result.toolCalls[0]?.input).toEqual({ name: "…", tags: ["…", "…"], count: 3, mode: "a" });
  });

  it("calls exactly the tool named by toolChoice", async () => {
    const result = await generateText({
      model: createOfflineModel({ agentId: AGENT.interview }),
      instructions: interviewSystem(interviewState({ researched: false })),
      prompt: "Kubernetes",
      tools: interviewTools(),
      toolChoice: { type: "tool", toolName: "presentOptions" },
    });
    expect(result.toolCalls.map((call) => call.toolName)).toEqual(["presentOptions"]);
  });

  it("returns JSON text for structured-output calls without tools", async () => {
    const model = createOfflineModel();
    const result = await model.doGenerate({
      prompt: userPrompt("give me json"),
      responseFormat: { type: "json", schema: { type: "object", properties: { ok: { type: "boolean" } }, required: ["ok"] } },
    });
    const first = result.content[0];
    expect(first?.type === "text" && JSON.parse(first.text)).toEqual({ ok: false });
  });

  it("uses unique tool call ids across calls and instances", async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      const result = await generateText({
        model: createOfflineModel({ agentId: AGENT.interview }),
        instructions: interviewSystem(interviewState({ researched: true })),
        prompt: "Kubernetes",
        tools: interviewTools(),
      });
      for (const call of result.toolCalls) ids.add(call.toolCallId);
    }
    expect(ids.size).toBe(5);
  });

  it("waits chunkDelayMs between parts", async () => {
    const model = createOfflineModel({ chunkDelayMs: 15 });
    const started = Date.now();
    const parts = await collect((await model.doStream({ prompt: userPrompt("one two three four five six") })).stream);
    expect(Date.now() - started).toBeGreaterThanOrEqual(15 * (parts.length - 1) - 5);
  });

  it("stops emitting and errors the stream when aborted", async () => {
    const controller = new AbortController();
    const model = createOfflineModel({ chunkDelayMs: 5 });
    const { stream } = await model.doStream({ prompt: userPrompt("a fairly long message ".repeat(20)), abortSignal: controller.signal });
    const reader = stream.getReader();
    await reader.read();
    await reader.read();
    controller.abort(new Error("learner left"));
    await expect(reader.read()).rejects.toThrow("learner left");
  });

  it("lets streamText observe an abort", async () => {
    const controller = new AbortController();
    const result = streamText({
      model: createOfflineModel({ chunkDelayMs: 5 }),
      prompt: "a fairly long message ".repeat(20),
      abortSignal: controller.signal,
    });
    const types: string[] = [];
    for await (const part of result.stream) {
      types.push(part.type);
      if (part.type === "text-delta" && types.filter((type) => type === "text-delta").length === 2) controller.abort();
    }
    expect(types).toContain("abort");
    expect(types.filter((type) => type === "text-delta").length).toBeLessThan(5);
    expect(types).not.toContain("finish-step");
  });

  it("refuses to start when already aborted", async () => {
    const model = createOfflineModel();
    await expect(model.doGenerate({ prompt: userPrompt("hi"), abortSignal: AbortSignal.abort(new Error("gone")) })).rejects.toThrow("gone");
  });
});
