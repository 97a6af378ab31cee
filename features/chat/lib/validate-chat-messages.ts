import type { ToolSet, UIMessage } from "ai";
import type { MessageVouch } from "@/lib/ai/message-vouch";
import { optionAnswerRule } from "@/lib/ai/option-question/option-history";
import { validateUiHistory } from "@/lib/ai/validate-ui-history";
import { CHAT_TOOL } from "../contract";
import { offerOptionsInputSchema, offerOptionsOutputSchema } from "./chat-schemas";

const answerFitsOptions = optionAnswerRule(CHAT_TOOL.offerOptions, offerOptionsInputSchema, offerOptionsOutputSchema);

/**
 * Validates a client-held chat history before any of it reaches a model: the
 * shared rules (known parts and tools only, tools called by the tutor alone,
 * every call answered, no duplicate ids) plus the chat's own: a clicked answer
 * must be among the options offered (typed text is always fine).
 */
export async function validateChatMessages<MESSAGE extends UIMessage>(
  messages: unknown,
  tools: ToolSet,
  vouch: MessageVouch,
): Promise<MESSAGE[]> {
  return validateUiHistory<MESSAGE>(messages, tools, { vouch, uniqueMessageIds: true, checkToolResult: answerFitsOptions });
}
