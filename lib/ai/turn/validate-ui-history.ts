import { getToolName, isToolUIPart, type ToolSet, type UIMessage } from "ai";
import { AppError } from "@/lib/errors";
import { verifyAssistantMessages, type MessageVouch } from "./message-vouch";
import { parseUiHistory } from "./ui-history-schema";

const bad = (message: string) => new AppError("bad_request", message);

export interface UiHistoryRules {
  /**
   * Checks a finished tool call's output against its input where the schemas
   * cannot (an answer must be among the options offered). Throws AppError.
   */
  checkToolResult?: (toolName: string, input: unknown, output: unknown, where: string) => void;
  /** Refuse two messages with the same id (a forged or corrupted history). */
  uniqueMessageIds?: boolean;
  /** Every assistant part must carry the server's signature (see message-vouch.ts). */
  vouch: MessageVouch;
}

/**
 * Validates a client-held agent history before any of it reaches a model, once
 * per request: every message and part through the SDK's UI message schemas and
 * every tool part through its tool's schemas (./ui-history-schema.ts; unknown
 * part types and tools fail before), and
 * then the rules the schemas cannot express — only the tutor calls tools, each
 * call id once, every tool call already has its result (so no provider ever sees
 * a dangling call: MissingToolResultsError), the feature's own checks, and
 * finally that every assistant part is one the server streamed (signed).
 */
export async function validateUiHistory<MESSAGE extends UIMessage>(
  messages: unknown,
  tools: ToolSet,
  rules: UiHistoryRules,
): Promise<MESSAGE[]> {
  checkPartTypes(messages, tools);
  // The SDK's validateUIMessages with these tools, dispatched by part type (./ui-history-schema.ts).
  const validated = await parseUiHistory(messages, tools);
  if (!validated.success) throw bad(`The conversation contains an invalid message: ${validated.reason.slice(0, 300)}`);

  const seenMessageIds = new Set<string>();
  const seenCallIds = new Set<string>();
  for (const [index, message] of (validated.data as MESSAGE[]).entries()) {
    const where = `message ${index + 1}`;
    if (rules.uniqueMessageIds) {
      if (seenMessageIds.has(message.id)) throw bad(`Message id ${message.id.slice(0, 80)} appears twice (${where}).`);
      seenMessageIds.add(message.id);
    }
    for (const part of message.parts) {
      if (!isToolUIPart(part)) continue;
      if (message.role !== "assistant") throw bad(`Only the tutor can call tools (${where}).`);
      if (seenCallIds.has(part.toolCallId)) throw bad(`Tool call ${part.toolCallId} appears twice (${where}).`);
      seenCallIds.add(part.toolCallId);

      if (part.state !== "output-available" && part.state !== "output-error") {
        throw bad(`Question ${part.toolCallId} has no answer yet (${where}); answer it before sending more.`);
      }
      if (part.state === "output-available" && rules.checkToolResult) {
        rules.checkToolResult(getToolName(part), part.input, part.output, `${where}, ${part.toolCallId}`);
      }
    }
  }
  // Last, so a malformed history gets the specific reason above rather than "not written by this server".
  verifyAssistantMessages(validated.data, tools, rules.vouch);
  return validated.data as MESSAGE[];
}

/**
 * Only the part types these conversations can contain. The SDK would quietly
 * turn an unknown finished tool part into a `dynamic-tool` and replay its
 * (forged) output to the model as a tool result; here anything unknown is refused.
 */
function checkPartTypes(messages: unknown, tools: ToolSet) {
  if (!Array.isArray(messages)) return;
  const allowed = {
    user: new Set(["text"]),
    assistant: new Set(["text", "reasoning", "step-start", ...Object.keys(tools).map((name) => `tool-${name}`)]),
  };
  for (const [index, message] of messages.entries()) {
    const { role, parts } = (message ?? {}) as { role?: string; parts?: unknown };
    // A system message from the client would be instructions.
    if (role === "system") throw bad(`The conversation may not contain system messages (message ${index + 1}).`);
    if ((role !== "user" && role !== "assistant") || !Array.isArray(parts)) continue;
    for (const part of parts) {
      const type = (part as { type?: unknown } | null)?.type;
      if (typeof type === "string" && allowed[role].has(type)) continue;
      if (role === "user" && typeof type === "string" && (type.startsWith("tool-") || type === "dynamic-tool")) {
        throw bad(`Only the tutor can call tools (message ${index + 1}).`);
      }
      const shown = typeof type === "string" ? type.slice(0, 60) : "a part without a type";
      throw bad(`The conversation contains an invalid message: message ${index + 1} has an unknown part (${shown}).`);
    }
  }
}
