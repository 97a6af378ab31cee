import { describe, expect, it } from "vitest";
import { askedOf } from "./material-frame";

/** The frame of a question about the learner's material is cut by class; what it asks about stays whole. */
describe("askedOf", () => {
  it.each([
    ["what does my PDF say about photosynthesis?", /^photosynthesis\?$/],
    ["according to our textbook, what causes inflation?", /^what causes inflation\?$/],
    ["did the handout I shared mention the Krebs cycle?", /^the Krebs cycle\?$/],
    ["what do the slides say about dropout", /^dropout$/],
    ["where in my notes do I talk about SQL JOINs?", /^SQL JOINs\?$/],
    ["which section talks about eigenvalues?", /^eigenvalues\?$/],
    ["资料里有没有提到哈希表", /^哈希表$/],
    ["在我的讲义里，TCP三次握手是怎么描述的", /^TCP三次握手$/],
    ["这份PDF里提到的Transformer是什么", /^Transformer是什么$/],
    ["用大白话解释一下熵", /^解释一下熵$/],
    // The document named mid-sentence, with what qualifies it; a locator by quote or line; the verb of "how is X defined".
    ["where in the handout is the bit about tariffs", /^tariffs$/],
    ["in our course notes how are eigenvectors described?", /^eigenvectors\??$/],
    ["find the sentence about osmosis in my readings", /^osmosis$/],
    // In Chinese: a piece the learner added, pointed at with 那篇, an English document word, and the 对 before the subject.
    ["我添加的那份材料对光合作用怎么说", /^光合作用$/],
    ["我的notes里对递归是怎么解释的", /^递归$/],
  ])("%s → %s", (question, asked) => {
    expect(askedOf(question)).toMatch(asked);
  });

  it.each(["What is a Pod in Kubernetes?", "how does the file system cache pages?", "what is a paper towel made of", "为什么天空是蓝色的"])(
    "leaves %s as asked: nothing in it only points at the material",
    (question) => {
      expect(askedOf(question)).toBe(question);
    },
  );

  it("marks the two things compared as names, even a stop word", () => {
    expect(askedOf("what's the difference between let and const?")).toContain("`let`");
    expect(askedOf("tabs vs spaces")).toBe("`tabs` vs `spaces`");
  });
});
