import type { Reply, WireBody, WireToolCall } from "./wire-types";

/** Splits text into `count` pieces, so tags and JSON arrive cut mid-token. */
export function pieces(text: string, count: number): string[] {
  const size = Math.max(1, Math.ceil(text.length / count));
  const out: string[] = [];
  for (let index = 0; index < text.length; index += size) out.push(text.slice(index, index + size));
  return out;
}

const asPieces = (value: string | string[] | undefined) => (value === undefined ? [] : Array.isArray(value) ? value : pieces(value, 8));

const argumentsText = (call: WireToolCall) => (typeof call.arguments === "string" ? call.arguments : JSON.stringify(call.arguments));

const defaultFinish = (reply: Reply) => (reply.toolCalls?.length ? "tool_calls" : "stop");
/** ≈ chars/4 of what the model was sent, so token counts grow with the conversation like a real server's. */
export function estimatePromptTokens(body: WireBody): number {
  return Math.ceil(JSON.stringify({ messages: body.messages, tools: body.tools ?? [] }).length / 4);
}

let counter = 0;

/** The SSE frames of one streamed chat completion (each a complete `data: …\n\n`). */
export function sseFrames(body: WireBody, reply: Reply): string[] {
  const id = `chatcmpl-${++counter}`;
  const base = { id, object: "chat.completion.chunk", created: 1_700_000_000, model: body.model };
  const frame = (delta: Record<string, unknown>, finishReason: string | null = null) =>
    `data: ${JSON.stringify({ ...base, choices: reply.emptyChoices ? [] : [{ index: 0, delta, finish_reason: finishReason }] })}\n\n`;

  const frames = [frame({ role: "assistant", content: "" })];
  for (const piece of asPieces(reply.reasoning)) frames.push(frame({ reasoning_content: piece }));
  for (const piece of asPieces(reply.content)) frames.push(frame({ content: piece }));
  (reply.toolCalls ?? []).forEach((call, index) => {
    const callId = call.id ?? `call_${counter}_${index}`;
    const send = () => {
      if (call.argumentsAsObject) {
        frames.push(
          frame({ tool_calls: [{ index, id: callId, type: "function", function: { name: call.name, arguments: call.arguments } }] }),
        );
        return;
      }
      frames.push(frame({ tool_calls: [{ index, id: callId, type: "function", function: { name: call.name, arguments: "" } }] }));
      let text = argumentsText(call);
      if (call.truncateAt !== undefined) text = text.slice(0, Math.floor(text.length * call.truncateAt));
      for (const piece of pieces(text, call.split ?? 3)) frames.push(frame({ tool_calls: [{ index, function: { arguments: piece } }] }));
    };
    send();
    if (call.duplicate) send();
  });
  if (reply.contentAfterTools) frames.push(frame({ content: reply.contentAfterTools }));
  const finish = reply.finishReason === undefined ? defaultFinish(reply) : reply.finishReason;
  if (finish !== null) frames.push(frame({}, finish));
  if (reply.usage !== null) {
    frames.push(`data: ${JSON.stringify({ ...base, choices: [], usage: usageOf(body, reply) })}\n\n`);
  }
  frames.push("data: [DONE]\n\n");
  return frames;
}

function usageOf(body: WireBody, reply: Reply) {
  const usage = reply.usage ?? { prompt_tokens: estimatePromptTokens(body), completion_tokens: 30 };
  return { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens };
}

/** The JSON body of one non-streamed chat completion. */
export function completionBody(body: WireBody, reply: Reply) {
  const id = `chatcmpl-${++counter}`;
  const content = [...asPieces(reply.content), reply.contentAfterTools ?? ""].join("");
  const reasoning = asPieces(reply.reasoning).join("");
  return {
    id,
    object: "chat.completion",
    created: 1_700_000_000,
    model: body.model,
    choices: reply.emptyChoices
      ? []
      : [
          {
            index: 0,
            message: {
              role: "assistant",
              content: content || null,
              ...(reasoning ? { reasoning_content: reasoning } : {}),
              tool_calls: reply.toolCalls?.length
                ? reply.toolCalls.map((call, index) => ({
                    id: call.id ?? `call_${counter}_${index}`,
                    type: "function",
                    function: {
                      name: call.name,
                      arguments: call.argumentsAsObject
                        ? call.arguments
                        : call.truncateAt !== undefined
                          ? argumentsText(call).slice(0, Math.floor(argumentsText(call).length * call.truncateAt))
                          : argumentsText(call),
                    },
                  }))
                : undefined,
            },
            finish_reason: reply.finishReason === undefined ? defaultFinish(reply) : reply.finishReason,
          },
        ],
    ...(reply.usage === null ? {} : { usage: usageOf(body, reply) }),
  };
}
