import type { ToolSet, UIMessage } from "ai";
import type { MessageVouch } from "@/lib/ai/message-vouch";
import { validateUiHistory } from "@/lib/ai/validate-ui-history";
import { AppError } from "@/lib/errors";
import { CHAT_TOOL, offerOptionsInputSchema, offerOptionsOutputSchema } from "./chat-schemas";

const bad = (message: string) => new AppError("bad_request", message);

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
  return validateUiHistory<MESSAGE>(messages, tools, {
    vouch,
    uniqueMessageIds: true,
    checkToolResult: (toolName, input, output, where) => {
      if (toolName === CHAT_TOOL.offerOptions) checkAnswerFitsOptions(input, output, where);
    },
  });
}

function checkAnswerFitsOptions(rawInput: unknown, rawOutput: unknown, where: string) {
  const question = offerOptionsInputSchema.safeParse(rawInput);
  const answer = offerOptionsOutputSchema.safeParse(rawOutput);
  if (!question.success || !answer.success) throw bad(`An answer does not match its question (${where}).`);
  const { selected } = answer.data;
  if (!selected) return;
  if (selected.length > 1 && !question.data.multiSelect) throw bad(`This question takes one answer (${where}).`);
  const offered = new Set(question.data.options);
  const unknown = selected.find((option) => !offered.has(option));
  if (unknown !== undefined) throw bad(`"${unknown.slice(0, 80)}" is not one of the offered options (${where}).`);
}
