import type { UIMessage } from "ai";
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
 * Tool parts that can never finish once the stream that made them has ended: a
 * call still streaming its input (the connection broke, or the server dropped
 * the call) or a server tool that never returned. Only an open question of
 * `toolName` still waits — for the learner.
 */
function isDeadToolPart(part: UIMessage["parts"][number], toolName: string): boolean {
  if (!isToolUIPart(part)) return false;
  return part.state === "input-streaming" || (part.state === "input-available" && getToolName(part) !== toolName);
}

/**
 * The history without the last message's dead tool parts (above): what is shown
 * and sent once a stream has ended, so nothing waits on them and the server (which
 * refuses a call without its result) never receives one. Only for a settled
 * conversation: while a stream runs, its parts are still coming.
 */
export function withoutDeadToolParts<MESSAGE extends UIMessage>(messages: MESSAGE[], toolName: string): MESSAGE[] {
  const last = messages.at(-1);
  if (!last || last.role !== "assistant" || !last.parts.some((part) => isDeadToolPart(part, toolName))) return messages;
  return [...messages.slice(0, -1), { ...last, parts: last.parts.filter((part) => !isDeadToolPart(part, toolName)) }];
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
