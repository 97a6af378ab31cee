// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithLocale } from "@/tests/support/courses/test-render";
import { replyFixture } from "@/tests/support/practice/practice-fixtures";
import { AnswerFeedback, withoutListedPoints } from "./answer-feedback";

afterEach(cleanup);

describe("AnswerFeedback: each missing key point said once", () => {
  it("the grader's sentence listing the missing points gives way to the list; its other words stay", () => {
    const reply = replyFixture({
      correct: false,
      score: 0,
      feedback: "Your answer makes none of the key points. Missing: “The goal”, “The input”.",
      missingPoints: ["The goal", "The input"],
      expected: "The goal, The input",
    });
    renderWithLocale(<AnswerFeedback reply={reply} last={false} onNext={() => {}} />);
    const feedback = screen.getByTestId("feedback");
    expect(feedback.textContent).toContain("Your answer makes none of the key points.");
    expect(feedback.textContent).not.toContain("Missing: “The goal”");
    expect([...screen.getByTestId("missing-points").querySelectorAll("li")].map((item) => item.textContent)).toEqual([
      "The goal",
      "The input",
    ]);
  });

  it("Chinese sentences, and a sentence naming only some of the points, are kept or dropped as a whole", () => {
    expect(withoutListedPoints("你的回答没有包含任何要点。缺少：“先定目标”、“从小处着手”。", ["先定目标", "从小处着手"])).toBe(
      "你的回答没有包含任何要点。",
    );
    expect(withoutListedPoints("Partly there. You left out “The goal”. Missing: “The goal”, “The input”.", ["The goal", "The input"])).toBe(
      "Partly there. You left out “The goal”.",
    );
    expect(withoutListedPoints("Not quite.", [])).toBe("Not quite.");
  });
});
