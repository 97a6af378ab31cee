import type { JSONSchema7, LanguageModelV4CallOptions, LanguageModelV4Prompt } from "@ai-sdk/provider";
import { describe, expect, it } from "vitest";
import { AGENT, BLOCK, CHAT_TOOL, type ChatContextBlock } from "../contract";
import { renderBlock } from "@/lib/ai/prompt-blocks";
import { CHAT_PHRASES_EN } from "./content/chat-phrases-en";
import { CHAT_PHRASES_ZH } from "./content/chat-phrases-zh";
import { rolesByAgent } from "@/lib/ai/offline/model/offline-role";
import { respond as respondOffline } from "@/lib/ai/offline/model/respond";
import { detectIntents, topicOf } from "./chat-intents";
import { deepDiveExplanation, mergeNote } from "./chat-tutor";
import { chatOfflineRoles } from "./roles";

const ROLES = rolesByAgent(chatOfflineRoles);
const respond = (callOptions: LanguageModelV4CallOptions) => respondOffline(callOptions, ROLES, AGENT.chat);

const str: JSONSchema7 = { type: "string", minLength: 1 };
const CHAT_TOOL_SCHEMAS: Record<string, JSONSchema7> = {
  [CHAT_TOOL.offerOptions]: {
    type: "object",
    properties: { question: str, options: { type: "array", items: str, minItems: 2, maxItems: 4 } },
    required: ["question", "options"],
  },
  [CHAT_TOOL.deepDive]: { type: "object", properties: { topic: str, question: { type: "string" } }, required: ["topic"] },
  [CHAT_TOOL.lookupCourses]: { type: "object", properties: { query: str }, required: ["query"] },
  [CHAT_TOOL.searchMyCourses]: { type: "object", properties: { topic: str }, required: ["topic"] },
  [CHAT_TOOL.startCourse]: { type: "object", properties: { goal: str }, required: ["goal"] },
  [CHAT_TOOL.updateLearnerNote]: { type: "object", properties: { note: str }, required: ["note"] },
};

function context(overrides: Partial<ChatContextBlock> = {}): ChatContextBlock {
  return { maskId: "default", language: "en", note: null, now: "2026-01-01T00:00:00.000Z", ...overrides };
}

function options(prompt: LanguageModelV4Prompt, withTools = true): LanguageModelV4CallOptions {
  return {
    prompt,
    tools: withTools
      ? Object.entries(CHAT_TOOL_SCHEMAS).map(([name, inputSchema]) => ({ type: "function" as const, name, inputSchema }))
      : [],
    toolChoice: { type: "auto" },
  };
}

function chatPrompt(said: string, block = context(), extra: LanguageModelV4Prompt = []): LanguageModelV4Prompt {
  return [
    { role: "system", content: `You are a tutor.\n\n${renderBlock(BLOCK.chatContext, block)}` },
    { role: "user", content: [{ type: "text", text: said }] },
    ...extra,
  ];
}

function afterTool(toolName: string, input: unknown, output: unknown): LanguageModelV4Prompt {
  return [
    { role: "assistant", content: [{ type: "tool-call", toolCallId: "c1", toolName, input }] },
    { role: "tool", content: [{ type: "tool-result", toolCallId: "c1", toolName, output: { type: "json", value: output as never } }] },
  ];
}

