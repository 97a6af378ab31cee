import { describe, expect, it } from "vitest";
import { bestSentences, joinSentences, sentencesOf } from "./best-sentence";
import { queryUnits } from "./query-units";

describe("the sentence that best matches a question", () => {
  it("splits at sentence ends and lines, not at a colon", () => {
    expect(sentencesOf("# Pods\nPods: the unit. It runs. 第一句。第二句！")).toEqual([
      "# Pods",
      "Pods: the unit.",
      "It runs.",
      "第一句。",
      "第二句！",
    ]);
  });

  it("picks the sentence holding the most of the question, preferring one that starts with its term", () => {
    const text = "Kubernetes came out in 2014. Long loaves proof on a couche. A couche is a heavy linen cloth that holds each loaf.";
    expect(bestSentences(text, queryUnits("What is a couche?"))).toEqual(["A couche is a heavy linen cloth that holds each loaf."]);
    expect(bestSentences(text, queryUnits("When did Kubernetes come out?"))).toEqual(["Kubernetes came out in 2014."]);
  });

  it("finds none when a sentence shares only a lone character or stop words with the question", () => {
    expect(bestSentences("泡绿茶的水温在八十摄氏度左右比较合适。", queryUnits("月亮上有水吗？"))).toEqual([]);
    expect(bestSentences("What is it? It is what it is.", queryUnits("What is a quasar?"))).toEqual([]);
  });

  it("brings a fragment's next sentence along, and joins Chinese sentences without a space", () => {
    expect(bestSentences("Couche. A heavy linen cloth for loaves.", queryUnits("couche?"))).toEqual([
      "Couche.",
      "A heavy linen cloth for loaves.",
    ]);
    expect(joinSentences(["茶圣。", "陆羽写了茶经。"])).toBe("茶圣。陆羽写了茶经。");
    expect(joinSentences(["Couche.", "A cloth."])).toBe("Couche. A cloth.");
  });
});
