/**
 * A second reference route for the bare Next.js app (./bare-next.ts, POST
 * /sdk-turn): the same turn on the AI SDK alone, in the shape the product is
 * specified with — a `ToolLoopAgent` served by `createAgentUIStreamResponse`
 * from the UI messages the browser sent — making the same model calls the app
 * made for that turn, with the real `@ai-sdk/openai` provider.
 *
 * What it does per turn, all of it SDK work any app on the SDK pays for these
 * calls: reads the request's UI messages and lets `createAgentUIStreamResponse`
 * validate them against the tools, convert them to model messages, run the
 * agent and stream the UI message stream; each step sends the recorded step's
 * instructions, messages, tool choice and settings (as the app's `prepareStep`
 * rebuilds each step's messages), with the same tools and JSON schemas, whose
 * inputs (the model's calls, the history's tool parts) are validated with zod
 * schemas made once per process from those JSON schemas (as the app's tools are
 * zod schemas wrapped once: lib/ai/cached-schema.ts); a tool the app executed
 * (research, the curriculum designer) runs the recorded sub-agent calls through
 * `generateText` and returns the app's recorded output.
 *
 * Not here, being the app's own choices and cost: identity, the guard and
 * budgets, the app's history rules and signatures, signing, repair, prompt
 * building, the learner profile, the database. Telemetry is off as in the app.
 * It uses the fetch under Next's patch and sends no-transform, as the app's
 * model client and responses do, so neither pays costs the other skips.
 *
 * Until issue 22's fairness review it replayed each recorded request through its
 * own `streamText` from pre-converted messages, with tools that validated nothing,
 * and never read the request's UI messages: bench/PROFILE-per-turn.md has both
 * figures.
 */
export const SDK_FLOOR_ROUTE = `export const dynamic = "force-dynamic";
let replay = { turns: [] };
let provider = null;
let sdk = null;
let zod = null;
const schemas = new Map();
const NO_TELEMETRY = { isEnabled: false };

export async function PUT(request) {
  const body = await request.json();
  // Loaded on first use: Next preloads every route at start, and the SDK must not count in the
  // bare app's idle memory (the reference for the app's, measured on this same build).
  const [openai, ai, z] = await Promise.all([import("@ai-sdk/openai"), import("ai"), import("zod")]);
  sdk = ai;
  zod = z;
  const fetch = globalThis.fetch._nextOriginalFetch ?? globalThis.fetch;
  provider = openai.createOpenAI({ baseURL: body.modelBaseURL, apiKey: "bench", fetch });
  replay = { turns: body.turns.map((turn) => turnOf(turn.upstream.map((text) => callOf(JSON.parse(text))), turn.response)) };
  return new Response(null, { status: 204 });
}

// A tool's wire JSON schema as the SDK's Schema, validated by a zod schema made from it: once per schema per process.
function schemaOf(parameters) {
  const key = JSON.stringify(parameters);
  let schema = schemas.get(key);
  if (!schema) {
    const checker = zod.fromJSONSchema(parameters);
    schema = sdk.jsonSchema(parameters, {
      validate: (value) => {
        const parsed = checker.safeParse(value);
        return parsed.success ? { success: true, value: parsed.data } : { success: false, error: parsed.error };
      },
    });
    schemas.set(key, schema);
  }
  return schema;
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
    tools[entry.function.name] = sdk.tool({ description: entry.function.description, inputSchema: schemaOf(entry.function.parameters) });
  }
  // The request's settings, as the app's agent sets them (the same wire body).
  const settings = {};
  if (body.temperature !== undefined) settings.temperature = body.temperature;
  if (body.max_tokens !== undefined) settings.maxOutputTokens = body.max_tokens;
  if (body.max_completion_tokens !== undefined) settings.maxOutputTokens = body.max_completion_tokens;
  if (body.parallel_tool_calls !== undefined) settings.providerOptions = { openai: { parallelToolCalls: body.parallel_tool_calls } };
  return { instructions: system.join("\\n\\n") || undefined, messages, tools, toolChoice: toolChoiceOf(body.tool_choice), settings, stream: body.stream === true };
}

// The turn as the app ran it: its streamed calls are the agent's steps; the unstreamed calls after a step are the
// sub-agents its executed tool ran; that tool's output is the one the app streamed (tool-output-available, in order).
function turnOf(calls, response) {
  const outputs = [];
  const names = new Map();
  for (const frame of response.split("\\n\\n")) {
    if (!frame.startsWith("data: {")) continue;
    const chunk = JSON.parse(frame.slice(6));
    if (chunk.type === "tool-input-available" || chunk.type === "tool-input-start") names.set(chunk.toolCallId, chunk.toolName);
    if (chunk.type === "tool-output-available") outputs.push({ toolName: names.get(chunk.toolCallId), output: chunk.output });
  }
  const steps = [];
  const before = [];
  for (const call of calls) {
    if (call.stream) steps.push({ ...call, subAgents: [] });
    else (steps.at(-1)?.subAgents ?? before).push(call);
  }
  return { steps, before, outputs, executed: new Set(outputs.map((entry) => entry.toolName)) };
}

async function runSubAgents(model, calls) {
  for (const { stream, settings, ...call } of calls) await sdk.generateText({ model, ...call, ...settings, telemetry: NO_TELEMETRY });
}

export async function POST(request) {
  const body = JSON.parse(await request.text());
  const turn = replay.turns[Number(request.headers.get("x-replay") ?? 0) % replay.turns.length];
  const model = provider.chat("scripted");
  await runSubAgents(model, turn.before);
  const [first] = turn.steps;
  const outputs = [...turn.outputs];
  let step = 0;
  const tools = {};
  for (const [name, base] of Object.entries(first.tools)) {
    tools[name] = !turn.executed.has(name)
      ? base
      : sdk.tool({
          ...base,
          execute: async () => {
            await runSubAgents(model, turn.steps[step].subAgents);
            const index = outputs.findIndex((entry) => entry.toolName === name);
            return index < 0 ? null : outputs.splice(index, 1)[0].output;
          },
        });
  }
  const agent = new sdk.ToolLoopAgent({
    model,
    tools,
    telemetry: NO_TELEMETRY,
    instructions: first.instructions,
    ...first.settings,
    stopWhen: sdk.stepCountIs(turn.steps.length),
    prepareStep: ({ stepNumber }) => {
      step = stepNumber;
      const { instructions, messages, toolChoice } = turn.steps[stepNumber];
      return { instructions, messages, toolChoice };
    },
  });
  return sdk.createAgentUIStreamResponse({ agent, uiMessages: body.messages, headers: { "cache-control": "no-cache, no-transform" } });
}
`;