describe("the offline chat tutor", () => {
  it("is the role registered for the chat agent and its deep-dive sub-agent, which it answers with an explanation", () => {
    expect(ROLES.get(AGENT.chat)?.name).toBe("chat tutor");
    expect(ROLES.get(AGENT.deepDive)?.name).toBe("chat tutor");
    const dive: LanguageModelV4Prompt = [
      {
        role: "system",
        content: renderBlock(BLOCK.deepDiveRequest, { language: "en", topic: "recursion", question: null, maskId: "default" }),
      },
      { role: "user", content: [{ type: "text", text: "Explain in depth: recursion" }] },
    ];
    const reply = respondOffline(options(dive, false), ROLES, AGENT.deepDive);
    expect(reply.toolCall).toBeUndefined();
    expect(reply.text).toMatch(/recursion/i);
  });

  it.each([
    ["Explain recursion in depth", CHAT_TOOL.deepDive, { topic: "recursion" }],
    ["详细讲讲递归", CHAT_TOOL.deepDive, { topic: "递归" }],
    ["Give me some options for learning Python", CHAT_TOOL.offerOptions, {}],
    ["给我几个选择吧", CHAT_TOOL.offerOptions, {}],
    ["What's in my courses?", CHAT_TOOL.lookupCourses, {}],
    ["我的课程里有什么？", CHAT_TOOL.lookupCourses, {}],
    ["I want to learn Rust.", CHAT_TOOL.startCourse, { goal: "Rust" }],
    ["我想学日语", CHAT_TOOL.startCourse, { goal: "日语" }],
    ["I'm a beginner", CHAT_TOOL.updateLearnerNote, { note: "- Level: beginner" }],
    ["我是新手", CHAT_TOOL.updateLearnerNote, { note: "- 水平：新手" }],
    ["I struggle with pointers", CHAT_TOOL.updateLearnerNote, { note: "- Finds hard: pointers" }],
    ["指针很难", CHAT_TOOL.updateLearnerNote, { note: "- 难点：指针" }],
    ["我在学递归，总是搞不懂，能深入讲讲吗？", CHAT_TOOL.updateLearnerNote, { note: "- 难点：递归" }],
    ["I'm learning Rust and I find the borrow checker confusing", CHAT_TOOL.updateLearnerNote, { note: "- Finds hard: borrow checker" }],
    ["I need to pass the CKA exam in 6 weeks", CHAT_TOOL.updateLearnerNote, { note: "- Goal: pass the CKA exam" }],
  ] as const)("%s → %s", (said, toolName, input) => {
    const reply = respond(options(chatPrompt(said)));
    expect(reply.toolCall?.toolName).toBe(toolName);
    expect(reply.toolCall?.input).toMatchObject(input);
  });

  it("reads a complaint and a deep-dive request in one message: the difficulty is the subject, not the adverb", () => {
    const intents = detectIntents("我在学递归，总是搞不懂，能深入讲讲吗？", "zh");
    expect(intents).toContainEqual({ tool: CHAT_TOOL.updateLearnerNote, fact: { kind: "struggle", what: "递归" } });
    expect(intents).toContainEqual({ tool: CHAT_TOOL.deepDive, topic: "递归" });
  });

  it("merges the note: keeps old lines, replaces the level, stays within the limit", () => {
    expect(mergeNote("- Goal: a job\n- Level: beginner", "Level: advanced", CHAT_PHRASES_EN)).toBe("- Goal: a job\n- Level: advanced");
    expect(mergeNote(null, "水平：新手", CHAT_PHRASES_ZH)).toBe("- 水平：新手");
    const long = Array.from({ length: 200 }, (_, index) => `- line ${index} ${"x".repeat(20)}`).join("\n");
    const merged = mergeNote(long, "Finds hard: recursion", CHAT_PHRASES_EN);
    expect(merged.length).toBeLessThanOrEqual(2000);
    expect(merged.endsWith("- Finds hard: recursion")).toBe(true);
    const reply = respond(options(chatPrompt("I'm a beginner", context({ note: "- Goal: pass the exam" }))));
    expect(reply.toolCall?.input).toEqual({ note: "- Goal: pass the exam\n- Level: beginner" });
  });

  it("after a tool ran, answers with what it returned (courses as markdown links)", () => {
    const found = {
      matches: [{ courseId: "c1", courseTitle: "Kubernetes", chapterId: "ch1", chapterTitle: "Pods", href: "/courses/c1/chapters/ch1" }],
    };
    const reply = respond(
      options(chatPrompt("What's in my courses?", context(), afterTool(CHAT_TOOL.lookupCourses, { query: "x" }, found))),
    );
    expect(reply.toolCall).toBeUndefined();
    // The course, with the chapter that matched under it.
    expect(reply.text).toContain("[Kubernetes](/courses/c1)");
    expect(reply.text).toContain("[Pods](/courses/c1/chapters/ch1)");
    const none = respond(
      options(chatPrompt("我的课程里有什么？", context(), afterTool(CHAT_TOOL.lookupCourses, { query: "x" }, { matches: [] }))),
    );
    expect(none.text).toContain(CHAT_PHRASES_ZH.coursesNone);
  });

  it("replies to an answered options card with the choice", () => {
    const prompt = chatPrompt(
      "Give me options",
      context({ maskId: "blunt" }),
      afterTool(CHAT_TOOL.offerOptions, { question: "Q", options: ["A", "B"] }, { selected: ["Show me a worked example"] }),
    );
    const reply = respond(options(prompt));
    expect(reply.toolCall).toBeUndefined();
    expect(reply.text).toContain("**Show me a worked example**");
  });

  it("answers in the learner's language, else the block's", () => {
    const nothing = (topic: string) => afterTool(CHAT_TOOL.searchMyCourses, { topic }, { passages: [] });
    const zh = respond(options(chatPrompt("什么是递归？", context({ language: "en" }), nothing("递归"))));
    expect(zh.text).toMatch(/[\u4e00-\u9fff]/);
    // A bare name asked about is searched; with nothing found, the reply is in the block's language.
    const hinted = respond(options(chatPrompt("Kubernetes?", context({ language: "zh" }), nothing("Kubernetes"))));
    expect(hinted.text).toMatch(/[\u4e00-\u9fff]/);
    const en = respond(options(chatPrompt("What is a closure in JavaScript?", context({ language: "zh" }), nothing("closure"))));
    expect(en.text).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it("greets and takes thanks without inventing a topic", () => {
    expect(respond(options(chatPrompt("Hello!"))).text).toContain(CHAT_PHRASES_EN.greeting);
    expect(respond(options(chatPrompt("谢谢，明白了"))).text).toContain(CHAT_PHRASES_ZH.thanks);
    expect(respond(options(chatPrompt("thanks, that helps!"))).text).toContain(CHAT_PHRASES_EN.thanks);
  });

  it("never claims to be the offline model in an ordinary answer", () => {
    for (const maskId of ["default", "blunt", "warm", "rational", "chameleon"]) {
      const reply = respond(options(chatPrompt("Can you help me with recursion?", context({ maskId }))));
      expect(reply.text).not.toMatch(/offline|离线/i);
    }
  });

  it("the deep-dive explanation is structured markdown in the language: sections, an example, a summary", () => {
    const en = deepDiveExplanation({ language: "en", topic: "recursion", question: "why a base case?", maskId: "rational" });
    expect(en).toMatch(/^# recursion/);
    for (const heading of ["## Key ideas", "## An example", "## Common pitfalls", "## Your question", "## Summary"])
      expect(en).toContain(heading);
    expect(en).toContain("|---|---|");
    const zh = deepDiveExplanation({ language: "zh", topic: "递归", question: null, maskId: "warm" });
    for (const heading of ["## 核心要点", "## 一个例子", "## 总结"]) expect(zh).toContain(heading);
    expect(zh).not.toContain("## 你的问题");
  });

  it("extracts topics and intents without false alarms", () => {
    expect(topicOf("Can you explain closures in JavaScript in depth?", "en")).toBe("closures in JavaScript");
    expect(topicOf("What is a monad?", "en")).toBe("monad");
    expect(topicOf("What are my options for what to study next?", "en")).toBeNull();
    expect(topicOf("该学什么好？", "zh")).toBeNull();
    expect(detectIntents("Do I have a course on Docker?", "en").map((intent) => intent.tool)).toEqual([CHAT_TOOL.lookupCourses]);
    const generic = respond(options(chatPrompt("What are my options for what to study next?")));
    expect(generic.toolCall?.input).toEqual({
      question: CHAT_PHRASES_EN.optionsGeneric.question,
      options: [...CHAT_PHRASES_EN.optionsGeneric.choices],
    });
    expect(respond(options(chatPrompt("Hello there"))).text).toContain(CHAT_PHRASES_EN.greeting);
    expect(detectIntents("Thanks, that helps!", "en")).toEqual([]);
    expect(detectIntents("谢谢，明白了", "zh")).toEqual([]);
    expect(detectIntents("I'm a beginner, explain recursion in depth", "en").map((intent) => intent.tool)).toEqual([
      CHAT_TOOL.updateLearnerNote,
      CHAT_TOOL.deepDive,
    ]);
  });
});
