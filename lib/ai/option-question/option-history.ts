import type { UIMessage } from "ai";
import { withoutDeadToolParts } from "@/lib/ai/browser/dead-tool-parts";
import { getToolName, isToolUIPart, lastAssistantMessageIsCompleteWithToolCalls } from "@/lib/ai/browser/ui-parts";

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
 * server tool (the outline), which would start an unasked-for extra turn. The SDK
 * asks only once a stream has ended, so a part that can no longer finish is not
 * waited for (it would hold the conversation for ever).
 */
export function learnerJustAnswered(toolName: string) {
  return ({ messages }: { messages: UIMessage[] }): boolean => {
    const live = withoutDeadToolParts(messages, toolName);
    return lastAssistantMessageIsCompleteWithToolCalls({ messages: live }) && endsWithAnsweredQuestion(live.at(-1), toolName);
  };
}
