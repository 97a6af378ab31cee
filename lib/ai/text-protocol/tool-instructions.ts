import type { LanguageModelV4CallOptions, LanguageModelV4FunctionTool, LanguageModelV4Prompt } from "@ai-sdk/provider";
import { AGENT_OPTIONS_KEY } from "../agent-call";

/**
 * The request a model without tool calling gets instead of `tools`: the tools
 * this step may use, each with its JSON input schema (derived from the tool's
 * zod schema, as the native request would carry it), and the one answer shape
 * `{ "tool": name, "input": {…} }` — or plain words when no tool is forced.
 */
export function forcedOf(params: LanguageModelV4CallOptions): string | null {
  const choice = params.toolChoice;
  if (!choice || !params.tools?.length) return null;
  if (choice.type === "tool") return choice.toolName;
  if (choice.type === "required") return "*";
  return null;
}

/** The function tools a call may use now: the forced one, or the offered ones the step allows. */
export function usableTools(params: LanguageModelV4CallOptions): LanguageModelV4FunctionTool[] {
  const tools = (params.tools ?? []).filter((tool): tool is LanguageModelV4FunctionTool => tool.type === "function");
  const forced = forcedOf(params);
  if (forced && forced !== "*") return tools.filter((tool) => tool.name === forced);
  const allowed = (params.providerOptions?.[AGENT_OPTIONS_KEY] as { allowedTools?: unknown } | undefined)?.allowedTools;
  if (!Array.isArray(allowed)) return tools;
  return tools.filter((tool) => allowed.includes(tool.name));
}

function schemaText(tool: LanguageModelV4FunctionTool): string {
  const schema: Record<string, unknown> = { ...(tool.inputSchema as Record<string, unknown>) };
  delete schema.$schema;
  return JSON.stringify(schema);
}

export const ANSWER_SHAPE = '{"tool": "<tool name>", "input": { <the fields of that tool\'s input schema> }}';

/** The protocol, as one block of instructions. */
export function protocolInstructions(params: LanguageModelV4CallOptions): string {
  const tools = usableTools(params);
  const forced = forcedOf(params);
  const list = tools.map((tool) => `### ${tool.name}\n${tool.description ?? ""}\nInput JSON schema: ${schemaText(tool)}`).join("\n\n");
  const rule =
    forced && forced !== "*"
      ? `You must use the tool "${forced}" now.`
      : forced === "*"
        ? "You must use one of these tools now."
        : "If no tool is needed, answer in plain text instead, with no JSON.";
  return [
    "# Tools",
    "You use tools by writing JSON. These are the tools you may use now:",
    list,
    `To use a tool, answer with exactly one JSON object and nothing else: ${ANSWER_SHAPE}`,
    "The input must match the tool's input schema. No code fences, no text before or after the object.",
    rule,
    'Results of tools come back to you as messages that start with "Tool result".',
  ].join("\n\n");
}

/** The one-line reminder put at the end of the prompt when a tool is forced (small models forget the system prompt). */
export function forcedReminder(params: LanguageModelV4CallOptions): string | null {
  const forced = forcedOf(params);
  if (!forced) return null;
  const which = forced === "*" ? "one of the tools" : `the tool "${forced}"`;
  return `Answer now by using ${which}: exactly one JSON object ${ANSWER_SHAPE}, nothing else.`;
}

const json = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

/**
 * The conversation without tool messages: earlier calls become the JSON the model
 * would have written, results become user messages; same-role neighbours merge
 * (many chat templates refuse two user messages in a row).
 */
export function textOnlyHistory(prompt: LanguageModelV4Prompt): LanguageModelV4Prompt {
  const out: LanguageModelV4Prompt = [];
  const push = (message: LanguageModelV4Prompt[number]) => {
    const last = out.at(-1);
    if (last && last.role === message.role && last.role !== "system" && message.role !== "system") {
      (last.content as unknown[]).push(...message.content);
      return;
    }
    out.push(message.role === "system" ? message : ({ ...message, content: [...message.content] } as typeof message));
  };
  for (const message of prompt) {
    if (message.role === "system" || message.role === "user") push(message);
    else if (message.role === "assistant") {
      const content = message.content.flatMap((part) => {
        if (part.type === "tool-call") return [{ type: "text" as const, text: JSON.stringify({ tool: part.toolName, input: part.input }) }];
        if (part.type === "text" || part.type === "reasoning" || part.type === "file") return [part];
        return [];
      });
      if (content.length) push({ role: "assistant", content });
    } else {
      const content = message.content.flatMap((part) =>
        part.type === "tool-result" ? [{ type: "text" as const, text: `Tool result (${part.toolName}): ${resultText(part.output)}` }] : [],
      );
      if (content.length) push({ role: "user", content });
    }
  }
  return out;
}

function resultText(output: { type: string; value?: unknown; reason?: string }): string {
  if (output.type === "execution-denied") return `denied${output.reason ? `: ${output.reason}` : ""}`;
  if (output.type === "error-text" || output.type === "error-json") return `error: ${json(output.value)}`;
  if (output.type === "content" && Array.isArray(output.value)) {
    return output.value.map((item: { type?: string; text?: string }) => (item.type === "text" ? item.text : "")).join("\n");
  }
  return json(output.value);
}

/** The request for a model without tool calling: no tools, the protocol in the system prompt, a reminder at the end. */
export function textProtocolParams(params: LanguageModelV4CallOptions, extra: LanguageModelV4Prompt = []): LanguageModelV4CallOptions {
  const history = textOnlyHistory([...params.prompt, ...extra]);
  const protocol = protocolInstructions(params);
  const firstSystem = history.findIndex((message) => message.role === "system");
  const prompt: LanguageModelV4Prompt =
    firstSystem === -1
      ? [{ role: "system", content: protocol }, ...history]
      : history.map((message, index) =>
          index === firstSystem && message.role === "system" ? { ...message, content: `${message.content}\n\n${protocol}` } : message,
        );
  const reminder = forcedReminder(params);
  const last = prompt.at(-1);
  if (reminder && extra.length === 0) {
    if (last?.role === "user") prompt[prompt.length - 1] = { ...last, content: [...last.content, { type: "text", text: reminder }] };
    else prompt.push({ role: "user", content: [{ type: "text", text: reminder }] });
  }
  const request: LanguageModelV4CallOptions = { ...params, prompt };
  delete request.tools;
  delete request.toolChoice;
  return request;
}
