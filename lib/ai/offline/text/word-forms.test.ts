import { describe, expect, it } from "vitest";
import { findWordForms, wordStem } from "./word-forms";

describe("word forms: a topic finds the sentences about it in another form of its words", () => {
  it.each([
    ["overfitting", "a model overfits when it fits the noise", true],
    ["loss functions", "a loss function is a measure", true],
    ["regularization", "regularized models generalise", false],
    ["cat", "a category of things", false],
    ["lasso", "the lasso adds the absolute size", true],
    ["studies", "one study showed", false],
    ["stopping", "we stop early", true],
    ["model", "two models", true],
  ])("%s in “%s”: %s", (term, text, found) => {
    expect(findWordForms(text, term) !== null).toBe(found);
  });

  it("stems stay readable and never shorter than three letters", () => {
    expect(wordStem("overfitting")).toBe("overfit");
    expect(wordStem("models")).toBe("model");
    expect(wordStem("class")).toBe("class");
    expect(wordStem("red")).toBe("red");
  });
});
