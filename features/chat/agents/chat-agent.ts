import { ToolLoopAgent, type LanguageModel, type ToolSet } from "ai";
import type { Locale } from "@/lib/i18n/locales";
import { z } from "zod";
import { localeSchema } from "@/lib/i18n/locale";
import { agentProviderOptions, NO_TELEMETRY } from "@/lib/ai/agent-call";
import { turnStops } from "@/lib/ai/tool-stop-conditions";
import { AGENT, CHAT_TOOL } from "../contract";
import { resolveMask } from "../lib/masks";
import { buildChatContext, buildChatInstructions } from "../prompts/chat-prompt";
import { withTurnContext } from "@/lib/ai/turn/turn-context";
import { DEFAULT_CHAT_TOOL_CONTEXT, type CourseLookup } from "../tools/chat-tool-context";
import { createDeepDiveTool, type DeepDiveDependencies } from "../tools/deep-dive";
import { createLookupCoursesTool } from "../tools/lookup-courses";
import { offerOptionsTool } from "../tools/offer-options";
import { createSearchMyCoursesTool } from "../tools/search-my-courses";
import { startCourseTool } from "../tools/start-course";
import { updateLearnerNoteTool } from "../tools/update-learner-note";
import type { VouchedUIMessage } from "@/lib/ai/turn/message-facts";

export const chatCallOptionsSchema = z.object({
  /** Unknown ids are resolved to the default mask. */
  maskId: z.string().max(40).optional(),
  note: z.string().optional(),
  /** The UI language: used only when the learner's own words don't show a language. */
  uiLocale: localeSchema,
  /** The requesting browser; the course tools search only its courses. */
  ownerId: z.string().min(1).optional(),
  /** Injected in tests. */
  now: z.date().optional(),
});
export type ChatCallOptions = z.infer<typeof chatCallOptionsSchema>;

/** What another feature adds to the chat for a turn (composed in app/, e.g. the practice quiz in guided mode). */
export interface ChatExtension {
  tools: ToolSet;
  instructions?: (language: Locale) => string;
}

export interface ChatAgentDependencies {
  model: LanguageModel;
  lookupCourses: CourseLookup;
  extension?: ChatExtension;
  /** Deep-dive throttle clock (tests) and what grounds its explanation in the learner's material. */
  deepDive?: Pick<DeepDiveDependencies, "now" | "throttleMs" | "groundTopic">;
}

export function createChatTools(dependencies: ChatAgentDependencies) {
  return {
    [CHAT_TOOL.offerOptions]: offerOptionsTool,
    [CHAT_TOOL.deepDive]: createDeepDiveTool({
      model: dependencies.model,
      lookupCourses: dependencies.lookupCourses,
      ...dependencies.deepDive,
    }),
    [CHAT_TOOL.lookupCourses]: createLookupCoursesTool({ lookupCourses: dependencies.lookupCourses }),
    [CHAT_TOOL.searchMyCourses]: createSearchMyCoursesTool({
      groundTopic: dependencies.deepDive?.groundTopic,
      lookupCourses: dependencies.lookupCourses,
    }),
    [CHAT_TOOL.startCourse]: startCourseTool,
    [CHAT_TOOL.updateLearnerNote]: updateLearnerNoteTool,
  };
}

export type ChatTools = ReturnType<typeof createChatTools>;
export type ChatUIMessage = VouchedUIMessage<ChatTools>;

/**
 * The tutor chat. The mask, the learner note and the time reach it as call
 * options: the mask picks the instructions, the note and the time become the
 * context message each step sends after the conversation (so the instructions
 * and the history stay a cacheable prefix); the history is the rest of the state.
 */
export function createChatAgent(dependencies: ChatAgentDependencies) {
  return new ToolLoopAgent({
    id: AGENT.chat,
    telemetry: NO_TELEMETRY,
    model: dependencies.model,
    // Another feature's tools beside the chat's own (theirs never replace one of ours).
    tools: { ...dependencies.extension?.tools, ...createChatTools(dependencies) },
    callOptionsSchema: chatCallOptionsSchema,
    maxOutputTokens: 4096,
    // A valid option card ends the turn (an invalid one goes back to the model once).
    stopWhen: turnStops<ChatTools>([CHAT_TOOL.offerOptions], 6),
    // One card at a time: extra offerOptions calls in a response are dropped (lib/ai/repair-middleware).
    providerOptions: agentProviderOptions(AGENT.chat, { singleCallTools: [CHAT_TOOL.offerOptions, CHAT_TOOL.startCourse] }),
    // Defaults until prepareCall sets each request's own (they also type prepareStep's runtimeContext).
    runtimeContext: { turnContext: "" },
    toolsContext: {
      [CHAT_TOOL.deepDive]: DEFAULT_CHAT_TOOL_CONTEXT,
      [CHAT_TOOL.lookupCourses]: DEFAULT_CHAT_TOOL_CONTEXT,
      [CHAT_TOOL.searchMyCourses]: DEFAULT_CHAT_TOOL_CONTEXT,
    },
    prepareCall: ({ options, ...settings }) => {
      const context = { uiLocale: options.uiLocale, maskId: resolveMask(options.maskId).id, ownerId: options.ownerId };
      return {
        ...settings,
        instructions: [buildChatInstructions({ maskId: options.maskId }), dependencies.extension?.instructions?.(options.uiLocale)]
          .filter(Boolean)
          .join("\n\n"),
        temperature: 0.7,
        runtimeContext: {
          turnContext: buildChatContext({ maskId: options.maskId, note: options.note, uiLocale: options.uiLocale, now: options.now }),
        },
        toolsContext: { [CHAT_TOOL.deepDive]: context, [CHAT_TOOL.lookupCourses]: context, [CHAT_TOOL.searchMyCourses]: context },
      };
    },
    // AI SDK 7 carries prepareStep's messages into the next step: each step is rebuilt from the turn's input and responses.
    prepareStep: ({ initialMessages, responseMessages, runtimeContext }) => ({
      messages: withTurnContext([...initialMessages, ...responseMessages], runtimeContext.turnContext),
    }),
  });
}

export type ChatAgent = ReturnType<typeof createChatAgent>;
