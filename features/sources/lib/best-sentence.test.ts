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

  it("when only a heading names the question, the first sentence of its section answers (never the heading)", () => {
    const en = "# Photosynthesis\nPlants turn light into energy.\n## Exam tips\nLearn the light reactions first. Then the cycle.";
    expect(bestSentences(en, queryUnits("What are the exam tips?"))).toEqual(["Learn the light reactions first."]);
    const zh = "# 光合作用\n植物把光变成能量。\n## 考试技巧\n先记住光反应的步骤。";
    expect(bestSentences(zh, queryUnits("考试技巧有哪些？"))).toEqual(["先记住光反应的步骤。"]);
    // A heading with nothing under it, or only another heading, answers nothing.
    expect(bestSentences("## Exam tips\n## Chlorophyll\nIt absorbs red light.", queryUnits("What are the exam tips?"))).toEqual([]);
  });

  it("a bare file reference is no sentence: a path's words never make it the answer ('(chapters/03-01-core-skills-of-p-values.md:24)')", () => {
    const line =
      "- **Drill**: a short exercise repeated to make one skill automatic. (chapters/03-01-key-ideas-core-skills-of-p-values.md:24)";
    expect(bestSentences(line, queryUnits("What does a p-value of 0.03 tell me?"))).toEqual([]);
    expect(bestSentences(line, queryUnits("What is a drill?"))).toEqual([
      "- **Drill**: a short exercise repeated to make one skill automatic.",
    ]);
    const zh = "- **抽象**：把内部的实现细节藏在一个更简单的接口后面。（chapters/01-01-核心概念-python-核心概念与术语.md:23）";
    expect(bestSentences(zh, queryUnits("Python 核心概念是什么？"))).toEqual([]);
    expect(bestSentences("See notes/p-values.md. P-values measure surprise.", queryUnits("p-values"))).toEqual([
      "P-values measure surprise.",
    ]);
    expect(bestSentences("Further reading.\n(https://example.org/p-values.html)", queryUnits("p-values"))).toEqual([]);
    // A name with a dot is a word, not a reference: "Node.js" on its own line still brings its sentence.
    expect(bestSentences("Node.js\nIt runs JavaScript outside a browser.", queryUnits("node.js"))).toEqual([
      "Node.js",
      "It runs JavaScript outside a browser.",
    ]);
  });

  it("answers with a prose sentence before a line of code naming the same terms, and with code only when no prose does", () => {
    const text = ["```sql", "PRIMARY KEY (id)", "```", "Every table needs one: the primary key identifies each row."].join("\n");
    expect(bestSentences(text, queryUnits("What is a primary key?"))).toEqual([
      "Every table needs one: the primary key identifies each row.",
    ]);
    const zh = ["```sql", "-- 主键 (id)", "```", "每一行都由主键区分。"].join("\n");
    expect(bestSentences(zh, queryUnits("什么是主键？"))).toEqual(["每一行都由主键区分。"]);
    expect(bestSentences("Intro.\n```sql\nPRIMARY KEY (id)\n```", queryUnits("primary key"))).toEqual(["PRIMARY KEY (id)"]);
  });
});
