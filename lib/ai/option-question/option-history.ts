import type { UIMessage } from "ai";
import { getToolName, isToolUIPart, lastAssistantMessageIsCompleteWithToolCalls } from "@/lib/ai/ui-parts";
import { AppError } from "@/lib/errors";
import { answerMisfit, type OptionAnswerShape, type OptionQuestionShape } from "./option-fit";

/** A zod schema of either flavour (classic or zod/mini): only its safeParse is used. */
export interface SafeParser<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
}

/** The open option question: the last assistant message's unanswered call of `toolName`. */
export function findPendingQuestion<INPUT = unknown>(
  messages: readonly UIMessage[],
  toolName: string,
): { toolCallId: string; input: INPUT } | null {
  const last = messages.at(-1);
  if (!last || last.role !== "assistant") return null;
  for (const part of last.parts) {
    if (isToolUIPart(part) && getToolName(part) === toolName && part.state === "input-available") {
      return { toolCallId: part.toolCallId, input: part.input as INPUT };
    }
  }
  return null;
}

/** Whether the last tool part of `message` is an answered `toolName` question. */
export function endsWithAnsweredQuestion(message: UIMessage | undefined, toolName: string): boolean {
  const lastTool = message?.parts.findLast(isToolUIPart);
  return lastTool !== undefined && getToolName(lastTool) === toolName && lastTool.state === "output-available";
}

/**
 * useChat's sendAutomaticallyWhen: only right after the learner answered an
 * option question. The SDK's own check is also true after a turn that ends on a
 * server tool (the outline), which would start an unasked-for extra turn.
 */
export function learnerJustAnswered(toolName: string) {
  return ({ messages }: { messages: UIMessage[] }): boolean =>
    lastAssistantMessageIsCompleteWithToolCalls({ messages }) && endsWithAnsweredQuestion(messages.at(-1), toolName);
}

/**
 * The history check (validateUiHistory's checkToolResult) for one option tool:
 * the answer must parse and fit the question it answers. A forged click on an
 * option that was never offered is a 400.
 */
export function optionAnswerRule(
  toolName: string,
  questionSchema: SafeParser<OptionQuestionShape>,
  answerSchema: SafeParser<OptionAnswerShape>,
) {
  return (calledTool: string, rawInput: unknown, rawOutput: unknown, where: string): void => {
    if (calledTool !== toolName) return;
    const question = questionSchema.safeParse(rawInput);
    const answer = answerSchema.safeParse(rawOutput);
    if (!question.success || !answer.success) throw new AppError("bad_request", `An answer does not match its question (${where}).`);
    const misfit = answerMisfit(question.data, answer.data);
    if (misfit) throw new AppError("bad_request", `${misfit} (${where}).`);
  };
}
