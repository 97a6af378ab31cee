/**
 * A second reference route for the bare Next.js app (./bare-next.ts, POST
 * /sdk-turn): the AI SDK alone. It replays a turn's recorded model requests
 * through `streamText` (streamed requests) or `generateText` (the sub-agents'
 * unstreamed ones) with the real `@ai-sdk/openai` provider, each request's
 * messages and tools turned back from the wire body into model messages and
 * JSON-schema tools, and streams the UI message stream as the app does.
 *
 * No identity, guard, history validation, signing, repair, database or
 * prompt building: what is left is what any app built on `streamText` and the
 * provider pays for the same model calls. The app's figure over this one is
 * the app's own cost; this one over the minimal route (./next-route.ts) is the
 * SDK's. It uses the fetch under Next's patch and sends no-transform, as the
 * app's model client and responses do, so neither pays costs the other skips.
 */
export const SDK_FLOOR_ROUTE = `export const dynamic = "force-dynamic";
let replay = { turns: [] };
let provider = null;
let sdk = null;

export async function PUT(request) {
  const body = await request.json();
  // Loaded on first use: Next preloads every route at start, and the SDK must not count in the
  // bare app's idle memory (the reference for the app's, measured on this same build).
  const [openai, ai] = await Promise.all([import("@ai-sdk/openai"), import("ai")]);
  sdk = ai;
  const fetch = globalThis.fetch._nextOriginalFetch ?? globalThis.fetch;
  provider = openai.createOpenAI({ baseURL: body.modelBaseURL, apiKey: "bench", fetch });
  replay = { turns: body.turns.map((turn) => turn.upstream.map((text) => callOf(JSON.parse(text)))) };
  return new Response(null, { status: 204 });
}

function toolChoiceOf(choice) {
  if (choice === "required" || choice === "auto" || choice === "none") return choice;
  if (choice && choice.function) return { type: "tool", toolName: choice.function.name };
  return undefined;
}

function callOf(body) {
  const names = new Map();
  const system = [];
  const messages = [];
  for (const message of body.messages) {
    if (message.role === "system") system.push(message.content);
    else if (message.role === "user") {
      const content = typeof message.content === "string" ? message.content : message.content.map((part) => ({ type: "text", text: part.text }));
      messages.push({ role: "user", content });
    } else if (message.role === "assistant") {
      const content = message.content ? [{ type: "text", text: message.content }] : [];
      for (const call of message.tool_calls ?? []) {
        names.set(call.id, call.function.name);
        content.push({ type: "tool-call", toolCallId: call.id, toolName: call.function.name, input: JSON.parse(call.function.arguments || "{}") });
      }
      messages.push({ role: "assistant", content });
    } else if (message.role === "tool") {
      const toolName = names.get(message.tool_call_id) ?? "unknown";
      let output;
      try {
        output = { type: "json", value: JSON.parse(message.content) };
      } catch {
        output = { type: "text", value: message.content };
      }
      messages.push({ role: "tool", content: [{ type: "tool-result", toolCallId: message.tool_call_id, toolName, output }] });
    }
  }
  const tools = {};
  for (const entry of body.tools ?? []) {
    tools[entry.function.name] = sdk.tool({ description: entry.function.description, inputSchema: sdk.jsonSchema(entry.function.parameters) });
  }
  return { instructions: system.join("\\n\\n") || undefined, messages, tools, toolChoice: toolChoiceOf(body.tool_choice), stream: body.stream === true };
}

export async function POST(request) {
  JSON.parse(await request.text());
  const calls = replay.turns[Number(request.headers.get("x-replay") ?? 0) % replay.turns.length];
  const stream = sdk.createUIMessageStream({
    async execute({ writer }) {
      // One UI message per turn, as the app sends: a start before the first streamed call, a finish after the last.
      const lastStreamed = calls.findLastIndex((call) => call.stream);
      let started = false;
      for (const [index, { stream: streamed, ...call }] of calls.entries()) {
        const options = { model: provider.chat("scripted"), ...call };
        if (!streamed) {
          await sdk.generateText(options);
          continue;
        }
        const result = sdk.streamText(options);
        writer.merge(sdk.toUIMessageStream({ stream: result.stream, sendStart: !started, sendFinish: index === lastStreamed }));
        started = true;
        await result.response;
      }
    },
  });
  return sdk.createUIMessageStreamResponse({ stream, headers: { "cache-control": "no-cache, no-transform" } });
}
`;
