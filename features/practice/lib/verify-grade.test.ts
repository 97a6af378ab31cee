import { describe, expect, it } from "vitest";
import { everyPointMade, LEARNING_RATE_QUESTION as question } from "@/tests/support/practice/short-answer-fixture";
import { verifiedGrade } from "./verify-grade";

const allMade = (quote: string) => ({ points: everyPointMade(question.keyPoints.length, quote) });

describe("a model's grade of a short answer, verified", () => {
  it("a model that calls a nonsense answer correct: not correct, and the feedback names every missing point", () => {
    const answer = "I like turtles and purple bananas.";
    const grade = verifiedGrade(question, answer, allMade(answer));
    expect(grade).toMatchObject({ correct: false, score: 0, missingPoints: question.keyPoints });
    expect(grade.feedback).toContain("“overshoots the minimum”");
    expect(grade.feedback).toContain("“the loss diverges”");
  });

  it("credit for words the learner never wrote is not given", () => {
    const answer = "It goes too far.";
    const grade = verifiedGrade(question, answer, allMade("it overshoots the minimum and the loss diverges"));
    expect(grade.correct).toBe(false);
  });

  it("a paraphrase the model backs with the learner's own words counts, point by point", () => {
    const answer = "It jumps past the lowest point of the loss, which then blows up and diverges.";
    const grade = verifiedGrade(question, answer, {
      points: [
        { point: 1, made: true, quote: "jumps past the lowest point of the loss" },
        { point: 2, made: true, quote: "blows up and diverges" },
      ],
    });
    expect(grade).toMatchObject({ correct: true, score: 1, missingPoints: [] });
  });

  it("a point the answer makes in the rubric's words counts even when the model says it does not", () => {
    const answer = "It overshoots the minimum.";
    const grade = verifiedGrade(question, answer, { points: [{ point: 1, made: false, quote: "" }] });
    expect(grade).toMatchObject({ correct: false, score: 0.5, missingPoints: ["the loss diverges"] });
  });

  it("claims about points that do not exist change nothing", () => {
    const grade = verifiedGrade(question, "No idea.", { points: [{ point: 7, made: true, quote: "No idea" }] });
    expect(grade).toMatchObject({ correct: false, score: 0 });
  });
});
