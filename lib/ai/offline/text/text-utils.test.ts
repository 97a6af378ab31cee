import { describe, expect, it } from "vitest";
import { clip, cleanUserText, interpolate, lowerFirst, sentenceStart } from "./text-utils";
import { topicLabel } from "../knowledge/topic-knowledge";

describe("text helpers", () => {
  it("clips at a word boundary within the limit", () => {
    const clipped = clip("one two three four five six seven eight nine ten", 20);
    expect(clipped.length).toBeLessThanOrEqual(20);
    expect(clipped).toBe("one two three four…");
    expect(clip("🎸".repeat(10), 5).length).toBeLessThanOrEqual(5);
    expect(clip("abc", 1)).toBe("a");
  });

  it("strips markup from learner text", () => {
    expect(cleanUserText("<script>alert(1)</script>  learn <b>SQL</b>")).toBe("learn SQL");
  });

  it("spaces a Latin topic inside Chinese text", () => {
    expect(interpolate("学习{topic}的基础", { topic: "Kubernetes" }, "zh")).toBe("学习 Kubernetes 的基础");
    expect(interpolate("学习{topic}的基础", { topic: "日语" }, "zh")).toBe("学习日语的基础");
    expect(interpolate("「{topic}」", { topic: "Kubernetes" }, "zh")).toBe("「Kubernetes」");
  });

  it("changes case only where it is safe", () => {
    expect(lowerFirst("Setting up a cluster")).toBe("setting up a cluster");
    expect(lowerFirst("Linux command line")).toBe("Linux command line");
    expect(lowerFirst("SQL basics")).toBe("SQL basics");
    expect(sentenceStart("react in the real world")).toBe("React in the real world");
    expect(sentenceStart("iOS development")).toBe("iOS development");
  });

  it("turns how-to topics into noun phrases", () => {
    expect(topicLabel("how to negotiate a raise?")).toBe("negotiating a raise");
    expect(topicLabel("I want to learn how to swim")).toBe("swimming");
    expect(topicLabel("learn guitar")).toBe("guitar");
    expect(topicLabel("我想学日语")).toBe("日语");
    expect(topicLabel("Kubernetes")).toBe("Kubernetes");
    expect(topicLabel("x".repeat(500)).length).toBeLessThanOrEqual(60);
  });
});

describe("topicLabel with first-message phrasings", () => {
  it.each([
    ["I want to learn Kubernetes to deploy my app", "Kubernetes"],
    ["Hi! I'd like to learn Python for data analysis", "Python for data analysis"],
    ["teach me about the French Revolution", "the French Revolution"],
    ["我想学日语，因为想去日本旅行", "日语"],
    ["你好，我想学习吉他", "吉他"],
    ["Go", "Go"],
  ])("%s → %s", (topic, label) => {
    expect(topicLabel(topic)).toBe(label);
  });
});

describe("topicLabel with rambling or levelled topics", () => {
  it.each([
    ["量子力学入门", "量子力学"],
    ["Python basics", "Python"],
    ["I want to become a great data engineer and I want to become a great data engineer and more", "becoming a great data engineer"],
    ["<script>alert(1)</script> watercolor painting", "watercolor painting"],
    ["English", "English"],
    ["Design patterns", "Design patterns"],
    ["I want to design websites", "designing websites"],
  ])("%s → %s", (topic, label) => {
    expect(topicLabel(topic)).toBe(label);
  });
});
