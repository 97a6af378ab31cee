import "server-only";
import type { LanguageModelV4 } from "@ai-sdk/provider";
import { defaultMessageVouch, type MessageVouch } from "@/lib/ai/turn/message-vouch";
import { modelRegistry } from "@/lib/ai/model-registry";
import { meteredModel, type UsageSink } from "@/lib/ai/usage-meter";
import { selectSearchProvider } from "@/lib/ai/search/select-search-provider";
import { serverEnv } from "@/lib/env";
import { TOOL } from "../contract";
import { streamTutorTurn } from "@/lib/ai/turn/stream-tutor-turn";
import { isValidCallTo } from "@/lib/ai/turn/turn-outcome";
import type { InterviewRequest } from "../lib/interview-request";
import type { Locale } from "../lib/interview-schemas";
import type { SaveOutline } from "../lib/outline-draft";
import type { LoadMaterial } from "../lib/research-material";
import { validateInterviewMessages } from "./validate-interview-messages";
import { createInterviewAgent, type InterviewAgent, type InterviewUIMessage } from "../agents/interview-agent";

let defaultAgent: InterviewAgent | undefined;

/**
 * The app's interview agent, wired to the configured models and search provider.
 * With `onUsage`, one agent for this request whose models (sub-agents' included)
 * report the tokens they use.
 */
export function defaultInterviewAgent(onUsage?: UsageSink): InterviewAgent {
  const build = (meter: (model: LanguageModelV4) => LanguageModelV4) => {
    const registry = modelRegistry();
    return createInterviewAgent({
      chatModel: meter(registry.model("chat")),
      courseModel: meter(registry.model("course")),
      searchProvider: selectSearchProvider(serverEnv()),
    });
  };
  if (onUsage) return build((model) => meteredModel(model, onUsage));
  defaultAgent ??= build((model) => model);
  return defaultAgent;
}

/**
 * Validates the history and streams the agent's next turn. Validation errors
 * throw AppError (→ a JSON 400 before any streaming starts); failures while
 * streaming reach the learner as a safe message with the cause logged here.
 */
export async function streamInterviewTurn(
  request: InterviewRequest,
  options: {
    abortSignal?: AbortSignal;
    agent?: InterviewAgent;
    uiLocale?: Locale;
    /** Keeps each designed outline (the app saves it as a draft course); the request id is the interview id. */
    saveOutline?: SaveOutline;
    /** Reads the documents the learner attached to this interview (already checked to be theirs by the app). */
    loadMaterial?: LoadMaterial;
    /** Signs what is streamed and checks the history; the session secret's by default. */
    vouch?: MessageVouch;
    /** Tokens used by the default agent's models (the daily budget). */
    onUsage?: UsageSink;
  } = {},
): Promise<Response> {
  const agent = options.agent ?? defaultInterviewAgent(options.onUsage);
  const vouch = options.vouch ?? (await defaultMessageVouch());
  const messages = await validateInterviewMessages<InterviewUIMessage>(request.messages, agent.tools, vouch);
  return streamTutorTurn({
    agent,
    messages,
    // The UI language only breaks ties when the learner's own words don't show one.
    options: {
      locale: request.locale ?? options.uiLocale ?? "en",
      interviewId: request.id,
      saveOutline: options.saveOutline,
      loadMaterial: options.loadMaterial,
    },
    vouch,
    abortSignal: options.abortSignal,
    // Every turn ends in a valid question, the outline, or an error the learner can act on.
    outcome: {
      label: "interview",
      completes: (part) =>
        isValidCallTo(part, [TOOL.presentOptions]) || (part.type === "tool-result" && part.toolName === TOOL.designCurriculum),
      emptyMessage: "The model did not ask its next question — check that the model server supports tool calling, then retry.",
    },
  });
}
