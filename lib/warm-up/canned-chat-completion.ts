import { safeJsonParse } from "@/lib/safe-json";

/**
 * A chat-completions "server" inside the process, for the start-up warm-up: a
 * fetch that answers like a polite model, so the configured provider's request
 * building, its streamed and whole-answer parsing (text and tool calls) and the
 * repair middleware run once before a learner's turn, without any request
 * leaving the process. Offered tools: it calls the first one with
 * `{"text":"warm-up"}`; once the conversation holds a tool result, or with no
 * tools, it answers CANNED_REPLY.
 */
export const CANNED_REPLY = "What would you like to be able to do when you have learned it?";

interface CannedRequest {
  stream?: boolean;
  tools?: { function?: { name?: string } }[];
  messages?: { role?: string }[];
}

const USAGE = { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 };

export const cannedChatCompletionFetch: typeof globalThis.fetch = async (_input, init) => {
  init?.signal?.throwIfAborted();
  const request = (typeof init?.body === "string" ? safeJsonParse(init.body) : null) as CannedRequest | null;
  const toolName = request?.messages?.some((message) => message.role === "tool") ? undefined : request?.tools?.[0]?.function?.name;
  const toolCall = toolName
    ? { index: 0, id: "call_warm_up", type: "function", function: { name: toolName, arguments: '{"text":"warm-up"}' } }
    : undefined;
  const message = toolCall ? { role: "assistant", content: null, tool_calls: [toolCall] } : { role: "assistant", content: CANNED_REPLY };
  const finish = toolCall ? "tool_calls" : "stop";
  const base = { id: "warm-up", created: 0, model: "warm-up" };
  if (!request?.stream) {
    const body = { ...base, object: "chat.completion", choices: [{ index: 0, message, finish_reason: finish }], usage: USAGE };
    return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
  }
  const chunk = (delta: object, finishReason: string | null, usage?: object) =>
    `data: ${JSON.stringify({ ...base, object: "chat.completion.chunk", choices: [{ index: 0, delta, finish_reason: finishReason }], ...(usage ? { usage } : {}) })}\n\n`;
  const body = [chunk(message, null), chunk({}, finish, USAGE), "data: [DONE]\n\n"].join("");
  return new Response(body, { headers: { "content-type": "text/event-stream" } });
};
