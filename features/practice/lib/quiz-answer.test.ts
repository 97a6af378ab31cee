import { describe, expect, it } from "vitest";
import { answerAndConfidence } from "./quiz-answer";

describe("answerAndConfidence", () => {
  it("takes a trailing 1–4 as how sure, in either language; keeps the rest as the answer", () => {
    expect(answerAndConfidence("gradient descent, 3")).toEqual({ answer: "gradient descent", confidence: 3 });
    expect(answerAndConfidence("Pods (4)")).toEqual({ answer: "Pods", confidence: 4 });
    expect(answerAndConfidence("梯度下降，把握 2")).toEqual({ answer: "梯度下降", confidence: 2 });
    expect(answerAndConfidence("learning rate confidence: 1.")).toEqual({ answer: "learning rate", confidence: 1 });
    expect(answerAndConfidence("  just words ")).toEqual({ answer: "just words", confidence: null });
    // 5 is not a confidence, nor a digit inside a word.
    expect(answerAndConfidence("HTTP 5")).toEqual({ answer: "HTTP 5", confidence: null });
    expect(answerAndConfidence("IPv4")).toEqual({ answer: "IPv4", confidence: null });
  });
});
