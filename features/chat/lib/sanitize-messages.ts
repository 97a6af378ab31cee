import type { UIMessage } from "ai";
import { getToolName, isToolUIPart } from "@/lib/ai/browser/ui-parts";
import { keepVouchedParts } from "@/lib/ai/turn/message-facts";
import { findPendingQuestion as findPendingOptionQuestion } from "@/lib/ai/option-question/option-history";
import { CHAT_TOOL } from "../tool-names";

type Part = UIMessage["parts"][number];

/** A tool part that carries a result the provider can be sent (or an answer still owed by the learner). */
function isSettledTool(part: Part): boolean {
  if (!isToolUIPart(part)) return true;
  if (part.state === "output-available") return part.preliminary !== true;
  return part.state === "output-error" || part.state === "output-denied";
}

/**
 * Makes a stored (or stopped) history safe to continue. A
 * reload, a stop or a session switch mid-stream can leave tool calls without a
 * result: input still streaming, a server tool that never returned, a deep
 * dive that only sent preliminary outputs. Each message is cut at its first
 * unfinished tool part (the text after it was written on top of a result that
 * never came), and messages left empty are dropped — so a restored session
 * never raises MissingToolResultsError. The one exception: an offerOptions
 * question waiting for the learner on the LAST message stays, to be answered.
 * Parts the server has not signed yet (a reply cut off mid-stream) go too: the
 * server would refuse them.
 */
export function sanitizeMessages<MESSAGE extends UIMessage>(history: readonly MESSAGE[]): MESSAGE[] {
  const messages = keepVouchedParts(history, [CHAT_TOOL.offerOptions]);
  const result: MESSAGE[] = [];
  messages.forEach((message, index) => {
    if (message.role !== "assistant") {
      result.push(message);
      return;
    }
    const isLast = index === messages.length - 1;
    const cut = message.parts.findIndex((part) => {
      if (isSettledTool(part)) return false;
      const pendingQuestion =
        isLast && isToolUIPart(part) && getToolName(part) === CHAT_TOOL.offerOptions && part.state === "input-available";
      return !pendingQuestion;
    });
    const parts = cut === -1 ? message.parts : message.parts.slice(0, cut);
    const meaningful = parts.some((part) => part.type !== "step-start" && !(part.type === "text" && !part.text.trim()));
    if (meaningful) result.push(cut === -1 ? message : { ...message, parts });
  });
  return result;
}

/** The offerOptions question the learner still has to answer, if the last message asks one. */
export function findPendingQuestion(messages: readonly UIMessage[]): { toolCallId: string; input: unknown } | null {
  return findPendingOptionQuestion(messages, CHAT_TOOL.offerOptions);
}
