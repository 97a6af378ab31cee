import { describe, expect, it } from "vitest";
import { topicHead } from "./topic-head";

describe("topicHead: what a subject is about, without the value a question gives it", () => {
  it.each([
    ["p-value of 0.03", "p-value p值"],
    ["a p value below 0.05", "a p value p值"],
    ["a learning rate of 0.1", "a learning rate"],
    ["alpha = 0.05", "alpha"],
    ["R-squared of 0.8", "R-squared"],
    ["p值等于0.03", "p值 p-value"],
    ["p值为0.05", "p值 p-value"],
    ["学习率设为0.1", "学习率"],
    ["置信水平是95%", "置信水平"],
  ])("%s → %s", (topic, head) => {
    expect(topicHead(topic)).toBe(head);
  });

  it("keeps a subject with no value in it and a number inside a name; a number standing alone narrows, it names nothing", () => {
    expect(topicHead("theory of computation")).toBe("theory of computation");
    expect(topicHead("Python 3")).toBe("Python");
    expect(topicHead("IPv6")).toBe("IPv6");
    expect(topicHead("Web 2.0 design")).toBe("Web design");
    expect(topicHead("0.03")).toBe("0.03");
    expect(topicHead("二战")).toBe("二战");
  });
});
