import { describe, expect, it } from "vitest";
import { comparableAnswer } from "../lib/answer-match";
import { chapterLines, checkCitation } from "../lib/citation-check";
import type { PracticeItemDraft } from "../lib/practice-item-schemas";
import { MIN_QUESTIONS } from "../lib/question-set";
import { promptKey, type TakenPrompts } from "./fresh-questions";
import { makeOfflineQuestions, type ChapterText } from "./question-maker";
import type { Locale } from "@/lib/i18n/locales";
import { scaffoldedChapter } from "@/tests/support/practice/shared-scaffolding";

/** Two chapters of one course: the same scaffolding (the loop, the mistakes), each with its own terms. */
const OWN = {
  en: {
    loss: [
      "- **Loss:** a number that says how wrong the model's predictions are.",
      "- **Gradient:** the direction in which the loss grows fastest.",
    ],
    rate: [
      "- **Learning rate:** how big each step against the gradient is.",
      "- **Batch:** the handful of examples one step is measured on.",
    ],
  },
  zh: {
    loss: ["- **损失：**衡量模型预测错得有多离谱的一个数。", "- **梯度：**损失增长最快的方向。"],
    rate: ["- **学习率：**每一步逆着梯度走多远。", "- **批次：**每一步用来测量误差的那一小组样本。"],
  },
};

function chapter(language: Locale, slug: string, title: string, own: readonly string[]): ChapterText {
  return {
    path: `chapters/01-0${slug.length}-${slug}.md`,
    title,
    content: scaffoldedChapter(language, title, own),
  };
}

const takenBy = (drafts: readonly PracticeItemDraft[]): TakenPrompts =>
  new Map(drafts.map((draft) => [promptKey(draft.prompt), comparableAnswer(draft.answer)]));

function expectSound(text: ChapterText, drafts: readonly PracticeItemDraft[]) {
  const lines = chapterLines(text.content);
  for (const draft of drafts) expect(checkCitation(draft, lines), draft.prompt).toEqual({ ok: true });
  expect(new Set(drafts.map((draft) => promptKey(draft.prompt))).size).toBe(drafts.length);
}

describe.each(["en", "zh"] as const)("questions the course does not ask yet (%s)", (language) => {
  const first = chapter(language, "loss", language === "en" ? "Loss" : "损失", OWN[language].loss);
  const second = chapter(language, "rates", language === "en" ? "Learning rates" : "学习率", OWN[language].rate);
  const asked = makeOfflineQuestions(language, first);

  it("asks another chapter's shared scaffolding again only when its own text has nothing new", () => {
    const alone = makeOfflineQuestions(language, second);
    const shared = alone.filter((draft) => asked.some((other) => promptKey(other.prompt) === promptKey(draft.prompt)));
    // The measure: on its own, the second chapter would repeat the first's questions on the shared lines.
    expect(shared.length).toBeGreaterThan(0);
    const fresh = makeOfflineQuestions(language, second, [], takenBy(asked));
    expectSound(second, fresh);
    expect(fresh.length).toBe(alone.length);
    expect(fresh.length).toBeGreaterThanOrEqual(MIN_QUESTIONS);
    expect(new Set(fresh.map((draft) => draft.kind))).toEqual(new Set(alone.map((draft) => draft.kind)));
    expect(fresh.filter((draft) => takenBy(asked).has(promptKey(draft.prompt)))).toEqual([]);
  });

  it("repeats a question only with the answer it has elsewhere, and only up to the minimum", () => {
    // The same chapter written again and again: each time it asks what is new, until nothing in it is.
    const taken = new Map<string, string>();
    let again = makeOfflineQuestions(language, first, [], taken);
    for (let round = 0; again.some((draft) => !taken.has(promptKey(draft.prompt))); round += 1) {
      expect(round, "every round asks something new").toBeLessThan(20);
      expectSound(first, again);
      for (const draft of again) taken.set(promptKey(draft.prompt), comparableAnswer(draft.answer));
      again = makeOfflineQuestions(language, first, [], taken);
    }
    expect(taken.size).toBeGreaterThan(asked.length);
    expectSound(first, again);
    expect(again.length).toBe(Math.min(MIN_QUESTIONS, asked.length));
    for (const draft of again) expect(taken.get(promptKey(draft.prompt))).toBe(comparableAnswer(draft.answer));
    // Asked elsewhere with another answer: never asked here, even if that leaves the chapter short.
    const otherAnswers: TakenPrompts = new Map(asked.map((draft) => [promptKey(draft.prompt), "another answer"]));
    const none = makeOfflineQuestions(language, first, [], otherAnswers);
    expect(none.filter((draft) => otherAnswers.has(promptKey(draft.prompt)))).toEqual([]);
  });

  it("is deterministic, and with nothing taken asks what it always asked", () => {
    const taken = takenBy(asked);
    expect(makeOfflineQuestions(language, second, [], taken)).toEqual(makeOfflineQuestions(language, second, [], taken));
    expect(new Set(makeOfflineQuestions(language, first, [], new Map()))).toEqual(new Set(asked));
  });
});
