import { describe, expect, it } from "vitest";
import { detectLanguage } from "../text/detect-language";
import { classifyTopic } from "./topic-kind";

describe("classifyTopic", () => {
  it.each([
    ["Kubernetes", "software"],
    ["Python for data analysis", "software"],
    ["机器学习", "software"],
    ["Japanese", "language"],
    ["Business English", "language"],
    ["日语", "language"],
    ["雅思口语", "language"],
    ["Spanish guitar", "arts"],
    ["Japanese cooking", "arts"],
    ["watercolor painting", "arts"],
    ["摄影", "arts"],
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
