import { getToolName, isToolUIPart, lastAssistantMessageIsCompleteWithToolCalls, type UIMessage } from "ai";
import { CHAT_TOOL } from "../contract";

/**
 * When useChat should send by itself: only right after the learner answered an
 * option card. The SDK's own check is also true after a turn that ends on a
 * server tool, which would start an unasked-for extra turn.
 */
export function learnerJustAnsweredOption({ messages }: { messages: UIMessage[] }): boolean {
  if (!lastAssistantMessageIsCompleteWithToolCalls({ messages })) return false;
  const lastTool = messages.at(-1)?.parts.findLast(isToolUIPart);
  return lastTool !== undefined && getToolName(lastTool) === CHAT_TOOL.offerOptions && lastTool.state === "output-available";
}
