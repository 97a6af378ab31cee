import type { LanguageModelV4 } from "@ai-sdk/provider";
import { wrapLanguageModel, type LanguageModel } from "ai";
import { isStandIn } from "@/lib/ai/text-protocol/stand-in-mark";
import type { Locale } from "@/lib/i18n/locales";

/**
 * A chapter the offline stand-in wrote because the learner's model would not
 * (lib/ai/text-protocol/) says so in the chapter itself, under its title: the
 * reader is never left to take generic text for the model's work.
 */
const NOTE: Record<Locale, string> = {
  en: "> Your model did not write this chapter, so the offline stand-in did. It cannot know the subject: rewrite the chapter once your model works.",
  zh: "> 你的模型没有写出本章，由离线替身代写；它并不了解这个学科。模型正常后请重写本章。",
};

export function standInChapterNote(language: Locale): string {
  return NOTE[language];
}

/** The note put right after the chapter's title heading. */
export function withStandInNote(markdown: string, note: string): string {
  const [title, ...rest] = markdown.split("\n");
  return [title, "", note, ...rest].join("\n");
}

/** The model, plus whether its last answer came from the stand-in (read before the tool runs). */
export function watchStandIn(model: LanguageModel): { model: LanguageModelV4; wroteIt: () => boolean } {
  let standIn = false;
  const watched = wrapLanguageModel({
    model: model as LanguageModelV4,
    middleware: {
      specificationVersion: "v4",
      wrapGenerate: async ({ doGenerate }) => {
        const result = await doGenerate();
        standIn = result.content.some((part) => part.type === "tool-call" && isStandIn(part.providerMetadata));
        return result;
      },
    },
  });
  return { model: watched, wroteIt: () => standIn };
}
