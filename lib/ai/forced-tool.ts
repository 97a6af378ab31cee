import type { LanguageModelV4CallOptions, LanguageModelV4Prompt } from "@ai-sdk/provider";
import { AppError } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/locales";
import { AGENT_OPTIONS_KEY } from "./agent-call";

/** Words for the tools a learner may hear about when one is never called, in each UI language. */
const TOOL_WORDS: Record<string, Record<Locale, string>> = {
  presentOptions: { en: "question", zh: "提问" },
  offerOptions: { en: "options", zh: "选项" },
  researchTopic: { en: "research", zh: "调研" },
  designCurriculum: { en: "course design", zh: "课程设计" },
  submitBrief: { en: "research brief", zh: "调研简报" },
  submitOutline: { en: "outline", zh: "大纲" },
  saveChapter: { en: "chapter", zh: "章节" },
};

/** The tool this request must call: a name, "*" for any offered tool, or null when none is forced. */
export function forcedToolOf(params: LanguageModelV4CallOptions): string | null {
  const choice = params.toolChoice;
  if (!choice || !params.tools?.length) return null;
  if (choice.type === "tool") return choice.toolName;
  if (choice.type === "required") return "*";
  return null;
}

export function isForcedCall(forced: string, toolName: string): boolean {
  return forced === "*" || forced === toolName;
}

/** The learner-facing sentence once the retry failed too; names the likely cause. */
export function forcedToolError(forced: string, problems: string[]): AppError {
  const named = forced === "*" ? null : (TOOL_WORDS[forced] ?? { en: forced, zh: forced });
  return new AppError(
    "model_failed",
    {
      en: `The model did not call ${named ? `its ${named.en} tool` : "a tool"} — check that the model server supports tool calling (vLLM needs --enable-auto-tool-choice and a tool-call parser), then retry.`,
      zh: `模型没有调用${named ? `它的${named.zh}工具` : "工具"}——请检查模型服务器是否支持工具调用（vLLM 需要 --enable-auto-tool-choice 和一个工具调用解析器），然后重试。`,
    },
    { cause: new Error(`forced tool ${forced} missing after one retry: ${problems.join(" | ") || "no tool call"}`) },
  );
}

/**
 * One more try for a model that ignored the forced tool: the request again,
 * with what it answered and what was wrong. This message exists only in this
 * one request — never in the conversation, so the learner profile never sees it.
 */
export function correctionPrompt(
  params: LanguageModelV4CallOptions,
  forced: string,
  answered: string,
  problems: string[],
): LanguageModelV4Prompt {
  const allowed = (params.providerOptions?.[AGENT_OPTIONS_KEY] as { allowedTools?: unknown } | undefined)?.allowedTools;
  const named =
    Array.isArray(allowed) && allowed.length > 0 ? `one of the tools ${allowed.map((name) => `"${String(name)}"`).join(", ")}` : null;
  const which = forced === "*" ? (named ?? "one of your tools") : `the tool "${forced}"`;
  const said = answered.trim().slice(0, 2000);
  return [
    ...params.prompt,
    ...(said ? [{ role: "assistant" as const, content: [{ type: "text" as const, text: said }] }] : []),
    {
      role: "user",
      content: [
        {
          type: "text",
          text: `${problems.join(" ") || "You answered without calling a tool."} You must call ${which} now, with valid JSON arguments, and nothing else. Do not write tool calls as text.`,
        },
      ],
    },
  ];
}
