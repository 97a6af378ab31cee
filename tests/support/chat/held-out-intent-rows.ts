/**
 * Test support for the chat's intent reader on held-out requests (not a test file): the row a
 * request is written as — the text, its language, the tool a person expects and the subject — and
 * the one check each row runs.
 */
import { expect, it } from "vitest";
import { detectIntents, topicOf } from "@/features/chat/offline/chat-intents";
import type { Locale } from "@/lib/i18n/locales";

/** The request, its language, the tool a person expects among the intents, and its subject (null: not checked). */
export type IntentRow = [text: string, lang: Locale, tool: string, topic: string | null];

/** One test per row (titled by its text): the row's tool is among the intents read, and the subject is the row's. */
export function itReadsEachIntent(rows: IntentRow[]) {
  it.each(rows)("%s", (text, lang, tool, topic) => {
    const intents = detectIntents(text, lang);
    expect(intents.map((intent) => intent.tool)).toContain(tool);
    if (topic) expect(topicOf(text, lang)).toBe(topic);
  });
}
