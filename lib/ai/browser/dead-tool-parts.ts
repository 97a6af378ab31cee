import type { UIMessage } from "ai";
import { getToolName, isToolUIPart, lastAssistantMessageIsCompleteWithApprovalResponses } from "./ui-parts";

/**
 * Tool parts that can never finish once the stream that made them has ended: a
 * call still streaming its input (the connection broke, or the server dropped
 * the call) or a tool with no result. Only an open call of `waitingTool` (an
 * option question the learner answers) still waits.
 */
function isDeadToolPart(part: UIMessage["parts"][number], waitingTool: string | undefined): boolean {
  if (!isToolUIPart(part)) return false;
  return part.state === "input-streaming" || (part.state === "input-available" && getToolName(part) !== waitingTool);
}

/**
 * The history without the last message's dead tool parts (above): what an
 * auto-send rule reads and a transport sends once a stream has ended, so nothing
 * waits on them and the server (which refuses a call without its result) never
 * receives one. Only for a settled conversation: while a stream runs, its parts
 * are still coming (useChat asks its sendAutomaticallyWhen only after a stream).
 */
export function withoutDeadToolParts<MESSAGE extends UIMessage>(messages: MESSAGE[], waitingTool?: string): MESSAGE[] {
  const last = messages.at(-1);
  if (!last || last.role !== "assistant" || !last.parts.some((part) => isDeadToolPart(part, waitingTool))) return messages;
  return [...messages.slice(0, -1), { ...last, parts: last.parts.filter((part) => !isDeadToolPart(part, waitingTool)) }];
}

/**
 * useChat's sendAutomaticallyWhen for a tutor whose writes wait for approval: once
 * the learner answered the proposals, unless one is still waiting. A card the
 * ended stream left unfinished is not waited for (it would hold the answers for ever).
 */
export function proposalsAnswered({ messages }: { messages: UIMessage[] }): boolean {
  return lastAssistantMessageIsCompleteWithApprovalResponses({ messages: withoutDeadToolParts(messages) });
}
