import { AGENT, type CompactResearchBrief, type InterviewStateBlock } from "../contract";
import type { Locale } from "@/lib/i18n/locales";
import { type ProfileField as ProtocolField } from "@/lib/learner-profile-fields";
import { generateText, hasToolCall, isStepCount, tool, type ModelMessage } from "ai";
import { describe, expect, it } from "vitest";
import { createOfflineModel } from "@/lib/ai/offline/model/offline-model";
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
} from "@/tests/support/offline/offline-fixtures";

/**
 * Plays the app's side of a whole course-creation interview with the offline
 * model in every agent role, steering each step the way the app's step policy
 * does (research forced once, then one forced question card per turn, design
 * forced when the profile is complete, a required review card afterwards, a
 * redesign when the learner types a change on it). The learner clicks the first
 * option every time, or skips where allowed when `skipStyle` is set.
 */
const FIELDS: ProtocolField[] = ["goal", "background", "targetOutcome", "cognitiveStyle"];
type Outline = ReturnType<typeof courseOutlineSchema.parse>;

async function runResearch(language: Locale, topic: string, focus: string | null): Promise<CompactResearchBrief> {
  const result = await generateText({
    model: createOfflineModel({ agentId: AGENT.research }),
    instructions: researchSystem({ language, topic, focus }),
    prompt: `Research: ${topic}`,
    tools: {
      ...researchTools(),
      searchWeb: tool({ inputSchema: searchWebInputSchema, execute: async () => ({ webAccess: false, results: [] }) }),
    },
    toolChoice: "required",
    stopWhen: [hasToolCall("submitBrief"), isStepCount(4)],
  });
  const call = result.toolCalls.find((entry) => entry.toolName === "submitBrief");
  const { sourceUrls, ...rest } = researchFindingsSchema.parse(call?.input);
  return { topic, webAccess: false, sourceCount: sourceUrls.length, ...rest };
}

function hasResearchResult(messages: readonly ModelMessage[]): boolean {
  return messages.some(
    (message) =>
      message.role === "tool" && message.content.some((part) => part.type === "tool-result" && part.toolName === "researchTopic"),
  );
}

