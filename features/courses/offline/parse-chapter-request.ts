import { chapterPassageSchema, type ChapterPassage, type ChapterRequestBlock } from "../contract";
import { isRecord, lenientProfile } from "@/lib/ai/offline/model/lenient-block";
import { asLang } from "@/lib/ai/offline/text/detect-language";
import { asString } from "@/lib/ai/offline/text/text-utils";
import type { Locale } from "@/lib/i18n/locales";

/**
 * Lenient reader for the chapter-request block (same policy as ./parse-blocks):
 * a block from a slightly different app version still yields a chapter, with
 * neutral values for whatever is missing. Only a title is required.
 */

function positiveInt(value: unknown, fallback: number): number {
  return typeof value === "number" && Number.isInteger(value) && value > 0 ? value : fallback;
}

const DIFFICULTIES = ["beginner", "intermediate", "advanced"] as const;

export function parseChapterRequest(value: unknown, fallbackLang: Locale): ChapterRequestBlock | null {
  if (!isRecord(value)) return null;
  const title = asString(value.title);
  if (!title) return null;
  const chapterCount = positiveInt(value.chapterCount, 1);
  return {
    language: asLang(value.language) ?? fallbackLang,
    topic: asString(value.topic) ?? title,
    courseTitle: asString(value.courseTitle) ?? title,
    difficulty: DIFFICULTIES.find((level) => level === value.difficulty) ?? "beginner",
    profile: lenientProfile(value.profile),
    statedLevel: DIFFICULTIES.find((level) => level === value.statedLevel) ?? null,
    moduleTitle: asString(value.moduleTitle) ?? title,
    chapterNumber: Math.min(positiveInt(value.chapterNumber, 1), chapterCount),
    chapterCount,
    title,
    objective: asString(value.objective) ?? title,
    snippet: asString(value.snippet),
    minutes: positiveInt(value.minutes, 20),
    previousTitle: asString(value.previousTitle),
    nextTitle: asString(value.nextTitle),
    rewriteReason: asString(value.rewriteReason),
  };
}

/** The chapter-material block: the passages that are well-formed (a malformed one is left out, never guessed at). */
export function parseChapterMaterial(value: unknown): ChapterPassage[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = chapterPassageSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
