import { createAgentUIStreamResponse, createIdGenerator } from "ai";
import { modelRegistry } from "@/lib/ai/model-registry";
import { selectSearchProvider } from "@/lib/ai/search/select-search-provider";
import { serverEnv } from "@/lib/env";
import { describeStreamError } from "@/lib/ai/describe-stream-error";
import { TOOL } from "@/lib/ai/agent-protocol";
import { newTurnMeter, runWithTurnMeter } from "@/lib/ai/turn-meter";
import { ensureTurnOutcome, isValidCallTo } from "@/lib/ai/turn-outcome";
import type { InterviewRequest } from "../lib/interview-request";
import type { Locale } from "../lib/interview-schemas";
import type { SaveOutline } from "../lib/outline-draft";
import { validateInterviewMessages } from "../lib/validate-interview-messages";
import { createInterviewAgent, type InterviewAgent, type InterviewUIMessage } from "./interview-agent";

let defaultAgent: InterviewAgent | undefined;

/** Server-made message ids: the stored history never depends on a client inventing them. */
const generateMessageId = createIdGenerator({ prefix: "msg", size: 16 });

/** The app's interview agent, wired to the configured models and search provider. */
export function defaultInterviewAgent(): InterviewAgent {
  if (!defaultAgent) {
    const registry = modelRegistry();
    defaultAgent = createInterviewAgent({
      chatModel: registry.model("chat"),
      courseModel: registry.model("course"),
      searchProvider: selectSearchProvider(serverEnv()),
    });
  }
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
  } = {},
): Promise<Response> {
  const agent = options.agent ?? defaultInterviewAgent();
  const messages = await validateInterviewMessages<InterviewUIMessage>(request.messages, agent.tools);
  const meter = newTurnMeter();
  return runWithTurnMeter(meter, () => createAgentUIStreamResponse({
    agent,
    uiMessages: messages,
    // The UI language only breaks ties when the learner's own words don't show one.
    options: { locale: request.locale ?? options.uiLocale ?? "en", interviewId: request.id, saveOutline: options.saveOutline },
    abortSignal: options.abortSignal,
    generateMessageId,
    // Every turn ends in a valid question, the outline, or an error the learner can act on.
    experimental_transform: ensureTurnOutcome({
      label: "interview",
      meter,
      completes: (part) =>
        isValidCallTo(part, [TOOL.presentOptions]) || (part.type === "tool-result" && part.toolName === TOOL.designCurriculum),
      emptyMessage:
        "The model did not ask its next question — check that the model server supports tool calling, then retry.",
    }),
    onError: (error) => {
      console.error("[interview] stream failed:", error);
      return describeStreamError(error);
    },
  }));
}