async function runInterview(language: Locale, topic: string, skipStyle: boolean) {
  const model = createOfflineModel({ agentId: AGENT.interview });
  const known: Record<ProtocolField, string | null> = { goal: null, background: null, targetOutcome: null, cognitiveStyle: null };
  let lastAnswer: string | null = topic;
  let brief: CompactResearchBrief | null = null;
  const outlines: Outline[] = [];
  const messages: ModelMessage[] = [{ role: "user", content: topic }];
  const asked: string[] = [];
  let review: ReturnType<typeof presentOptionsInputSchema.parse> | null = null;

  const designTool = tool({
    inputSchema: designCurriculumInputSchema,
    execute: async (input) => {
      const designed = await generateText({
        model: createOfflineModel({ agentId: AGENT.curriculumDesigner }),
        instructions: curriculumSystem({ language, topic, profile: { ...known }, research: brief, emphasis: input.emphasis || null }),
        prompt: `Design the course for: ${topic}`,
        tools: designerTools(),
        toolChoice: { type: "tool", toolName: "submitOutline" },
      });
      const outline = courseOutlineSchema.parse(designed.toolCalls[0]?.input);
      outlines.push(outline);
      return { title: outline.title };
    },
  });

  for (let turn = 0; turn < 10; turn += 1) {
    const missing = FIELDS.filter((field) => known[field] === null);
    // (A message typed after the outline, with no card open, is covered by the interviewer tests.)
    const phase: InterviewStateBlock["phase"] = outlines.length > 0 ? "done" : missing.length === 0 ? "designing" : "interviewing";
    const state: InterviewStateBlock = {
      language,
      topic,
      known: { ...known },
      missing,
      nextField: missing[0] ?? null,
      lastAnswer,
      researched: brief !== null,
      phase,
    };
    const result = await generateText({
      model,
      instructions: interviewSystem(state),
      messages,
      tools: {
        presentOptions: tool({ inputSchema: presentOptionsInputSchema }),
        researchTopic: tool({
          inputSchema: researchTopicInputSchema,
          execute: async (input) => (brief = await runResearch(language, input.topic, input.focus ?? null)),
        }),
        designCurriculum: designTool,
      },
      stopWhen: [hasToolCall("presentOptions"), hasToolCall("designCurriculum"), isStepCount(4)],
      prepareStep: ({ messages: stepMessages }) => {
        if (phase === "designing") return { activeTools: ["designCurriculum"], toolChoice: { type: "tool", toolName: "designCurriculum" } };
        if (phase === "done") return { activeTools: ["presentOptions", "designCurriculum"], toolChoice: "required" };
        if (!hasResearchResult(stepMessages))
          return { activeTools: ["researchTopic"], toolChoice: { type: "tool", toolName: "researchTopic" } };
        return { activeTools: ["presentOptions"], toolChoice: { type: "tool", toolName: "presentOptions" } };
      },
    });
    messages.push(...result.responseMessages);
    const question = result.toolCalls.find((call) => call.toolName === "presentOptions");
    if (!question) continue; // the outline was (re)designed; the next turn is the review

    const input = presentOptionsInputSchema.parse(question.input);
    if (phase === "done") {
      review = input;
      if (outlines.length > 1) return { outlines, asked, brief, review };
      // The learner types a change while the review card is open: the browser sends it as the card's answer.
      const change = language === "zh" ? "再精简一些，我时间不多" : "Make it shorter please, I'm busy";
      messages.push({
        role: "tool",
        content: [
          {
            type: "tool-result",
            toolCallId: question.toolCallId,
            toolName: "presentOptions",
            output: { type: "json", value: { text: change } },
          },
        ],
      });
      lastAnswer = change;
      continue;
    }
    asked.push(input.targetField);
    // What the interviewer noted counts, as the app's profile reading counts it (the learner's own answer backs it here).
    for (const [field, fact] of Object.entries(input.noted ?? {}))
      if (fact && known[field as ProtocolField] === null) known[field as ProtocolField] = fact;
    const skip = skipStyle && input.allowSkip === true && input.targetField === "cognitiveStyle";
    const answer = skip ? "(skipped)" : (input.options[0] ?? "");
    if (input.targetField !== "general" && input.targetField !== "placement") known[input.targetField] = answer;
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
    ["en", "I want to learn Kubernetes", false],
    ["zh", "我想学日语", false],
    ["en", "watercolor painting", true],
    ["zh", "量子力学", true],
    ["en", "how to negotiate a raise", false],
    ["en", "marathon training", true],
    ["en", "beekeeping", false],
    ["en", `<script>alert(1)</script> ${"I want to become a great data engineer and ".repeat(45)}`.slice(0, 2000), false],
  ] as const)("%s: %s", async (language, topic, skipStyle) => {
    const { outlines, asked, brief, review } = await runInterview(language, topic, skipStyle);
    expect(brief).not.toBeNull();
    // The goal card's options are end points ("Build a real project with …"): the one picked is the outcome, never asked for again.
    expect(asked).toEqual(["goal", "background", "cognitiveStyle"]);
    expect(review?.targetField).toBe("general");
    const [first, revised] = outlines;
    expect(first && revised).toBeTruthy();
    // The typed change reached the designer and shaped the new outline.
    expect(revised!.modules.length).toBeLessThan(first!.modules.length);
    expect(revised!.designRationale).toContain(language === "zh" ? "再精简一些" : "Make it shorter");
    if (language === "zh") expect(review?.message).toMatch(/[\u3400-\u9fff]/);
    expect(JSON.stringify(outlines)).not.toContain("<script>");
  });
});
