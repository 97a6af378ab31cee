import { ToolLoopAgent, type LanguageModel } from "ai";
import { agentProviderOptions, allowedToolsOption, stepOptions, NO_TELEMETRY } from "@/lib/ai/agent-call";
import { steeredToolChoiceOption, withSteeredToolChoice } from "@/lib/ai/steered-tool-choice";
import { z } from "zod";
import { AGENT, TOOL } from "../contract";
import type { SearchProvider } from "@/lib/ai/search/search-provider";
import { turnStops } from "@/lib/ai/tool-stop-conditions";
import { localeSchema } from "@/lib/i18n/locale";
import { extractLearnerProfile } from "../lib/learner-profile";
import type { SaveOutline } from "../lib/outline-draft";
import type { LoadMaterial } from "../lib/research-material";
import { buildInterviewContext, INTERVIEW_INSTRUCTIONS } from "../prompts/interview-prompt";
import { withTurnContext } from "@/lib/ai/turn/turn-context";
import { createDesignCurriculumTool } from "../tools/design-curriculum";
import { buildInterviewToolContext, DEFAULT_INTERVIEW_TOOL_CONTEXT } from "../tools/interview-tool-context";
import { presentOptionsTool } from "../tools/present-options";
import { createResearchTopicTool } from "../tools/research-topic";
import { repairQuestionInput } from "../lib/repair-question-call";
import { decideInterviewStep } from "./interview-step-policy";
import type { VouchedUIMessage } from "@/lib/ai/turn/message-facts";

export const interviewCallOptionsSchema = z.object({
  /** The UI language: used only when the learner's own words don't show a language. */
  locale: localeSchema,
  /** The interview's id; designed outlines are saved under it. */
  interviewId: z.string().min(1).max(100).optional(),
  /** Where a designed outline is kept (the app supplies it); the tools receive it via toolsContext. */
  saveOutline: z.custom<SaveOutline>((value) => typeof value === "function").optional(),
  /** The documents the learner attached on /create, read when research runs (the app supplies it). */
  loadMaterial: z.custom<LoadMaterial>((value) => typeof value === "function").optional(),
});
export type InterviewCallOptions = z.infer<typeof interviewCallOptionsSchema>;

export interface InterviewAgentDependencies {
  chatModel: LanguageModel;
  courseModel: LanguageModel;
  searchProvider: SearchProvider | null;
}

export function createInterviewTools(dependencies: InterviewAgentDependencies) {
  return {
    [TOOL.presentOptions]: presentOptionsTool,
    [TOOL.researchTopic]: createResearchTopicTool({
      model: dependencies.chatModel,
      searchProvider: dependencies.searchProvider,
    }),
    [TOOL.designCurriculum]: createDesignCurriculumTool({ model: dependencies.courseModel }),
  };
}

export type InterviewTools = ReturnType<typeof createInterviewTools>;
export type InterviewUIMessage = VouchedUIMessage<InterviewTools>;

/**
 * The one tutor the learner talks to. Its state is the message history:
 * prepareStep derives the learner profile from it before every step (research
 * may have landed in the previous one), decides which tool the step must use
 * (toolChoice only: every request offers the same tools in the same order), and
 * sends the state after the conversation, so the tools, the instructions and the
 * history stay a prefix the provider's cache serves (lib/ai/turn/turn-context.ts).
 */
export function createInterviewAgent(dependencies: InterviewAgentDependencies) {
  return new ToolLoopAgent({
    id: AGENT.interview,
    telemetry: NO_TELEMETRY,
    model: withSteeredToolChoice(dependencies.chatModel),
    tools: createInterviewTools(dependencies),
    callOptionsSchema: interviewCallOptionsSchema,
    maxOutputTokens: 4096,
    // A valid question or the outline ends the turn; an invalid call goes back to the
    // model with its validation error — once: a second step of only invalid calls ends
    // the turn (bounded cost), and the step cap guards against a looping model.
    stopWhen: turnStops<InterviewTools>([TOOL.presentOptions, TOOL.designCurriculum], 4),
    // One question at a time: no parallel calls asked for, and extra ones dropped (lib/ai/repair-middleware).
    providerOptions: {
      ...agentProviderOptions(AGENT.interview, { singleCallTools: [TOOL.presentOptions, TOOL.researchTopic, TOOL.designCurriculum] }),
      openai: { parallelToolCalls: false },
    },
    experimental_repairToolCall: async ({ toolCall }) => {
      if (toolCall.toolName !== TOOL.presentOptions) return null;
      const repaired = repairQuestionInput(toolCall.input);
      return repaired ? { ...toolCall, input: JSON.stringify(repaired) } : null;
    },
    // Defaults until prepareCall sets each request's own (they also type prepareStep's runtimeContext).
    runtimeContext: { locale: DEFAULT_INTERVIEW_TOOL_CONTEXT.locale },
    toolsContext: { [TOOL.researchTopic]: DEFAULT_INTERVIEW_TOOL_CONTEXT, [TOOL.designCurriculum]: DEFAULT_INTERVIEW_TOOL_CONTEXT },
    prepareCall: ({ options, ...settings }) => {
      // `options` passed callOptionsSchema above (the SDK parses them once per request).
      const context = buildInterviewToolContext(options);
      return {
        ...settings,
        instructions: INTERVIEW_INSTRUCTIONS,
        temperature: 0.7,
        runtimeContext: { locale: context.locale },
        toolsContext: { [TOOL.researchTopic]: context, [TOOL.designCurriculum]: context },
      };
    },
    // Each step reads the conversation as it stands: AI SDK 7 carries prepareStep's messages (with the
    // context message) into the next step, so the step is rebuilt from the turn's input and its responses.
    prepareStep: ({ initialMessages, responseMessages, runtimeContext }) => {
      const messages = [...initialMessages, ...responseMessages];
      const profile = extractLearnerProfile(messages, runtimeContext.locale);
      const step = decideInterviewStep(profile);
      return {
        // The step's tool choice reaches the model, not the SDK's own check (lib/ai/steered-tool-choice.ts); a call
        // to a tool this step does not allow is dropped on the wire (repair middleware), or refused by the tool.
        providerOptions: stepOptions(allowedToolsOption(step.allowed), steeredToolChoiceOption(step.toolChoice)),
        messages: withTurnContext(messages, buildInterviewContext(profile)),
      };
    },
  });
}

export type InterviewAgent = ReturnType<typeof createInterviewAgent>;
