import { isToolUIPart, getToolName, safeValidateUIMessages, type ToolSet } from "ai";
import { TOOL } from "@/lib/ai/agent-protocol";
import { AppError } from "@/lib/errors";
import { presentOptionsInputSchema, presentOptionsOutputSchema } from "./interview-schemas";

const bad = (message: string) => new AppError("bad_request", message);

/**
 * Validates a client-held interview history before any of it reaches a model:
 * the SDK checks every part against the tools' schemas (unknown tools fail), and
 * then the rules the schemas cannot express — an answer must fit the question it
 * answers, and every tool call must already have its result, so no provider ever
 * sees a dangling call (MissingToolResultsError).
 */
export async function validateInterviewMessages<MESSAGE extends import("ai").UIMessage>(
  messages: unknown,
  tools: ToolSet,
): Promise<MESSAGE[]> {
  checkPartTypes(messages, tools);
  const validated = await safeValidateUIMessages<MESSAGE>({ messages, tools: tools as never });
  if (!validated.success) {
    const reason = validated.error.message.split("\n")[0]?.slice(0, 300) ?? "invalid message";
    throw bad(`The conversation contains an invalid message: ${reason}`);
  }

  const seenCallIds = new Set<string>();
  for (const [index, message] of validated.data.entries()) {
    for (const part of message.parts) {
      if (!isToolUIPart(part)) continue;
      const where = `message ${index + 1}`;
      if (message.role !== "assistant") throw bad(`Only the tutor can call tools (${where}).`);
      if (seenCallIds.has(part.toolCallId)) throw bad(`Tool call ${part.toolCallId} appears twice (${where}).`);
      seenCallIds.add(part.toolCallId);

      if (part.state !== "output-available" && part.state !== "output-error") {
        throw bad(`Question ${part.toolCallId} has no answer yet (${where}); answer it before sending more.`);
      }
      if (getToolName(part) === TOOL.presentOptions && part.state === "output-available") {
        checkAnswerFitsQuestion(part.input, part.output, `${where}, ${part.toolCallId}`);
      }
    }
  }
  return validated.data;
}

/**
 * Only the part types this conversation can contain. The SDK would quietly turn
 * an unknown finished tool part into a `dynamic-tool` and replay its (forged)
 * output to the model as a tool result; here anything unknown is refused.
 */
function checkPartTypes(messages: unknown, tools: ToolSet) {
  if (!Array.isArray(messages)) return;
  const allowed = {
    user: new Set(["text"]),
    assistant: new Set(["text", "reasoning", "step-start", ...Object.keys(tools).map((name) => `tool-${name}`)]),
  };
  for (const [index, message] of messages.entries()) {
    const { role, parts } = (message ?? {}) as { role?: string; parts?: unknown };
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

function checkAnswerFitsQuestion(rawInput: unknown, rawOutput: unknown, where: string) {
  const question = presentOptionsInputSchema.safeParse(rawInput);
  const answer = presentOptionsOutputSchema.safeParse(rawOutput);
  if (!question.success || !answer.success) throw bad(`An answer does not match its question (${where}).`);
  const { selected, skipped } = answer.data;
  if (skipped && !question.data.allowSkip) throw bad(`This question cannot be skipped (${where}).`);
  if (selected) {
    if (selected.length > 1 && !question.data.multiSelect) throw bad(`This question takes one answer (${where}).`);
    const offered = new Set(question.data.options);
    const unknown = selected.find((option) => !offered.has(option));
    if (unknown !== undefined) throw bad(`"${unknown.slice(0, 80)}" is not one of the offered options (${where}).`);
  }
}
