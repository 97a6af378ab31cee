import type { DynamicToolUIPart, ReasoningUIPart, TextUIPart, ToolUIPart, UIDataTypes, UIMessage, UIMessagePart, UITools } from "ai";

/*
 * The AI SDK's message-part helpers, copied so browser code can use them
 * without importing `ai`'s main entry: that import brings the whole SDK
 * (≈70 KB gzip) into a page's first load. Same behaviour as `ai` 6.0.x;
 * ui-parts.test.ts checks each one against the SDK's own.
 */

export function isTextUIPart(part: UIMessagePart<UIDataTypes, UITools>): part is TextUIPart {
  return part.type === "text";
}

export function isReasoningUIPart(part: UIMessagePart<UIDataTypes, UITools>): part is ReasoningUIPart {
  return part.type === "reasoning";
}

export function isToolUIPart<TOOLS extends UITools>(
  part: UIMessagePart<UIDataTypes, TOOLS>,
): part is ToolUIPart<TOOLS> | DynamicToolUIPart {
  return part.type.startsWith("tool-") || part.type === "dynamic-tool";
}

export function getToolName(part: ToolUIPart<UITools> | DynamicToolUIPart): string {
  return part.type === "dynamic-tool" ? part.toolName : part.type.split("-").slice(1).join("-");
}

/** The parts after the last step-start of the last message, when that message is the assistant's. */
function lastAssistantStep(messages: readonly UIMessage[]) {
  const message = messages.at(-1);
  if (!message || message.role !== "assistant") return null;
  const lastStepStart = message.parts.reduce((last, part, index) => (part.type === "step-start" ? index : last), -1);
  return message.parts.slice(lastStepStart + 1);
}

/** The last assistant step has client tool calls and every one has its output (sendAutomaticallyWhen). */
export function lastAssistantMessageIsCompleteWithToolCalls({ messages }: { messages: UIMessage[] }): boolean {
  const step = lastAssistantStep(messages);
  if (!step) return false;
  const isClientTool = (part: UIMessagePart<UIDataTypes, UITools>) => isToolUIPart(part) && !part.providerExecuted;
  const calls = step.filter(isToolUIPart).filter((part) => !part.providerExecuted);
  const lastCall = step.reduce((last, part, index) => (isClientTool(part) ? index : last), -1);
  return (
    calls.length > 0 &&
    !step.slice(lastCall + 1).some((part) => part.type === "text" && part.state !== "done") &&
    calls.every((part) => (part.state === "output-available" && part.preliminary !== true) || part.state === "output-error")
  );
}

/** The last assistant step has at least one approval response and nothing still waiting (sendAutomaticallyWhen). */
export function lastAssistantMessageIsCompleteWithApprovalResponses({ messages }: { messages: UIMessage[] }): boolean {
  const step = lastAssistantStep(messages);
  if (!step) return false;
  const calls = step.filter(isToolUIPart);
  return (
    calls.some((part) => part.state === "approval-responded") &&
    calls.every(
      (part) =>
        (part.state === "output-available" && part.preliminary !== true) ||
        part.state === "output-error" ||
        part.state === "output-denied" ||
        part.state === "approval-responded",
    )
  );
}
