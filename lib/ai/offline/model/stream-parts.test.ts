import { describe, expect, it } from "vitest";
import { chunkJson, chunkText, estimateTokens } from "./stream-parts";

describe("chunkText", () => {
  it.each([
    "Kubernetes — great choice. Quick context: most learners go A → B → C.",
    "很高兴帮你学习日语。先给你一点背景：大多数人的学习路径是 五十音 → 语法。",
    "  leading and trailing spaces  \n\n with newlines ",
    "emoji 🎸 and mixed 中文 text",
  ])("splits without losing characters: %s", (text) => {
    const chunks = chunkText(text);
    expect(chunks.join("")).toBe(text);
    expect(chunks.length).toBeGreaterThan(1);
  });

  it("keeps a few words or CJK characters per chunk", () => {
    expect(chunkText("one two three four five six seven")).toEqual(["one two three ", "four five six ", "seven"]);
    expect(chunkText("一二三四五六七八九")).toEqual(["一二三四", "五六七八", "九"]);
  });
});

describe("chunkJson", () => {
  it("splits tool input into 20-40 character pieces that rebuild the JSON", () => {
    const json = JSON.stringify({ message: "こんにちは 🎸 ".repeat(20), options: ["a", "b"] });
    const chunks = chunkJson(json);
    expect(chunks.join("")).toBe(json);
    for (const chunk of chunks.slice(0, -1)) {
      expect(Array.from(chunk).length).toBeGreaterThanOrEqual(20);
      expect(Array.from(chunk).length).toBeLessThanOrEqual(40);
    }
  });
});

describe("estimateTokens", () => {
  it("counts about four characters per token", () => {
    expect(estimateTokens("")).toBe(0);
    expect(estimateTokens("abcde")).toBe(2);
  });
});
