import "server-only";
import type { MessageVouch } from "@/lib/ai/turn/message-vouch";
import { selectSearchProvider } from "@/lib/ai/search/select-search-provider";
import type { ModelsByRole } from "@/lib/ai/turn-model";
import { runTutorTurn } from "@/lib/ai/turn/run-tutor-turn";
import { clientSignedHistory } from "@/lib/ai/turn/turn-history";
import { isValidCallTo } from "@/lib/ai/turn/turn-outcome";
import { effectiveServerEnv } from "@/lib/ai/model-settings";
import { TOOL } from "../contract";
import type { InterviewRequest } from "../lib/interview-request";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import type { SaveOutline } from "../lib/outline-draft";
import type { LoadMaterial } from "../lib/research-material";
import { validateInterviewMessages } from "./validate-interview-messages";
import { createInterviewAgent, type InterviewAgent, type InterviewUIMessage } from "../agents/interview-agent";

/** What the turn runs on: the models by role (the route's, metered: lib/ai/turn-model.ts), or a ready agent (tests, the warm-up). */
type InterviewRunner = { models: ModelsByRole; agent?: undefined } | { agent: InterviewAgent; models?: undefined };

/** The app's interview agent on these models, with the configured search provider. */
function interviewAgentOn(models: ModelsByRole): InterviewAgent {
  return createInterviewAgent({
    chatModel: models("chat"),
    courseModel: models("course"),
    searchProvider: selectSearchProvider(effectiveServerEnv()),
  });
}

/**
 * Validates the client-held history and streams the agent's next turn through
 * the app's turn runner. Validation errors throw AppError (→ a JSON 400 before
 * any streaming starts); failures while streaming reach the learner as a safe
 * message with the cause logged.
 */
export async function streamInterviewTurn(
  request: InterviewRequest,
  options: InterviewRunner & {
    abortSignal?: AbortSignal;
    uiLocale?: Locale;
    /** Keeps each designed outline (the app saves it as a draft course); the request id is the interview id. */
    saveOutline?: SaveOutline;
    /** Reads the documents the learner attached to this interview (already checked to be theirs by the app). */
    loadMaterial?: LoadMaterial;
    /** Signs what is streamed and checks the history; the session secret's by default. */
    vouch?: MessageVouch;
  },
): Promise<Response> {
  return runTutorTurn({
    agent: options.agent ?? interviewAgentOn(options.models),
    history: clientSignedHistory<InterviewUIMessage>(request.messages, validateInterviewMessages),
    // The UI language only breaks ties when the learner's own words don't show one.
    options: {
      locale: request.locale ?? options.uiLocale ?? DEFAULT_LOCALE,
      interviewId: request.id,
      saveOutline: options.saveOutline,
      loadMaterial: options.loadMaterial,
    },
    vouch: options.vouch,
    abortSignal: options.abortSignal,
    locale: options.uiLocale ?? DEFAULT_LOCALE,
    // Every turn ends in a valid question, the outline, or an error the learner can act on.
    outcome: {
      label: "interview",
      completes: (part) =>
        isValidCallTo(part, [TOOL.presentOptions]) || (part.type === "tool-result" && part.toolName === TOOL.designCurriculum),
      emptyMessage: {
        en: "The model did not ask its next question — check that the model server supports tool calling, then retry.",
        zh: "模型没有提出下一个问题——请检查模型服务器是否支持工具调用，然后重试。",
      },
    },
  });
}
