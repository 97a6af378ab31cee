import "server-only";
import type { ToolSet, UIMessage } from "ai";
import type { MessageVouch } from "@/lib/ai/message-vouch";
import { validateUiHistory } from "@/lib/ai/validate-ui-history";
import type { OptionAnswerShape, OptionQuestionShape } from "./option-answer";
import { optionAnswerRule, type SafeParser } from "./option-history";

/**
 * A conversation's history validator, for a tutor that asks option questions:
 * the shared rules (lib/ai/validate-ui-history.ts: known parts and tools only,
 * tools called by the tutor alone, every call answered, unique ids, tutor
 * messages signed by this server) plus "an answer fits the question it answers".
 */
export function optionHistoryValidator(
  toolName: string,
  questionSchema: SafeParser<OptionQuestionShape>,
  answerSchema: SafeParser<OptionAnswerShape>,
) {
  const checkToolResult = optionAnswerRule(toolName, questionSchema, answerSchema);
  return <MESSAGE extends UIMessage>(messages: unknown, tools: ToolSet, vouch: MessageVouch): Promise<MESSAGE[]> =>
    validateUiHistory<MESSAGE>(messages, tools, { vouch, uniqueMessageIds: true, checkToolResult });
}
