/**
 * A chat-completions "server" inside the process, for the start-up warm-up: a
 * fetch that answers every request with one short streamed text reply, so the
 * configured provider's request building, stream parsing and repair middleware
 * run once before a learner's turn without any request leaving the process.
 */
export const CANNED_REPLY = "What would you like to be able to do when you have learned it?";

export const cannedChatCompletionFetch: typeof globalThis.fetch = async (_input, init) => {
  init?.signal?.throwIfAborted();
  const chunk = (delta: object, finish: string | null, usage?: object) =>
    `data: ${JSON.stringify({ id: "warm-up", object: "chat.completion.chunk", created: 0, model: "warm-up", choices: [{ index: 0, delta, finish_reason: finish }], ...(usage ? { usage } : {}) })}\n\n`;
  const body = [
    chunk({ role: "assistant", content: CANNED_REPLY }, null),
    chunk({}, "stop", { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 }),
    "data: [DONE]\n\n",
  ].join("");
  return new Response(body, { headers: { "content-type": "text/event-stream" } });
};
