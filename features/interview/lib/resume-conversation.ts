import type { UIMessage } from "ai";
import { getToolName, isToolUIPart } from "@/lib/ai/browser/ui-parts";
import { keepVouchedParts } from "@/lib/ai/turn/message-facts";
import { TOOL } from "../tool-names";

/**
 * Makes a stored or interrupted history safe to continue. A reload or a failed
 * stream can leave the last tutor message half-written: tool calls still
 * streaming their input, a server tool that never returned, text cut off after
 * the last finished tool, a course design that failed. Those are dropped (the next request redoes them);
 * everything finished — research, answers, the outline — is kept, so nothing is
 * paid for twice and no dangling tool call ever reaches a provider. Parts the
 * server has not signed yet (cut off mid-stream) go first: the server would
 * refuse them.
 */
export function trimUnfinishedTurn<MESSAGE extends UIMessage>(history: readonly MESSAGE[]): MESSAGE[] {
  const messages = keepVouchedParts(history, [TOOL.presentOptions]);
  const last = messages.at(-1);
  if (!last || last.role !== "assistant") return messages;

  const isFinishedTool = (part: MESSAGE["parts"][number]) =>
    isToolUIPart(part) &&
    (part.state === "output-available" ||
      // A failed design is redone, not kept: the learner is owed an outline. A failed research is kept (done once).
      (part.state === "output-error" && getToolName(part) !== TOOL.designCurriculum) ||
      (part.state === "input-available" && getToolName(part) === TOOL.presentOptions));
  const lastFinished = last.parts.findLastIndex(isFinishedTool);
  const kept = last.parts.slice(0, lastFinished + 1).filter((part) => !isToolUIPart(part) || isFinishedTool(part));
  const meaningful = kept.some((part) => part.type !== "step-start");
  const head = messages.slice(0, -1);
  return meaningful ? [...head, { ...last, parts: kept }] : head;
}

export type ConversationStatus = "awaiting-answer" | "complete" | "needs-continuation" | "empty";

/** Where a (trimmed) conversation stands: waiting for the learner, finished, or owed a tutor turn. */
export function conversationStatus(messages: readonly UIMessage[]): ConversationStatus {
  const last = messages.at(-1);
  if (!last) return "empty";
  if (last.role === "user") return "needs-continuation";
  const pendingQuestion = last.parts.some(
    (part) => isToolUIPart(part) && getToolName(part) === TOOL.presentOptions && part.state === "input-available",
  );
  if (pendingQuestion) return "awaiting-answer";
  const lastTool = last.parts.findLast(isToolUIPart);
  if (lastTool && getToolName(lastTool) === TOOL.designCurriculum && lastTool.state === "output-available") {
    return "complete";
  }
  // A finished question (answered) or research with nothing after it: the tutor owes the next step.
  return lastTool ? "needs-continuation" : "complete";
}
