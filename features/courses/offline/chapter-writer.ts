import { BLOCK, TOOL, type ChapterRequestBlock } from "../contract";
import { composeChapter } from "./build-chapter";
import { detectLanguage } from "@/lib/ai/offline/text/detect-language";
import { parseChapterMaterial, parseChapterRequest } from "./parse-chapter-request";
import { endsWithToolResult, findBlock, lastUserText } from "@/lib/ai/offline/model/read-prompt";
import { call, mayCall, mustCallTool, type OfflineReply, type RoleContext } from "@/lib/ai/offline/model/role-context";
import { cleanUserText, clip } from "@/lib/ai/offline/text/text-utils";
import type { Locale } from "@/lib/i18n/locales";

const SAVED: Record<Locale, string> = { en: "The chapter is saved.", zh: "本章已保存。" };

/** The objective of a chapter written outside the protocol. */
const OBJECTIVE: Record<Locale, (topic: string) => string> = {
  en: (topic) => `After this chapter you can explain the core of “${topic}”.`,
  zh: (topic) => `学完本章，你能说清「${topic}」的核心内容。`,
};

function readRequest(ctx: RoleContext): ChapterRequestBlock {
  const last = lastUserText(ctx.prompt);
  const language = detectLanguage(last);
  const parsed = parseChapterRequest(findBlock(ctx.prompt, BLOCK.chapterRequest), language);
  if (parsed) return { ...parsed, material: parseChapterMaterial(findBlock(ctx.prompt, BLOCK.chapterMaterial)) };
  // Outside the protocol: a one-chapter "course" about whatever the user last asked for.
  const topic = clip(cleanUserText(last ?? "this subject"), 60) || "this subject";
  return {
    language,
    topic,
    courseTitle: topic,
    difficulty: "beginner",
    profile: { goal: null, background: null, targetOutcome: null, cognitiveStyle: null },
    moduleTitle: topic,
    chapterNumber: 1,
    chapterCount: 1,
    title: topic,
    objective: OBJECTIVE[language](topic),
    snippet: null,
    minutes: 20,
    previousTitle: null,
    nextTitle: null,
    rewriteReason: null,
  };
}

/**
 * The chapter writer: reads the chapter-request block and saves one markdown
 * chapter through saveChapter. After its own save it only acknowledges, so a
 * caller that keeps the loop going never gets the chapter twice.
 */
export function chapterWriter(ctx: RoleContext): OfflineReply {
  const request = readRequest(ctx);
  if (endsWithToolResult(ctx.prompt, TOOL.saveChapter) && !mustCallTool(ctx)) return { text: SAVED[request.language] };
  const markdown = composeChapter(request);
  if (mayCall(ctx, TOOL.saveChapter)) return call(TOOL.saveChapter, { markdown });
  return { text: markdown };
}
