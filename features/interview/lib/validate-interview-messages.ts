import type { ToolSet, UIMessage } from "ai";
import type { MessageVouch } from "@/lib/ai/message-vouch";
import { optionAnswerRule } from "@/lib/ai/option-question/option-history";
import { validateUiHistory } from "@/lib/ai/validate-ui-history";
import { TOOL } from "../contract";
import { presentOptionsInputSchema, presentOptionsOutputSchema } from "./interview-schemas";

const answerFitsQuestion = optionAnswerRule(TOOL.presentOptions, presentOptionsInputSchema, presentOptionsOutputSchema);

/**
 * Validates a client-held interview history before any of it reaches a model
 * (the shared rules in lib/ai/validate-ui-history.ts: known parts, answered calls,
 * unique message ids, every tutor part signed by this server), plus the
 * interview's own: an answer must fit the question it answers.
 */
export async function validateInterviewMessages<MESSAGE extends UIMessage>(
  messages: unknown,
  tools: ToolSet,
  vouch: MessageVouch,
): Promise<MESSAGE[]> {
  return validateUiHistory<MESSAGE>(messages, tools, { vouch, uniqueMessageIds: true, checkToolResult: answerFitsQuestion });
}
