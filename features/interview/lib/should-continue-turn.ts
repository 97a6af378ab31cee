import { getToolName, isToolUIPart, lastAssistantMessageIsCompleteWithToolCalls, type UIMessage } from "ai";
import { TOOL } from "../contract";

/**
 * When useChat should send by itself: only right after the learner answered a
 * question card. The SDK's own check is also true after a turn that ends on a
 * server tool (the outline), which would start an unasked-for extra turn.
 */
export function learnerJustAnswered({ messages }: { messages: UIMessage[] }): boolean {
  if (!lastAssistantMessageIsCompleteWithToolCalls({ messages })) return false;
  const lastTool = messages.at(-1)?.parts.findLast(isToolUIPart);
  return lastTool !== undefined && getToolName(lastTool) === TOOL.presentOptions && lastTool.state === "output-available";
}
