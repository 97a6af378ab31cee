import { generateText, tool } from "ai";
import { describe, expect, it } from "vitest";
import { AGENT, BLOCK, type ChapterRequestBlock } from "../contract";
import { saveChapterInputSchema } from "../lib/chapter-schemas";
import { renderBlock } from "@/lib/ai/prompt-blocks";
import { CHAPTER_MAX_CHARS, CHAPTER_MIN_CHARS, composeChapter } from "./build-chapter";
import { createOfflineModel } from "@/lib/ai/offline/model/offline-model";
import { rolesByAgent } from "@/lib/ai/offline/model/offline-role";
import { respond } from "@/lib/ai/offline/model/respond";
import { coursesOfflineRoles } from "./roles";
import { CJK } from "@/tests/support/offline/offline-fixtures";
import { CHAPTER_PHRASES_EN } from "./content/chapter-phrases-en";
import { CHAPTER_PHRASES_ZH } from "./content/chapter-phrases-zh";

const noProfile = { goal: null, background: null, targetOutcome: null, cognitiveStyle: null };

function request(overrides: Partial<ChapterRequestBlock> = {}): ChapterRequestBlock {
  return {
    language: "en",
    topic: "Kubernetes",
    courseTitle: "Hands-on Kubernetes",
    difficulty: "intermediate",
    profile: {
      goal: "Deploy my app",
      background: "I use Docker at work",
      targetOutcome: "Run my side project on a cluster",
      cognitiveStyle: "Hands-on first",
    },
    moduleTitle: "Pods and Deployments",
    chapterNumber: 3,
    chapterCount: 12,
    title: "Lab: Pods and Deployments",
    objective: "After this chapter you can deploy a small app with a Deployment.",
    snippet: null,
    minutes: 40,
    previousTitle: "Key ideas: Containers",
    nextTitle: "Key ideas: Services",
    rewriteReason: null,
    ...overrides,
  };
}

async function write(block: ChapterRequestBlock) {
  const result = await generateText({
    model: createOfflineModel({ agentId: AGENT.chapterWriter }),
    instructions: `You write one chapter.\n${renderBlock(BLOCK.chapterRequest, block)}`,
    prompt: "Write the chapter.",
    tools: { saveChapter: tool({ inputSchema: saveChapterInputSchema }) },
    toolChoice: { type: "tool", toolName: "saveChapter" },
  });
  expect(result.toolCalls.map((call) => call.toolName)).toEqual(["saveChapter"]);
  return saveChapterInputSchema.parse(result.toolCalls[0]?.input).markdown;
}

