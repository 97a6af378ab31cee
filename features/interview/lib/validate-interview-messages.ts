import type { ToolSet, UIMessage } from "ai";
import { TOOL } from "@/lib/ai/agent-protocol";
import type { MessageVouch } from "@/lib/ai/message-vouch";
import { validateUiHistory } from "@/lib/ai/validate-ui-history";
import { AppError } from "@/lib/errors";
import { presentOptionsInputSchema, presentOptionsOutputSchema } from "./interview-schemas";

const bad = (message: string) => new AppError("bad_request", message);

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
  return validateUiHistory<MESSAGE>(messages, tools, {
    vouch,
    uniqueMessageIds: true,
    checkToolResult: (toolName, input, output, where) => {
      if (toolName === TOOL.presentOptions) checkAnswerFitsQuestion(input, output, where);
    },
  });
}

function checkAnswerFitsQuestion(rawInput: unknown, rawOutput: unknown, where: string) {
  const question = presentOptionsInputSchema.safeParse(rawInput);
  const answer = presentOptionsOutputSchema.safeParse(rawOutput);
  if (!question.success || !answer.success) throw bad(`An answer does not match its question (${where}).`);
  const { selected, skipped } = answer.data;
  if (skipped && !question.data.allowSkip) throw bad(`This question cannot be skipped (${where}).`);
  if (selected) {
    if (selected.length > 1 && !question.data.multiSelect) throw bad(`This question takes one answer (${where}).`);
    const offered = new Set(question.data.options);
    const unknown = selected.find((option) => !offered.has(option));
    if (unknown !== undefined) throw bad(`"${unknown.slice(0, 80)}" is not one of the offered options (${where}).`);
  }
}
