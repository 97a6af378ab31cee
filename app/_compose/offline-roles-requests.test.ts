import type { JSONSchema7, LanguageModelV4CallOptions, LanguageModelV4Prompt } from "@ai-sdk/provider";
import type { Locale } from "@/lib/i18n/locales";
import { describe, expect, it } from "vitest";
import { PRACTICE_TOOL } from "@/features/practice/contract-constants";
import { SOURCES_TOOL } from "@/features/sources/contract";
import { AGENT, BLOCK, WORKSPACE_TOOL } from "@/features/workspace/contract";
import { rolesByAgent } from "@/lib/ai/offline/model/offline-role";
import { respond } from "@/lib/ai/offline/model/respond";
import { renderBlock } from "@/lib/ai/prompt-blocks";
import { tutorWorkspace } from "@/tests/support/workspace/offline-tutor-kit";
import { OFFLINE_ROLES } from "./offline-roles";

/**
 * The workspace tutor as the app composes it offline (material answers, practice quiz, guided ladder
 * around it), on requests from the second held-out set: the layer that should answer does, and none
 * in front of it takes a request it must not (a web search answered as a material question, a
 * refusal recorded as a quiz answer, a note request answered instead of written).
 */
const ROLES = rolesByAgent(OFFLINE_ROLES);
const object: JSONSchema7 = { type: "object" };
const TOOLS = [
  SOURCES_TOOL.searchMaterial,
  PRACTICE_TOOL.askQuestion,
  PRACTICE_TOOL.recordAnswer,
  WORKSPACE_TOOL.editFile,
  WORKSPACE_TOOL.replaceLines,
  WORKSPACE_TOOL.createFile,
];
const QUESTION = {
  itemId: "q1",
  kind: "cloze",
  prompt: "Fill in the blank: the ___ sets the step size.",
  options: null,
  citation: "chapters/01-01-loss.md:3",
};

function turn(text: string, language: Locale, quizOpen = false) {
  const prompt: LanguageModelV4Prompt = [{ role: "system", content: renderBlock(BLOCK.workspaceContext, tutorWorkspace(language)) }];
  if (quizOpen) {
    prompt.push({ role: "user", content: [{ type: "text", text: "quiz me" }] });
    prompt.push({ role: "assistant", content: [{ type: "tool-call", toolCallId: "a1", toolName: PRACTICE_TOOL.askQuestion, input: {} }] });
    prompt.push({
      role: "tool",
      content: [
        {
          type: "tool-result",
          toolCallId: "a1",
          toolName: PRACTICE_TOOL.askQuestion,
          output: { type: "json", value: { ok: true, question: QUESTION } },
        },
      ],
    });
    prompt.push({ role: "assistant", content: [{ type: "text", text: QUESTION.prompt }] });
  }
  prompt.push({ role: "user", content: [{ type: "text", text }] });
  const options: LanguageModelV4CallOptions = {
    prompt,
    tools: TOOLS.map((name) => ({ type: "function" as const, name, inputSchema: object })),
    toolChoice: { type: "auto" },
  };
  return respond(options, ROLES, AGENT.workspaceTutor);
}

describe("the composed offline workspace tutor on the second held-out set", () => {
  it.each([
    ["could you look up the latest react version online?", "en", /^I can't do that offline/],
    ["能不能帮我百度一下这个报错？", "zh", /^离线时我做不到/],
    ["what's the weather today?", "en", /^I can't do that offline/],
  ] as const)("refuses %s instead of searching the material for it", (text, language, refusal) => {
    const reply = turn(text, language);
    expect(reply.toolCall).toBeUndefined();
    expect(reply.text).toMatch(refusal);
  });

  it("searches for the subject of a note request phrased as an explanation, not for the sentence", () => {
    expect(turn("在笔记里解释一下什么是互斥锁", "zh").toolCall).toEqual({
      toolName: SOURCES_TOOL.searchMaterial,
      input: { query: "互斥锁" },
    });
  });

  it.each([
    ["give me 3 questions on dynamic programming", { chapter: "dynamic programming" }],
    ["ask me a couple of questions about sorting", { chapter: "sorting" }],
    ["出三道关于动态规划的题", { chapter: "动态规划" }],
    ["来几道练习题", {}],
    ["考我一下", {}],
  ] as const)("draws a stored practice question for %s", (text, input) => {
    expect(turn(text, /\p{Script=Han}/u.test(text) ? "zh" : "en").toolCall).toEqual({ toolName: PRACTICE_TOOL.askQuestion, input });
  });

  it.each([
    ["translate this whole chapter into french", /^I can't do that offline/],
    ["帮我写一段能跑的 Python 代码", /^离线时我做不到/],
  ] as const)("never records %s as the answer to an open question", (text, refusal) => {
    const reply = turn(text, /\p{Script=Han}/u.test(text) ? "zh" : "en", true);
    expect(reply.toolCall).toBeUndefined();
    expect(reply.text).toMatch(refusal);
  });
});