function expectChapterShape(markdown: string) {
  expect(markdown.length).toBeGreaterThanOrEqual(CHAPTER_MIN_CHARS);
  expect(markdown.length).toBeLessThanOrEqual(CHAPTER_MAX_CHARS);
  expect(markdown).toMatch(/^# \S/);
  expect((markdown.match(/^## /gm) ?? []).length).toBeGreaterThanOrEqual(4);
  // Three self-check questions, then three answers.
  const selfCheck = markdown.slice(markdown.lastIndexOf("\n## "));
  expect((selfCheck.match(/^\d\. /gm) ?? []).length).toBe(6);
}

describe("offline chapter writer", () => {
  it("is the role registered for the chapter writer agent, with or without its tool", () => {
    const roles = rolesByAgent(coursesOfflineRoles);
    expect(roles.get(AGENT.chapterWriter)?.name).toBe("chapter writer");
    const withTool = respond(
      {
        prompt: [{ role: "system", content: renderBlock(BLOCK.chapterRequest, request()) }],
        tools: [{ type: "function", name: "saveChapter", inputSchema: { type: "object" } }],
      },
      roles,
      AGENT.chapterWriter,
    );
    expect(withTool.toolCall?.toolName).toBe("saveChapter");
    const textOnly = respond(
      { prompt: [{ role: "system", content: renderBlock(BLOCK.chapterRequest, request()) }] },
      roles,
      AGENT.chapterWriter,
    );
    expect(textOnly.text).toMatch(/^# /);
  });

  it("writes a Kubernetes lab with a YAML example, shaped by the learner", async () => {
    const markdown = await write(request());
    expectChapterShape(markdown);
    expect(markdown.startsWith("# Lab: Pods and Deployments\n")).toBe(true);
    expect(markdown).toContain("After this chapter you can deploy a small app with a Deployment.");
    expect(markdown).toContain("“I use Docker at work”");
    expect(markdown).toContain("“Run my side project on a cluster”");
    expect(markdown).toContain("“Key ideas: Containers”");
    expect(markdown).toContain("“Key ideas: Services”");
    expect(markdown).toMatch(/```yaml\n[\s\S]*kind: Deployment[\s\S]*\n```/);
    // Hands-on first: the example comes before the explanation.
    expect(markdown.indexOf("## Worked example")).toBeLessThan(markdown.indexOf("## The big picture"));
    expect(markdown).toContain("## Self-check");
  });

  it("picks code that fits the topic and scenarios for non-technical subjects", () => {
    expect(composeChapter(request({ topic: "SQL for analysts", title: "Key ideas: Joins" }))).toContain("```sql");
    expect(composeChapter(request({ topic: "Python for data analysis", title: "Key ideas: Loops" }))).toContain("```python");
    expect(composeChapter(request({ topic: "React", title: "Key ideas: Components" }))).toContain("```javascript");
    const painting = composeChapter(request({ topic: "Watercolor painting", title: "Key ideas: Washes", profile: noProfile }));
    expect(painting).not.toContain("```");
    expect(painting).toContain("30-minute practice session");
    const finance = composeChapter(request({ topic: "Personal finance", title: "Key ideas: Budgets", profile: noProfile }));
    expect(finance).toMatch(/\| Revenue \| 12,000 \|/);
    for (const markdown of [painting, finance]) expectChapterShape(markdown);
  });

  it("writes natural Chinese for a zh course", async () => {
    const markdown = await write(
      request({
        language: "zh",
        topic: "日语",
        courseTitle: "零基础日语入门与实战",
        moduleTitle: "入门：平假名与片假名",
        title: "核心概念：五十音",
        objective: "学完本章，你能用自己的话讲清五十音的结构。",
        profile: { goal: "日常对话", background: "零基础", targetOutcome: "去日本旅行时能点餐", cognitiveStyle: "先理解概念" },
        previousTitle: null,
      }),
    );
    expectChapterShape(markdown);
    expect(markdown).toMatch(/^# 核心概念：五十音\n/);
    expect(markdown).toContain("## 自测");
    expect(markdown).toContain("### 参考答案");
    expect(markdown).toContain("「零基础」");
    expect(markdown).toContain("「去日本旅行时能点餐」");
    expect(markdown).not.toMatch(/\b(?:the|and|chapter|example)\b/i);
    const prose = markdown.replace(/[#*|`>\-\d\s.:：、，。；！？「」（）()—–]/g, "");
    const han = prose.match(new RegExp(CJK.source, "g")) ?? [];
    expect(han.length / prose.length).toBeGreaterThan(0.9);
  });

  it("speaks to the level the interview read from the learner's words, through the chapter-request block too", async () => {
    const markdown = await write(request({ language: "zh", statedLevel: "beginner", profile: { ...noProfile, background: "我从零开始" } }));
    expect(markdown).toContain(CHAPTER_PHRASES_ZH.background.beginner.split("{background}")[1]!);
    expect(markdown).not.toContain(CHAPTER_PHRASES_ZH.background.intermediate.split("{background}")[1]!);
  });

  it("speaks to the level the interview read from the learner's words, whatever words the background uses", () => {
    const cases = [
      { language: "zh", background: "我从零开始学习摄影", statedLevel: "beginner" },
      { language: "en", background: "I use Docker at work", statedLevel: "beginner" },
      { language: "en", background: "I'm completely new to Git", statedLevel: "advanced" },
      { language: "zh", background: "零基础", statedLevel: "intermediate" },
    ] as const;
    for (const { language, background, statedLevel } of cases) {
      const phrases = language === "zh" ? CHAPTER_PHRASES_ZH : CHAPTER_PHRASES_EN;
      const markdown = composeChapter(request({ language, statedLevel, profile: { ...noProfile, background } }));
      for (const level of ["beginner", "intermediate", "advanced"] as const) {
        const says = phrases.background[level].split("{background}")[1]!;
        expect(markdown.includes(says), `${background} (${statedLevel}) says the ${level} sentence`).toBe(level === statedLevel);
      }
    }
  });

  it("changes visibly with the rewrite reason", () => {
    const base = composeChapter(request());
    const examples = composeChapter(request({ rewriteReason: "more examples" }));
    const deeper = composeChapter(request({ rewriteReason: "too easy" }));
    const gentler = composeChapter(request({ rewriteReason: "too hard" }));
    expect(base).not.toContain("## Another example");
    expect(examples).toContain("## Another example");
    expect((examples.match(/```yaml/g) ?? []).length).toBe(2);
    expect(base).not.toContain("## Going deeper");
    expect(deeper).toContain("## Going deeper");
    expect(deeper).toContain("you asked for “too easy”");
    expect(gentler).toContain("## In plain words");
    expect(gentler).not.toContain("## Going deeper");
    expect(composeChapter(request({ language: "zh", rewriteReason: "太简单了" }))).toContain("## 深入一步");
    expect(composeChapter(request({ rewriteReason: "use my company's examples" }))).toContain("## Another example");
    expect(composeChapter(request({ rewriteReason: "less jargon please" }))).toContain(
      "rewritten because you asked for “less jargon please”",
    );
    for (const markdown of [examples, deeper, gentler]) expectChapterShape(markdown);
  });

  it("stays within bounds for every combination of profile and reason, and is deterministic", () => {
    const styles = [null, "Hands-on projects", "Concepts first", "Short daily lessons with quizzes", "Worked examples, hands-on, quizzes"];
    const reasons = [null, "too easy", "too hard", "more examples", "too hard, more examples"];
    for (const language of ["en", "zh"] as const) {
      for (const topic of ["Kubernetes", "Watercolor painting", "日语", "Stoic philosophy", "Marathon running", "knot tying"]) {
        for (const cognitiveStyle of styles) {
          for (const rewriteReason of reasons) {
            const block = request({
              language,
              topic,
              rewriteReason,
              profile: { ...noProfile, background: "complete beginner", cognitiveStyle },
            });
            const markdown = composeChapter(block);
            expectChapterShape(markdown);
            expect(composeChapter(block)).toBe(markdown);
          }
        }
      }
    }
  });

  it("never lets learner text break the markdown", () => {
    const markdown = composeChapter(
      request({ title: "Tricks ```js <script>alert(1)</script>", profile: { ...noProfile, background: "<b>pro</b> ``` |x|" } }),
    );
    expect(markdown).not.toContain("<script>");
    expect(markdown).not.toContain("<b>");
    // Every code fence that opens also closes.
    expect((markdown.match(/^```/gm) ?? []).length % 2).toBe(0);
  });
});
