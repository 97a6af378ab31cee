// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithLocale } from "@/tests/support/courses/test-render";
import { replyFixture } from "@/tests/support/practice/practice-fixtures";
import { AnswerFeedback } from "./answer-feedback";

afterEach(() => cleanup());

const misconception = "Confuses “loss” with “learning rate”.";

describe("AnswerFeedback", () => {
  it("says the answer and the misconception once when the grader's words already say them", () => {
    const feedback = `Not quite. The answer is “learning rate”. ${misconception}`;
    renderWithLocale(
      <AnswerFeedback
        reply={replyFixture({ correct: false, feedback, misconception, expected: "learning rate" })}
        last={false}
        onNext={vi.fn()}
      />,
    );
    const text = screen.getByTestId("feedback").textContent ?? "";
    expect(text.split(misconception)).toHaveLength(2);
    expect(text.split("The answer is “learning rate”")).toHaveLength(2);
    expect(text).not.toContain("Answer: learning rate");
    expect(screen.queryByTestId("misconception")).toBeNull();
  });

  it("shows the answer and the misconception when the grader's words do not", () => {
    renderWithLocale(
      <AnswerFeedback
        reply={replyFixture({ correct: false, feedback: "No.", misconception, expected: "learning rate" })}
        last={false}
        onNext={vi.fn()}
      />,
    );
    expect(screen.getByTestId("misconception").textContent).toContain(misconception);
    expect(screen.getByTestId("feedback").textContent).toContain("Answer: learning rate");
  });

  it.each([
    ["en", /^Next review in 1 minute \(today, /],
    ["zh", /^下次复习：1分钟后（今天 /],
  ] as const)("%s: a review a minute away is in minutes, today, not a date", (locale, shown) => {
    const nextDue = new Date(Date.now() + 60_000).toISOString();
    renderWithLocale(<AnswerFeedback reply={replyFixture({ correct: false, nextDue })} last={false} onNext={vi.fn()} />, locale);
    expect(screen.getByTestId("next-due").textContent).toMatch(shown);
  });
});
