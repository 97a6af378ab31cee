import { describe, expect, it } from "vitest";
import { quoteText, WRITING } from "@/lib/i18n/writing";
import { QUESTION_PHRASES } from "./question-phrases";

describe("practice prompts quote a phrase that has quotes of its own", () => {
  it("English: inner quotes become ‘…’, and a definition's full stop does not sit before the question mark", () => {
    const prompt = QUESTION_PHRASES.en.choice("what you are trying to achieve when you use “Core ideas and vocabulary of SQL”.");
    expect(prompt).toBe(
      "Which does the chapter describe as “what you are trying to achieve when you use ‘Core ideas and vocabulary of SQL’”?",
    );
    expect(QUESTION_PHRASES.en.definition('"Pods"')).toBe("In your own words: how does the chapter explain “Pods”?");
    expect(QUESTION_PHRASES.en.listPoints(3, "Steps of “Fit”")).toBe("The chapter lists 3 points under “Steps of ‘Fit’”. What are they?");
  });

  it("Chinese: prompts quote with 「」 like the rest of the Chinese text, inner quotes with 『』", () => {
    const prompt = QUESTION_PHRASES.zh.choice("使用“SQL 的核心概念”时想要达到的目标。");
    expect(prompt).toBe("本章中哪一项的说明是「使用『SQL 的核心概念』时想要达到的目标」？");
    expect(QUESTION_PHRASES.zh.definition("「梯度」")).toBe("用你自己的话说：本章怎样说明「梯度」？");
    expect(QUESTION_PHRASES.zh.misconception("梯度", "损失", "「步长」的大小。", "a.md:1-1")).toBe(
      "把「梯度」和「损失」混为一谈：本章对「梯度」的说明是「『步长』的大小」（a.md:1-1）。",
    );
    for (const phrase of [prompt, QUESTION_PHRASES.zh.listPoints(2, "步骤")]) expect(phrase).not.toMatch(/[“”]/u);
  });

  it("leaves an unpaired quote and an ellipsis alone", () => {
    expect(quoteText('it’s 6" long…', WRITING.en)).toBe('“it’s 6" long…”');
    expect(QUESTION_PHRASES.en.choice("the slope...")).toBe("Which does the chapter describe as “the slope...”?");
  });
});
