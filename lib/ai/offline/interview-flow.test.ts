import type { CompactResearchBrief, InterviewStateBlock, ProtocolField, ProtocolLocale } from "@/lib/ai/agent-protocol";
import { generateText, hasToolCall, stepCountIs, tool, type ModelMessage } from "ai";
import { describe, expect, it } from "vitest";
import { createOfflineModel } from "./offline-model";
import {
  courseOutlineSchema,
  curriculumSystem,
  designCurriculumInputSchema,
  designerTools,
  interviewSystem,
  presentOptionsInputSchema,
  researchFindingsSchema,
  researchSystem,
  researchTools,
  researchTopicInputSchema,
  searchWebInputSchema,
} from "./test-fixtures";

/**
 * Plays the app's side of a whole course-creation interview with the offline
 * model in every agent role: it renders the interview state each request, runs
 * the research and curriculum sub-agents inside the tools, and answers every
 * question by clicking the first option (skipping where allowed, to cover that).
 */
const FIELDS: ProtocolField[] = ["goal", "background", "targetOutcome", "cognitiveStyle"];

async function runResearch(language: ProtocolLocale, topic: string, focus: string | null): Promise<CompactResearchBrief> {
  const result = await generateText({
    model: createOfflineModel(),
    system: researchSystem({ language, topic, focus }),
    prompt: "Research the topic, then submit the brief.",
    tools: {
      ...researchTools(),
      searchWeb: tool({ inputSchema: searchWebInputSchema, execute: async () => ({ webAccess: false, results: [] }) }),
    },
    stopWhen: [hasToolCall("submitBrief"), stepCountIs(4)],
  });
  const call = result.toolCalls.find((entry) => entry.toolName === "submitBrief");
  const findings = researchFindingsSchema.parse(call?.input);
  const { sourceUrls, ...rest } = findings;
  return { topic, webAccess: false, sourceCount: sourceUrls.length, ...rest };
}

async function runInterview(language: ProtocolLocale, topic: string, skipStyle: boolean) {
  const model = createOfflineModel();
  const known: Record<ProtocolField, string | null> = { goal: null, background: null, targetOutcome: null, cognitiveStyle: null };
  let lastAnswer: string | null = null;
  let brief: CompactResearchBrief | null = null;
  let outline: ReturnType<typeof courseOutlineSchema.parse> | null = null;
  const messages: ModelMessage[] = [{ role: "user", content: topic }];
  const asked: string[] = [];

  for (let turn = 0; turn < 8; turn += 1) {
    const missing = FIELDS.filter((field) => known[field] === null);
    const state: InterviewStateBlock = {
      language, topic, known: { ...known }, missing, nextField: missing[0] ?? null, lastAnswer,
      researched: brief !== null, phase: outline ? "done" : missing.length === 0 ? "designing" : "interviewing",
    };
    const result = await generateText({
      model,
      system: interviewSystem(state),
      messages,
      stopWhen: stepCountIs(5),
      tools: {
        presentOptions: tool({ inputSchema: presentOptionsInputSchema }),
        researchTopic: tool({
          inputSchema: researchTopicInputSchema,
          execute: async (input) => (brief = await runResearch(language, input.topic, input.focus ?? null)),
        }),
        designCurriculum: tool({
          inputSchema: designCurriculumInputSchema,
          execute: async (input) => {
            const designed = await generateText({
              model: createOfflineModel(),
              system: curriculumSystem({ language, topic, profile: { ...known }, research: brief, emphasis: input.emphasis ?? null }),
              prompt: "Design the course.",
              tools: designerTools(),
            });
            outline = courseOutlineSchema.parse(designed.toolCalls[0]?.input);
            return { title: outline.title };
          },
        }),
      },
    });
    messages.push(...result.response.messages);
    const question = result.toolCalls.find((call) => call.toolName === "presentOptions");
    if (!question) return { outline, closing: result.text, asked, brief };

    const input = presentOptionsInputSchema.parse(question.input);
    asked.push(input.targetField);
    const skip = skipStyle && input.allowSkip === true && input.targetField === "cognitiveStyle";
    const answer = skip ? "(skipped)" : (input.options[0] ?? "");
    if (input.targetField !== "general") known[input.targetField] = answer;
    lastAnswer = answer;
    messages.push({
      role: "tool",
      content: [
        {
          type: "tool-result",
          toolCallId: question.toolCallId,
          toolName: "presentOptions",
          output: { type: "json", value: skip ? { skipped: true } : { selected: [answer] } },
        },
      ],
    });
  }
  throw new Error(`interview for ${topic} did not finish; asked ${asked.join(", ")}`);
}

describe("a whole interview with the offline model", () => {
  it.each([
    ["en", "Kubernetes", false],
    ["zh", "日语", false],
    ["en", "watercolor painting", true],
    ["zh", "量子力学", true],
    ["en", "how to negotiate a raise", false],
    ["en", "marathon training", true],
    ["en", "beekeeping", false],
    ["en", `<script>alert(1)</script> ${"I want to become a great data engineer and ".repeat(45)}`.slice(0, 2000), false],
  ] as const)("%s: %s", async (language, topic, skipStyle) => {
    const { outline, closing, asked, brief } = await runInterview(language, topic, skipStyle);
    expect(brief).not.toBeNull();
    expect(asked).toEqual(["goal", "background", "targetOutcome", "cognitiveStyle"]);
    expect(outline).not.toBeNull();
    expect(closing.length).toBeGreaterThan(10);
    if (language === "zh") expect(closing).toMatch(/[\u3400-\u9fff]/);
    const all = JSON.stringify(outline);
    expect(all).not.toContain("<script>");
  });
});
