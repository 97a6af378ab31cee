import { detectLanguage } from "../text/detect-language";
import { minimalFromSchema } from "./fit-to-schema";
import { lastUserText } from "./read-prompt";
import { forcedTool, mustCallTool, type OfflineReply, type RoleContext } from "./role-context";
import { quote } from "../text/text-utils";
import type { Locale } from "@/lib/i18n/locales";
import { WRITING } from "@/lib/i18n/writing";

const INTRO: Record<Locale, string> = {
  en: "I'm the offline model: no API key is configured, so I can only give simple, pre-written replies.",
  zh: "我是离线模型：当前没有配置 API 密钥，所以只能给出简单的预设回复。",
};

const ECHO: Record<Locale, string> = { en: "You said: {said}.", zh: "你说的是：{said}。" };

/** An honest, deterministic reply for calls no role recognises. */
export function fallbackText(ctx: RoleContext): string {
  const said = lastUserText(ctx.prompt);
  const lang = detectLanguage(said);
  if (!said) return INTRO[lang];
  return `${INTRO[lang]}${WRITING[lang].wordGap}${ECHO[lang].replace("{said}", quote(said, lang, 200))}`;
}

/** When a tool is demanded that no role knows, call it with the smallest input its schema accepts. */
export function minimalToolCall(ctx: RoleContext): OfflineReply | null {
  const name = forcedTool(ctx) ?? ctx.tools.keys().next().value;
  if (name === undefined) return null;
  const schema = ctx.tools.get(name);
  if (!schema) return null;
  const input = minimalFromSchema(schema);
  return { toolCall: { toolName: name, input: typeof input === "object" && input !== null ? (input as Record<string, unknown>) : {} } };
}

export function fallback(ctx: RoleContext): OfflineReply {
  if (mustCallTool(ctx)) {
    const reply = minimalToolCall(ctx);
    if (reply) return reply;
  }
  const format = ctx.responseFormat;
  if (format?.type === "json") {
    // Structured-output calls parse the text as JSON, so prose would be an error.
    return { text: JSON.stringify(format.schema ? minimalFromSchema(format.schema) : { message: fallbackText(ctx) }) };
  }
  return { text: fallbackText(ctx) };
}
