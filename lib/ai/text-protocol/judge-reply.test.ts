import type { LanguageModelV4CallOptions } from "@ai-sdk/provider";
import { APICallError } from "@ai-sdk/provider";
import { describe, expect, it } from "vitest";
import { correctionMessages, judgeReply } from "./judge-reply";
import { registerTextReaders } from "./text-readers";
import { isToolSupportError } from "./tool-support";

const tool = (name: string, required: string[] = ["text"]) => ({
  type: "function" as const,
  name,
  description: `The ${name} tool.`,
  inputSchema: { type: "object" as const, properties: { text: { type: "string" as const } }, required },
});
const call = (over: Partial<LanguageModelV4CallOptions> = {}): LanguageModelV4CallOptions => ({
  prompt: [{ role: "user", content: [{ type: "text", text: "Hi" }] }],
  tools: [tool("askLearner"), tool("finish", [])],
  toolChoice: { type: "tool", toolName: "askLearner" },
  ...over,
});

registerTextReaders([{ toolName: "askLearner", name: "test prose", read: (reply) => (reply.endsWith("?") ? { text: reply } : null) }]);

describe("judging a text-protocol reply", () => {
  it("a call to the forced tool passes; a tool not offered, nothing, or words no reader understands get a problem", () => {
    expect(judgeReply('{"tool":"askLearner","input":{"text":"a"}}', call())).toMatchObject({ ok: true, call: { toolName: "askLearner" } });
    expect(judgeReply('{"tool":"dropTables","input":{}}', call())).toMatchObject({
      ok: false,
      problem: '"dropTables" is not a tool you may use now.',
    });
    expect(judgeReply("", call())).toMatchObject({ ok: false, problem: "You sent an empty answer." });
    expect(judgeReply("Sure thing.", call())).toMatchObject({
      ok: false,
      problem: 'You answered in words without using the tool "askLearner".',
    });
  });

  it("words the feature's reader understands become the forced call; a tool with no required input takes any words", () => {
    expect(judgeReply("What is your goal?", call())).toMatchObject({
      ok: true,
      call: { toolName: "askLearner", input: { text: "What is your goal?" } },
    });
    const finish = call({ toolChoice: { type: "tool", toolName: "finish" } });
    expect(judgeReply("Done, designing now.", finish)).toMatchObject({ ok: true, call: { toolName: "finish", input: {} } });
    // Under "any tool", chat is not taken as a choice of the tool that needs no input.
    expect(judgeReply("Enjoy your course.", call({ toolChoice: { type: "required" } }))).toMatchObject({ ok: false });
  });

  it("with no tool forced, words are the answer (and JSON naming no tool of ours stays part of it)", () => {
    const auto = call({ toolChoice: { type: "auto" } });
    expect(judgeReply("A pod is a unit.", auto)).toMatchObject({ ok: true, call: null, text: "A pod is a unit." });
    expect(judgeReply('Set {"name": "web", "image": "nginx"} in the spec.', auto)).toMatchObject({ ok: true, call: null });
  });

  it("the corrective retry repeats what the model said and names the tool and the one answer shape", () => {
    const verdict = judgeReply("Sure thing.", call());
    if (verdict.ok) throw new Error("expected a problem");
    const messages = correctionMessages(call(), verdict);
    expect(messages[0]).toEqual({ role: "assistant", content: [{ type: "text", text: "Sure thing." }] });
    expect(JSON.stringify(messages[1])).toMatch(/Use the tool \\"askLearner\\" now: answer with exactly one JSON object/);
  });
});

describe("servers that say they cannot call tools", () => {
  const error = (statusCode: number, message: string) =>
    new APICallError({ message, url: "http://127.0.0.1/v1/chat/completions", requestBodyValues: {}, statusCode, responseBody: message });
  it("vLLM, Ollama and llama.cpp refusals are recognised; other failures are not", () => {
    expect(isToolSupportError(error(400, '"auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set'))).toBe(
      true,
    );
    expect(isToolSupportError(error(400, "registry.ollama.ai/library/gemma2:2b does not support tools"))).toBe(true);
    expect(isToolSupportError(error(500, "tools param requires --jinja flag"))).toBe(true);
    expect(isToolSupportError(error(401, "invalid api key for tools"))).toBe(false);
    expect(isToolSupportError(error(400, "maximum context length exceeded"))).toBe(false);
    expect(isToolSupportError(new Error("tool"))).toBe(false);
  });
});
