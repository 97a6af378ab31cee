import { describe, expect, it } from "vitest";
import { materialOutline } from "./research-material";
import { stripBoilerplate } from "@/lib/ai/offline/text/material-boilerplate";
import { materialChecks } from "./material-checks";
import {
  CHINESE_INDEX_HANDOUT,
  CHINESE_ML_NOTES,
  NEURAL_NETWORKS_NOTES,
  NEURAL_NETWORKS_SECTIONS,
} from "@/tests/support/interview/material-fixtures";

describe("stripBoilerplate: what in a document is not its content", () => {
  it("drops generator notices, contents, copyright, running headers and licence blocks, keeping line numbers", () => {
    const stripped = stripBoilerplate(NEURAL_NETWORKS_NOTES);
    expect(stripped.split("\n")).toHaveLength(NEURAL_NETWORKS_NOTES.split("\n").length);
    expect(stripped).not.toMatch(
      /automatically generated|Table of Contents|\[Neurons\]|All rights reserved|page header|Permission is hereby|AS IS/,
    );
    expect(stripped).toContain("A neuron is a unit that sums its weighted inputs");
    expect(stripped).toContain("# Introduction to Neural Networks");
  });

  it("the outline is the document's sections, in English and Chinese, with no boilerplate heading", () => {
    expect(materialOutline(NEURAL_NETWORKS_NOTES).headings.map((heading) => heading.text)).toEqual(NEURAL_NETWORKS_SECTIONS);
    expect(materialOutline(NEURAL_NETWORKS_NOTES).title).toBe("Introduction to Neural Networks");
    const zh = materialOutline(CHINESE_ML_NOTES);
    expect(zh.headings.map((heading) => heading.text)).toEqual(["监督学习", "无监督学习", "模型评估"]);
    expect(stripBoilerplate(CHINESE_ML_NOTES)).not.toMatch(/自动生成|目录|\.{4}|版权所有/);
  });

  it("keeps content that merely mentions licences or generation in passing, inside a paragraph of its own", () => {
    const text =
      "# Open source\n\n## Choosing a licence\n\nTeams pick a licence before the first release.\n\n## Releasing\n\nTag the release.";
    expect(materialOutline(text).headings.map((heading) => heading.text)).toEqual(["Choosing a licence", "Releasing"]);
  });
});

describe("materialChecks: terms a document defines, from its own sentences", () => {
  it("finds each defined term with its definition, the term masked out of it", () => {
    const checks = materialChecks([{ title: "nn_notes", text: NEURAL_NETWORKS_NOTES }]);
    expect(checks.map((check) => check.term)).toEqual(["neuron", "activation function", "loss function", "Gradient descent"]);
    expect(checks[0]).toMatchObject({
      definition: "a unit that sums its weighted inputs and passes the result on",
      document: "Introduction to Neural Networks",
    });
    expect(checks[1]!.definition).toBe("a rule that decides how strongly a neuron fires");
  });

  it("reads Chinese definitions (是指) and ignores the licence text", () => {
    const checks = materialChecks([{ title: "ml", text: CHINESE_ML_NOTES }]);
    expect(checks.map((check) => check.term)).toEqual(["监督学习", "聚类", "过拟合"]);
    expect(checks.every((check) => !/版权/.test(check.definition))).toBe(true);
  });

  it("names the document by its own title, as the interview does everywhere else, never by its file's name", () => {
    const titled = (title: string, text: string) => [...new Set(materialChecks([{ title, text }]).map((check) => check.document))];
    expect(titled("ml", CHINESE_ML_NOTES)).toEqual(["机器学习基础"]);
    expect(titled("数据库索引讲义.txt", CHINESE_INDEX_HANDOUT)).toEqual(["数据库索引入门讲义"]);
    // A document with no title of its own is named by its file, made readable.
    expect(titled("loss_functions", "A loss function is a measure of how far the predictions are from the targets.")).toEqual([
      "loss functions",
    ]);
  });

  it("takes no pronoun or sentence opener for a term", () => {
    expect(
      materialChecks([{ title: "t", text: "This is a long sentence about nothing in particular at all.\n\nIt is a test of the reader." }]),
    ).toEqual([]);
  });
});

describe("materialChecks on documents as extraction gives them", () => {
  it("a heading line glued to its first sentence (no blank line), in markdown and in plain text, hides no definition", () => {
    const markdown =
      "## Neurons\nA neuron is a unit that sums its weighted inputs.\n## Loss\nA loss function is a measure of how wrong the predictions are.";
    const plain =
      "1.1 Neurons\nA neuron is a unit that sums its weighted inputs.\n1.2 Loss\nA loss function is a measure of how wrong the predictions are.";
    for (const text of [markdown, plain])
      expect(materialChecks([{ title: "t", text }]).map((check) => check.term)).toEqual(["neuron", "loss function"]);
  });
});
