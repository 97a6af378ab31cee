import type { ToolSet, UIMessage } from "ai";
import { optionAnswerRule } from "@/lib/ai/option-question/option-history";
import { validateUiHistory } from "@/lib/ai/validate-ui-history";
import { TOOL } from "../contract";
import { presentOptionsInputSchema, presentOptionsOutputSchema } from "./interview-schemas";

const answerFitsQuestion = optionAnswerRule(TOOL.presentOptions, presentOptionsInputSchema, presentOptionsOutputSchema);

/**
 * Validates a client-held interview history before any of it reaches a model
 * (the shared rules in lib/ai/validate-ui-history.ts), plus the interview's own:
 * an answer must fit the question it answers.
 */
export async function validateInterviewMessages<MESSAGE extends UIMessage>(messages: unknown, tools: ToolSet): Promise<MESSAGE[]> {
  return validateUiHistory<MESSAGE>(messages, tools, { checkToolResult: answerFitsQuestion });
}
