/**
 * A model served without tool calling, as vLLM without a tool parser or an Ollama
 * model without tools behave: a request that carries `tools` is refused with a
 * 400 (`reject`, in the words each server uses) or the tools are ignored and the
 * model answers in words (`ignore`). A request without tools — the app's text
 * protocol — is answered from the tools its system prompt describes, written the
 * way such models write: JSON in a fence with prose and a `<think>` block
 * ("json"), or ("natural") a question in plain prose, an outline as markdown
 * headings and lists, a chapter as markdown.
 */
import { TOOL as COURSES_TOOL } from "@/features/courses/contract";
import { TOOL } from "@/features/interview/contract";
import type { CourseOutline, PresentOptionsInput } from "@/features/interview/lib/interview-schemas";
import { GOOD_CHAT_ANSWER, goodCall, wireText } from "./good-model";
import type { RecordedRequest, Reply, Script, WireBody } from "./wire-types";

export type WithTools = "reject-vllm" | "reject-ollama" | "ignore";
export type Writing = "json" | "natural";

export const VLLM_NO_PARSER = '"auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set';
export const OLLAMA_NO_TOOLS = "registry.ollama.ai/library/gemma2:2b does not support tools";
export const NO_TOOLS_THOUGHT = "SECRET-REASONING: the protocol wants one JSON object";

const refusal = (withTools: WithTools): Reply => ({
  status: 400,
  errorBody:
    withTools === "reject-vllm"
      ? { object: "error", message: VLLM_NO_PARSER, type: "BadRequestError", param: null, code: 400 }
      : { error: { message: OLLAMA_NO_TOOLS, type: "api_error", param: null, code: null } },
});

const systemText = (body: WireBody) =>
  body.messages
    .filter((message) => message.role === "system")
    .map((message) => wireText(message.content))
    .join("\n");

/** What the text protocol described: the tools on offer now, and the forced one. */
export function describedTools(body: WireBody): { names: string[]; forced: string | null } {
  const system = systemText(body);
  const section = system.slice(system.indexOf("# Tools"));
  if (!system.includes("# Tools")) return { names: [], forced: null };
  const names = [...section.matchAll(/^### (\w+)$/gm)].map((match) => match[1]!);
  const forced =
    /You must use the tool "(\w+)" now/.exec(section)?.[1] ?? (section.includes("You must use one of these tools now") ? "*" : null);
  return { names, forced };
}

/** The request as a native one (tools, tool_choice, tool messages), so the polite model's choice can be reused. */
function asNative(body: WireBody): WireBody {
  const { names, forced } = describedTools(body);
  const searched = body.messages.some(
    (message) => message.role === "user" && wireText(message.content).includes("Tool result (searchWeb)"),
  );
  return {
    ...body,
    tools: names.map((name) => ({ type: "function", function: { name, parameters: {} } })),
    tool_choice: forced === "*" ? "required" : forced ? { type: "function", function: { name: forced } } : "auto",
    messages: searched ? [...body.messages, { role: "tool", content: "results" }] : body.messages,
  };
}

export function outlineMarkdown(outline: CourseOutline): string {
  const modules = outline.modules.map(
    (module, index) =>
      `## Module ${index + 1}: ${module.title}\n\n${module.chapters.map((chapter) => `- **${chapter.title}** — ${chapter.objective} (${chapter.minutes} min)`).join("\n")}`,
  );
  return `Here is the course I designed.\n\n# ${outline.title}\n\n${outline.description}\n\nLevel: ${outline.difficulty}\n\n${modules.join("\n\n")}\n\n## Why this shape\n\n${outline.designRationale}`;
}

export function proseQuestion(question: PresentOptionsInput): string {
  return `${question.message}\n\n${question.question}\n${question.options.map((option) => `- ${option}`).join("\n")}`;
}

/** How the model writes one call in words. */
export function writeCall(call: { name: string; arguments: unknown }, writing: Writing): string {
  if (writing === "natural") {
    if (call.name === TOOL.presentOptions) return proseQuestion(call.arguments as PresentOptionsInput);
    if (call.name === TOOL.submitOutline) return outlineMarkdown(call.arguments as CourseOutline);
    if (call.name === COURSES_TOOL.saveChapter) return (call.arguments as { markdown: string }).markdown;
  }
  const json = JSON.stringify({ tool: call.name, input: call.arguments }, null, 2).replace(/\n}$/, ",\n}");
  return `<think>${NO_TOOLS_THOUGHT}</think>Sure — here is my answer:\n\`\`\`json\n${json}\n\`\`\`\nLet me know if you need anything else.`;
}

export interface NoToolsOptions {
  withTools: WithTools;
  writing?: Writing;
  /** Replaces the reply to a text-protocol request (a test's misbehaviour); null = the usual answer. */
  override?: (request: RecordedRequest, n: number) => Reply | null;
}

export function noToolCalling(options: NoToolsOptions): Script {
  let n = 0;
  return (request) => {
    const { body } = request;
    if (body.tools?.length) {
      if (options.withTools !== "ignore") return refusal(options.withTools);
      const call = goodCall(body);
      // Without a tool parser the model still answers — in words.
      return { content: call ? writeCall(call, "natural") : GOOD_CHAT_ANSWER };
    }
    const override = options.override?.(request, n++);
    if (override) return override;
    if (describedTools(body).names.length === 0) return { content: GOOD_CHAT_ANSWER };
    const call = goodCall(asNative(body));
    return { content: call ? writeCall(call, options.writing ?? "json") : GOOD_CHAT_ANSWER };
  };
}
