import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { recordPracticeAnswerOutputSchema } from "../lib/tutor-tool-schemas";
import type { PracticeAccess, QuizTurn } from "./practice-tool-context";
import { createRecordPracticeAnswerTool } from "./record-practice-answer";

const HAN = /\p{Script=Han}/u;
const IN_HAN: Record<Locale, boolean> = { en: false, zh: true };
const DELETED: Record<Locale, string> = { en: "This question was deleted.", zh: "这道题已被删除。" };

async function record(locale: Locale, turn: Partial<QuizTurn>, answer: PracticeAccess["answer"], itemId = "pi_1") {
  const tool = createRecordPracticeAnswerTool(
    { nextQuestion: async () => null, answer },
    { learnerText: "gradient, 3", askedItemIds: new Set(["pi_1"]), recorded: false, ...turn },
    locale,
  );
  return recordPracticeAnswerOutputSchema.parse(
    await tool.execute!({ itemId, confidence: 2 }, { toolCallId: "r1", messages: [], context: {} }),
  );
}

const unused: PracticeAccess["answer"] = () => Promise.reject(new Error("unused"));
const conflict: PracticeAccess["answer"] = () => Promise.reject(new AppError("conflict", DELETED));

describe("recordPracticeAnswer's refusals follow the request's locale", () => {
  it.each(LOCALES)("%s: a question not asked, a reply already recorded, no reply, and the service's own refusal", async (locale) => {
    const refusals = [
      await record(locale, {}, unused, "pi_other"),
      await record(locale, { recorded: true }, unused),
      await record(locale, { learnerText: "" }, unused),
      await record(locale, {}, conflict),
    ];
    for (const output of refusals) {
      expect(output.ok).toBe(false);
      const error = output.ok ? "" : output.error;
      expect(HAN.test(error)).toBe(IN_HAN[locale]);
    }
    expect(refusals[3]).toEqual({ ok: false, error: DELETED[locale] });
  });
});
