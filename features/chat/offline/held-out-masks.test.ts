import { describe, expect, it } from "vitest";
import { itAnswersEachInFiveVoices, passage, type MaskRow } from "@/tests/support/chat/held-out-mask-rows";
import { offlineChat, quotesOf } from "@/tests/support/chat/offline-chat-kit";
import { MASK_IDS } from "../lib/chat-limits";
import { deepDiveExplanation } from "./deep-dive-writer";

/**
 * The five masks on the second held-out set's messages, in both languages: each answers in its own
 * voice and method (the coach terse and challenging, the mentor encouraging, the rationalist asking
 * for reasons, the chameleon adapting), and every line an explanation quotes is a line of the
 * learner's material as written.
 */
const CASES: MaskRow[] = [
  {
    earlier: [],
    said: "whats a closure",
    passages: [
      passage(
        "JavaScript",
        "chapters/03-01-closures.md:4-6",
        "A closure is a function that keeps the variables of the scope it was made in.\nClosures let a callback remember its counter.",
      ),
    ],
  },
  {
    earlier: ["what is overfitting?"],
    said: "what about dropout then?",
    passages: [
      passage(
        "ML",
        "chapters/04-02-dropout.md:2-3",
        "Dropout switches off random units during training.\nBecause of dropout, no unit can rely on another, so the model overfits less.",
      ),
    ],
  },
  {
    earlier: [],
    said: "闭包是啥",
    passages: [passage("JavaScript", "chapters/03-01-closures.md:4-5", "闭包是能记住创建它时作用域里变量的函数。\n回调靠闭包记住计数器。")],
  },
  {
    earlier: ["什么是过拟合？"],
    said: "那dropout呢",
    passages: [
      passage(
        "机器学习",
        "chapters/04-02-dropout.md:2-3",
        "dropout 在训练时随机关闭一些单元。\n有了 dropout，单元不能互相依赖，所以过拟合更少。",
      ),
    ],
  },
];
const hasHan = (text: string) => /\p{Script=Han}/u.test(text);

describe("the five masks on new messages", () => {
  itAnswersEachInFiveVoices(CASES);

  it.each([
    ["translate the whole chapter into spanish", "en"],
    ["把整章翻译成英文", "zh"],
  ] as const)("refuses %s in five voices, and all five say the same true thing", (said, language) => {
    const replies = MASK_IDS.map((mask) => offlineChat([said], mask).text ?? "");
    expect(new Set(replies).size).toBe(MASK_IDS.length);
    for (const reply of replies) {
      expect(reply).toMatch(
        language === "en" ? /I can't do that offline: translating needs a language model/ : /离线时我做不到这一点：翻译需要语言模型/,
      );
      expect(hasHan(reply)).toBe(language === "zh");
    }
  });

  it.each(["en", "zh"] as const)("a deep dive on a new subject quotes only the learner's passages (%s)", (language) => {
    const passages = CASES.flatMap((entry) => entry.passages).map((entry) => ({ ...entry, href: entry.href }));
    const text = deepDiveExplanation({ language, topic: "closure", question: null, maskId: "blunt", passages });
    // The deep dive quotes a passage's lines as one line: the same words, the line breaks as spaces.
    const material = passages.map((entry) => entry.text.replace(/\s+/g, " ")).join("\n");
    const quotes = quotesOf(text);
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) expect(material).toContain(quote);
  });

  it("quotes a long passage up to a sentence's end, never half a sentence", () => {
    const long = `${"Gradient descent takes a small step downhill on the loss each time. ".repeat(5)}The step size is the learning rate.`;
    const text = deepDiveExplanation({
      language: "en",
      topic: "gradient descent",
      question: null,
      maskId: "default",
      passages: [passage("ML", "chapters/01-01.md:1-2", long)],
    });
    for (const quote of quotesOf(text)) expect(quote).toMatch(/[.!?。！？]$/u);
  });
});
