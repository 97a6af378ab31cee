import { describe, expect, it } from "vitest";
import { materialOutline, materialSubject, titledSubject } from "./research-material";
import { subjectOfTitle } from "./material-title";
import { stripBoilerplate } from "@/lib/ai/offline/text/material-boilerplate";
import {
  CHINESE_INDEX_HANDOUT,
  CHINESE_INDEX_SECTIONS,
  REGULARIZATION_LECTURE,
  REGULARIZATION_SECTIONS,
} from "@/tests/support/interview/material-fixtures";

const doc = (text: string, title = "notes.md") => [{ id: "m1", title, text, pages: [] }];

describe("a document's own title, wherever it keeps it", () => {
  it("markdown with YAML front matter: the title comes from it, its fields are no section, its reading list no module", () => {
    const outline = materialOutline(REGULARIZATION_LECTURE);
    expect(outline.title).toBe("Lecture 7: Regularization in Linear Models");
    expect(outline.headings.map((heading) => heading.text)).toEqual(REGULARIZATION_SECTIONS);
    const stripped = stripBoilerplate(REGULARIZATION_LECTURE);
    expect(stripped.split("\n")).toHaveLength(REGULARIZATION_LECTURE.split("\n").length);
    expect(stripped).not.toMatch(/author:|date: 2025|title:/);
    expect(titledSubject(doc(REGULARIZATION_LECTURE, "lecture-07.md"))).toBe("Regularization in Linear Models");
  });

  it("plain Chinese text: the line that stands alone above the first section is the title; the handout's kind is not the subject", () => {
    const outline = materialOutline(CHINESE_INDEX_HANDOUT);
    expect(outline.title).toBe("数据库索引入门讲义");
    expect(outline.headings.map((heading) => heading.text)).toEqual(CHINESE_INDEX_SECTIONS);
    expect(titledSubject(doc(CHINESE_INDEX_HANDOUT, "数据库索引讲义.txt"))).toBe("数据库索引");
  });

  it("a first line that is a sentence, a section name or runs on into a paragraph is no title", () => {
    expect(materialOutline("Plants turn light into energy.\n\n## Light\ntext\n\n## Dark\ntext").title).toBeNull();
    expect(materialOutline("Introduction\n\nSome words here.\n\n## Light\ntext\n\n## Dark\ntext").title).toBeNull();
    expect(materialOutline("Short line\ncontinues the paragraph\n\n## Light\ntext\n\n## Dark\ntext").title).toBeNull();
    expect(titledSubject(doc("just some plain lines\nwith no heading at all"))).toBeNull();
  });

  it("front matter without a title, or a '---' rule later on, is not read as a title", () => {
    expect(materialOutline("---\ndate: 2025-01-01\n---\n\n## A\nx\n\n## B\ny").headings.map((heading) => heading.text)).toEqual(["A", "B"]);
    expect(materialOutline("# Notes on cells\n\ntext\n\n---\n\ntitle: not front matter").title).toBe("Notes on cells");
  });

  it.each([
    ["Lecture 7: Regularization in Linear Models", "Regularization in Linear Models"],
    ["Lecture notes on Bayesian inference", "Bayesian inference"],
    ["Organic chemistry — study guide", "Organic chemistry"],
    ["Week 3. Cell biology", "Cell biology"],
    ["Chapter 5: Photosynthesis", "Photosynthesis"],
    ["数据库索引入门讲义", "数据库索引"],
    ["线性代数复习资料", "线性代数"],
    ["第7讲：操作系统的进程调度", "操作系统的进程调度"],
    ["A Practical Guide to Git Branching", "Git Branching"],
    ["An Introduction to Neural Networks", "Neural Networks"],
    ["Introduction to the Theory of Computation", "Theory of Computation"],
    ["Getting started with Docker", "Docker"],
    ["The Complete Beginner's Guide to SQL", "SQL"],
    ["Git 分支实用指南", "Git 分支"],
    ["Docker入门教程", "Docker"],
    ["Introduction", "Introduction"],
    ["A guide", "A guide"],
    ["Lecture notes", "Lecture notes"],
    ["讲义", "讲义"],
    // A course's code, the audience, the file's place in a course and the kind of text after the subject.
    ["ECON 101: Principles of Microeconomics", "Microeconomics"],
    ["CS229 — Machine Learning", "Machine Learning"],
    ["Kubernetes Networking for New Engineers", "Kubernetes Networking"],
    ["Statistics for Absolute Beginners", "Statistics"],
    ["Deep Learning for Low-Resource Languages", "Deep Learning for Low-Resource Languages"],
    ["写给程序员的数学", "数学"],
    ["面向对象的设计原则", "面向对象的设计原则"],
    ["game theory lecture 04 transcript", "game theory"],
    ["Python Packaging Guide", "Python Packaging"],
    ["Style Guide", "Style Guide"],
    ["Python 3", "Python 3"],
    ["认识二十四节气", "二十四节气"],
    ["带你走进量子力学", "量子力学"],
    ["了解", "了解"],
  ])("%s → %s", (title, subject) => {
    expect(subjectOfTitle(title)).toBe(subject);
  });

  it("the file's name, when the document has no title, loses the kind of document too", () => {
    expect(materialSubject(doc("plain lines\nwith no heading", "机器学习_笔记.txt"))).toBe("机器学习");
    expect(materialSubject(doc("plain lines\nwith no heading", "Copy of Organic_Chemistry-final (2).pdf"))).toBe("Organic Chemistry");
    expect(materialSubject(doc("plain lines\nwith no heading", "slides.pptx.txt"))).toBe("slides");
    expect(materialSubject(doc("plain lines\nwith no heading", "细胞生物学终稿.docx"))).toBe("细胞生物学");
  });
});

describe("a long document title as a course's subject", () => {
  it("takes the main title before a subtitle, within a few words", () => {
    expect(
      subjectOfTitle(
        "Attention Mechanisms in Sequence Models: A Practical Survey of Methods, Applications and Open Problems in Deep Learning",
      ),
    ).toBe("Attention Mechanisms in Sequence Models");
    expect(subjectOfTitle("Relational Database Design — Keys, Normal Forms and the Art of Avoiding Redundancy in Practice")).toBe(
      "Relational Database Design",
    );
    expect(subjectOfTitle("基于深度学习的自然语言处理：方法、应用与挑战的系统综述")).toBe("基于深度学习的自然语言处理");
  });

  it("cuts a long title with no subtitle where a qualifier starts, never mid-phrase", () => {
    expect(subjectOfTitle("Efficient Transformer Architectures for Long Document Summarization in Low Resource Settings and Beyond")).toBe(
      "Efficient Transformer Architectures for Long Document Summarization",
    );
    const zh = subjectOfTitle("面向低资源语言的神经机器翻译模型压缩方法在移动设备上的研究与应用");
    expect(zh.length).toBeLessThanOrEqual(16);
    expect(zh).toMatch(/^面向低资源语言的神经机器翻译/);
    expect(zh).not.toMatch(/[的与和在]$/);
  });

  it("keeps a short title whole, colon and all", () => {
    expect(subjectOfTitle("Statistics: An Introduction")).toBe("Statistics: An Introduction");
    expect(subjectOfTitle("Git 分支：合并与变基")).toBe("Git 分支：合并与变基");
  });
});
