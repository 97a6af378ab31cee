import type { ModelMessage } from "ai";
import { languageOfText } from "@/lib/i18n/text-language";
import { isTurnContext } from "@/lib/ai/turn/turn-context";
import type { Locale } from "@/lib/i18n/locales";

/** The learner's latest words in a model history. */
export function lastLearnerText(messages: readonly ModelMessage[]): string | null {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index];
    // The app's own context message is not the learner's words (AI SDK 7 hands it to tools with the step's messages).
    if (message?.role !== "user" || isTurnContext(message)) continue;
    const text =
      typeof message.content === "string"
        ? message.content
        : message.content.map((part) => (part.type === "text" ? part.text : "")).join("\n");
    if (text.trim()) return text;
  }
  return null;
}

/** The language the learner writes in; the UI language when their words don't tell. */
export function learnerLanguage(messages: readonly ModelMessage[], uiLocale: Locale): Locale {
  return languageOfText(lastLearnerText(messages)) ?? uiLocale;
}
