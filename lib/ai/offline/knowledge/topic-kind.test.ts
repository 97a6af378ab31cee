import { describe, expect, it } from "vitest";
import { detectLanguage } from "../text/detect-language";
import { kindStageTerms } from "./stage-terms";
import { classifyTopic } from "./topic-kind";
import { topicKnowledge } from "./topic-knowledge";
import type { Locale } from "@/lib/i18n/locales";

describe("classifyTopic", () => {
  it.each([
    ["Kubernetes", "software"],
    ["Python for data analysis", "software"],
    ["机器学习", "software"],
    ["Japanese", "language"],
    ["Business English", "language"],
    ["日语", "language"],
    ["雅思口语", "language"],
    ["watercolor painting", "arts"],
    ["drawing portraits", "arts"],
    ["photography", "arts"],
    ["graphic design", "arts"],
    // Design is judged by what is designed: a poster by eye, a system as software, an interface by its users.
    ["平面设计", "arts"],
    ["logo design for my bakery", "arts"],
    ["system design interviews", "software"],
    ["系统设计", "software"],
    ["UI设计", "general"],
    ["UI design", "general"],
    ["UX设计入门", "general"],
    ["product design", "general"],
    ["交互设计", "general"],
    ["摄影", "arts"],
    ["书法", "arts"],
    ["素描入门", "arts"],
    // Sound made in time is music, whatever the instrument (was "arts": its terms are visual).
    ["Spanish guitar", "music"],
    ["music theory", "music"],
    ["jazz piano", "music"],
    ["learn to sing", "music"],
    ["cello for adult beginners", "music"],
    ["songwriting", "music"],
    ["DJing for house parties", "music"],
    ["music history", "music"],
    ["钢琴", "music"],
    ["古筝考级", "music"],
    ["二胡入门", "music"],
    ["声乐", "music"],
    ["零基础学唱歌", "music"],
    ["乐理和作曲", "music"],
    // Dance is trained like a sport (warm-up, form, recovery), not judged by tonal value or a sketchbook.
    ["ballet for adults", "fitness"],
    ["hip hop dance", "fitness"],
    ["街舞", "fitness"],
    ["中国舞蹈", "fitness"],
    // "Chord" in geometry is not music; "小号" is also a second account, so it is not a keyword.
    ["chord length in circle geometry", "science"],
    ["游戏小号怎么练", "general"],
    // Making a thing from materials by a method is a craft, whatever the material (was "arts": its terms are visual).
    ["Japanese cooking", "crafts"],
    ["sourdough bread", "crafts"],
    ["French pastry", "crafts"],
    ["knitting for beginners", "crafts"],
    ["woodworking", "crafts"],
    ["pottery and ceramics", "crafts"],
    ["home fermentation", "crafts"],
    ["healthy cooking for weight loss", "crafts"],
    ["烘焙", "crafts"],
    ["家常菜做饭", "crafts"],
    ["学做面包", "crafts"],
    ["编织毛衣", "crafts"],
    ["木工入门", "crafts"],
    ["陶艺", "crafts"],
    // "Bread" inside another word or name is not baking.
    ["breadth-first search algorithm", "software"],
    ["面包板电路入门", "general"],
    ["linear algebra", "science"],
    ["量子力学", "science"],
    ["English literature", "humanities"],
    ["Chinese history", "humanities"],
    ["personal finance", "business"],
    ["marathon training", "fitness"],
    ["瑜伽", "fitness"],
    ["beekeeping", "general"],
    ["Thailand travel tips", "general"],
  ])("%s → %s", (topic, kind) => {
    expect(classifyTopic(topic)).toBe(kind);
  });
});

/** Goals of a kind split out of the arts: each gets its own path, none of whose terms is a visual art's. */
const SPLIT_FROM_ARTS: [kind: string, goals: Record<Locale, readonly string[]>][] = [
  [
    "crafts",
    {
      en: ["I want to learn baking", "I've been baking bread for years and want to master it", "teach me to cook Thai food", "knitting"],
      zh: ["我想学烘焙", "想学做饭，完全不会", "学做面包", "我想学陶艺"],
    },
  ],
  [
    "music",
    {
      en: ["I want to learn piano", "used to play guitar as a kid, want to get back into it", "teach me to sing", "music theory"],
      zh: ["想学钢琴，小时候学过三年", "零基础学吉他", "我想学古筝", "学一点乐理"],
    },
  ],
];

describe.each(SPLIT_FROM_ARTS)("a %s goal", (kind, goals) => {
  it.each(Object.entries(goals) as [Locale, readonly string[]][])(
    `(%s) gets the ${kind} path, whose terms are none of the visual arts' (value, gesture, sketchbook)`,
    (language, said) => {
      const arts = new Set(
        kindStageTerms("arts", language)
          .flat()
          .map(([term]) => term),
      );
      for (const goal of said) {
        const knowledge = topicKnowledge(goal, language);
        expect(knowledge.kind, goal).toBe(kind);
        expect(
          kindStageTerms(knowledge.kind, language)
            .flat()
            .filter(([term]) => arts.has(term)),
          goal,
        ).toEqual([]);
      }
    },
  );
});

describe("detectLanguage", () => {
  it.each([
    ["I want to learn Kubernetes", "en"],
    ["我想学 Kubernetes", "zh"],
    ["I want to learn 日语", "en"],
    ["帮我规划一下", "zh"],
    ["", "en"],
  ])("%s → %s", (text, lang) => {
    expect(detectLanguage(text)).toBe(lang);
  });
});
