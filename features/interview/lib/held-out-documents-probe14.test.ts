import { describe, expect, it } from "vitest";
import { stageOfHeading } from "../offline/build-brief";
import { materialOutline, materialSubject, type ResearchMaterial } from "./research-material";

/**
 * Probe 14 on "a course from an attached document is about that document": documents as the app
 * receives them from real files (a PDF's extracted text with running headers and a contents page, an
 * arXiv paper, a project README with badges, exported slides, a Word handout, a scraped web page with
 * its menus and cookie notice, a Chinese thesis and a Chinese textbook chapter, a transcript), written
 * before reading the document readers again. Each row says what a person opening the file calls it (the
 * subject) and which of its sections a course would teach, never its boilerplate. 7 of 14 misread on
 * main (a title above its byline or under a running header read as no title, so the file's name was the
 * subject: "CS101 week3", "2403.01234v2", "毕业论文终稿", "syllabus"; a deck's slides no sections; "for New
 * Engineers" and "lecture 04 transcript" kept in the subject), 0 after. The second batch: 6 of 8 misread
 * after the first batch's fixes ("CHAPTER 4" above its title, "I. INTRODUCTION", 第N页 decks, "Copy of …",
 * "My Notes", a "Last updated" line above the title), 0 after. A third, slides saved as PDF (what students
 * most often have): both decks had no sections (each page's title is one), 0 after; a short handout whose
 * PDF pages run on keeps its numbered sections. A fourth, headings with no mark at all: 3 of 4 misread
 * (a recipe's quantities read as its sections, a PDF chapter's and a Chinese text's short heading lines
 * none, 认识… kept in the subject), 0 after; a poem stays without sections.
 */
interface DocumentRow {
  name: string;
  fileName: string;
  text: string;
  /** A PDF's pages, as the app reads it: each page's text (the text is then their lines, page after page). */
  pdfPages?: readonly string[];
  subject: RegExp;
  /** The sections a course is built on, in order (at least these, each matched by one heading). */
  sections?: readonly RegExp[];
}

const lines = (...rows: string[]) => rows.join("\n");

const ROWS: DocumentRow[] = [
  {
    name: "a PDF's text: running header and footer on every page, a dotted contents page, numbered sections",
    fileName: "CS101_week3_handout.pdf",
    text: lines(
      "CS101 Introduction to Computing — Spring 2026",
      "Recursion",
      "Dr. A. Okafor",
      "",
      "Contents",
      "1 What recursion is .......... 2",
      "2 Base cases .......... 3",
      "3 Recursion versus iteration .......... 5",
      "",
      "CS101 Introduction to Computing — Spring 2026",
      "1 What recursion is",
      "A function is recursive when it calls itself on a smaller input.",
      "Page 2 of 6",
      "CS101 Introduction to Computing — Spring 2026",
      "2 Base cases",
      "Every recursion needs a case that returns without calling itself.",
      "Page 3 of 6",
      "CS101 Introduction to Computing — Spring 2026",
      "3 Recursion versus iteration",
      "Any loop can be written as a recursion and the other way round.",
      "Page 5 of 6",
    ),
    subject: /^recursion$/i,
    sections: [/what recursion is/i, /base cases/i, /recursion versus iteration/i],
  },
  {
    name: "an arXiv paper: title, authors, abstract, numbered sections, references and acknowledgments",
    fileName: "2403.01234v2.pdf",
    text: lines(
      "Contrastive Pretraining for Protein Structure Prediction",
      "Mei Lin, Jonas Weber, Priya Raman",
      "University of Somewhere",
      "",
      "Abstract",
      "We show that contrastive pretraining improves structure prediction on small protein families.",
      "",
      "1 Introduction",
      "Protein structure prediction has advanced quickly.",
      "2 Related Work",
      "Earlier methods relied on multiple sequence alignments.",
      "3 Method",
      "We pretrain an encoder with a contrastive loss.",
      "4 Experiments",
      "We evaluate on CASP15 targets.",
      "5 Conclusion",
      "Contrastive pretraining helps.",
      "Acknowledgments",
      "We thank the reviewers.",
      "References",
      "[1] J. Jumper et al. Highly accurate protein structure prediction. Nature, 2021.",
    ),
    subject: /^contrastive pretraining for protein structure prediction$/i,
    sections: [/introduction/i, /related work/i, /method/i, /experiments/i, /conclusion/i],
  },
  {
    name: "a project README: badges, install, usage, contributing and licence",
    fileName: "README.md",
    text: lines(
      "# fastgrep",
      "",
      "[![build](https://img.shields.io/badge/build-passing-green.svg)](https://ci.example.com) [![license](https://img.shields.io/badge/license-MIT-blue.svg)](LICENSE)",
      "",
      "A fast recursive search tool written in Rust.",
      "",
      "## Installation",
      "cargo install fastgrep",
      "## Usage",
      "fastgrep PATTERN [PATH]",
      "## How it works",
      "It walks the tree in parallel and memory-maps large files.",
      "## Contributing",
      "Pull requests are welcome. Please open an issue first.",
      "## License",
      "MIT © 2025 fastgrep authors",
    ),
    subject: /^fastgrep$/i,
    sections: [/installation/i, /usage/i, /how it works/i],
  },
  {
    name: "slides exported as text: a title slide, then 'Slide N' lines before each slide's title",
    fileName: "Intro_to_Supply_Chains_slides.pptx.txt",
    text: lines(
      "Slide 1",
      "Introduction to Supply Chain Management",
      "Operations 210",
      "Slide 2",
      "What is a supply chain?",
      "• Suppliers, manufacturers, distributors, retailers",
      "Slide 3",
      "The bullwhip effect",
      "• Small changes in demand grow upstream",
      "Slide 4",
      "Inventory policies",
      "• EOQ, reorder points, safety stock",
      "Slide 5",
      "Questions?",
    ),
    subject: /^supply chain management$/i,
    // A closing "Questions?" slide is no section.
    sections: [/what is a supply chain/i, /bullwhip/i, /inventory policies/i],
  },
  {
    name: "a Word handout: title, 'Table of Contents' with tab-separated page numbers, headings in plain text",
    fileName: "handout.docx",
    text: lines(
      "Basic First Aid for Volunteers",
      "",
      "Table of Contents",
      "Checking the scene\t1",
      "CPR basics\t2",
      "Treating burns\t3",
      "",
      "1. Checking the scene",
      "Before helping, make sure the area is safe.",
      "2. CPR basics",
      "Push hard and fast in the centre of the chest.",
      "3. Treating burns",
      "Cool the burn under running water for twenty minutes.",
    ),
    subject: /^(?:basic )?first aid(?: for volunteers)?$/i,
    sections: [/checking the scene/i, /cpr basics/i, /treating burns/i],
  },
  {
    name: "a web page saved as text: menus, cookie notice and footer around the article",
    fileName: "sourdough-starter.html",
    text: lines(
      "Home | Recipes | About | Contact",
      "We use cookies to improve your experience. Accept all cookies",
      "",
      "# How to Make a Sourdough Starter",
      "",
      "## Day 1: mix flour and water",
      "Mix 50 g of whole wheat flour with 50 g of water.",
      "## Day 2 to 5: feed it",
      "Discard half and feed it the same amounts every day.",
      "## Signs it is ready",
      "It doubles within six hours of a feed and smells pleasantly sour.",
      "",
      "Subscribe to our newsletter",
      "© 2026 Crumb & Co. All rights reserved. Privacy Policy | Terms",
    ),
    subject: /^(?:how to make a )?sourdough starter$/i,
    sections: [/mix flour and water/i, /feed it/i, /signs it is ready/i],
  },
  {
    name: "a Chinese thesis: 摘要, 关键词, 第X章 chapters, 参考文献 and 致谢",
    fileName: "毕业论文终稿.pdf",
    text: lines(
      "基于深度学习的中文分词方法研究",
      "作者：李明  指导教师：王教授",
      "",
      "摘要",
      "本文研究了基于深度学习的中文分词方法。",
      "关键词：中文分词；深度学习；条件随机场",
      "",
      "第一章 绪论",
      "中文分词是自然语言处理的基础任务。",
      "第二章 相关工作",
      "早期方法基于词典匹配。",
      "第三章 模型设计",
      "本文采用双向长短期记忆网络。",
      "第四章 实验与分析",
      "在人民日报语料上进行实验。",
      "第五章 总结与展望",
      "参考文献",
      "[1] 张三. 中文分词综述[J]. 中文信息学报, 2020.",
      "致谢",
      "感谢导师的悉心指导。",
    ),
    subject: /^(?:基于深度学习的)?中文分词(?:方法)?(?:研究)?$/,
    sections: [/绪论/, /相关工作/, /模型设计/, /实验与分析/, /总结与展望/],
  },
  {
    name: "a Chinese textbook chapter from a PDF: 页眉 on every page, 第X节 sections, 本章小结",
    fileName: "高中生物必修一.pdf",
    text: lines(
      "普通高中教科书 生物学 必修1",
      "第5章 细胞的能量供应和利用",
      "第1节 降低化学反应活化能的酶",
      "酶是活细胞产生的具有催化作用的有机物。",
      "— 92 —",
      "普通高中教科书 生物学 必修1",
      "第2节 细胞的能量“货币”ATP",
      "ATP是细胞内的直接能源物质。",
      "— 93 —",
      "普通高中教科书 生物学 必修1",
      "第3节 细胞呼吸的原理和应用",
      "有氧呼吸分为三个阶段。",
      "— 94 —",
      "普通高中教科书 生物学 必修1",
      "第4节 光合作用与能量转化",
      "光合作用分为光反应和暗反应。",
    ),
    subject: /^细胞的能量供应和利用$/,
    sections: [/酶/, /ATP/, /细胞呼吸/, /光合作用/],
  },
  {
    name: "a lecture transcript with no headings: the file's name says what it is",
    fileName: "game_theory_lecture_04_transcript.txt",
    text: lines(
      "okay so let's get started, today we're talking about the prisoner's dilemma",
      "um so two players each choose to cooperate or defect",
      "and the thing is, defecting is a dominant strategy for both of them",
      "so the Nash equilibrium is both defect even though both cooperating is better",
    ),
    subject: /^game theory(?: lecture)?$/i,
  },
  {
    name: "a markdown note with a draft banner and a confidentiality line above the title",
    fileName: "onboarding.md",
    text: lines(
      "> DRAFT — do not distribute",
      "",
      "CONFIDENTIAL",
      "",
      "# Kubernetes Networking for New Engineers",
      "",
      "## Pods and IPs",
      "Every pod gets its own IP address.",
      "## Services",
      "A service gives a stable name to a set of pods.",
      "## Ingress",
      "Ingress routes outside traffic to services.",
    ),
    subject: /^kubernetes networking$/i,
    sections: [/pods and ips/i, /services/i, /ingress/i],
  },
  {
    name: "a plain-text study guide whose numbered list items are steps, not sections",
    fileName: "notes.txt",
    text: lines(
      "Study guide: The French Revolution",
      "",
      "Causes",
      "1. The king's debts after the American war.",
      "2. Bread prices rose sharply in 1788.",
      "3. The Estates-General was called for the first time since 1614.",
      "",
      "Key events",
      "The storming of the Bastille, the Declaration of the Rights of Man, the Terror.",
    ),
    subject: /^the french revolution$/i,
  },
  {
    name: "a Chinese 讲义 in markdown with 一、二、 headings and a 版权声明 at the end",
    fileName: "线性回归.md",
    text: lines(
      "# 线性回归讲义",
      "",
      "## 一、模型形式",
      "线性回归假设输出是输入的线性组合。",
      "## 二、最小二乘法",
      "最小化残差平方和求出参数。",
      "## 三、梯度下降",
      "沿负梯度方向迭代更新参数。",
      "## 版权声明",
      "本讲义仅供课堂使用，未经许可不得转载。",
    ),
    subject: /^线性回归$/,
    sections: [/模型形式/, /最小二乘法/, /梯度下降/],
  },
  {
    name: "an exported notebook: cells as 'In [n]:' lines around markdown headings",
    fileName: "pandas_basics.ipynb.txt",
    text: lines(
      "# Pandas Basics",
      "In [1]:",
      "import pandas as pd",
      "## Loading data",
      "In [2]:",
      "df = pd.read_csv('sales.csv')",
      "## Filtering rows",
      "In [3]:",
      "df[df.amount > 100]",
      "## Grouping",
      "In [4]:",
      "df.groupby('region').amount.sum()",
    ),
    subject: /^pandas(?: basics)?$/i,
    sections: [/loading data/i, /filtering rows/i, /grouping/i],
  },
  {
    name: "a course syllabus: logistics sections around the topics taught",
    fileName: "syllabus.pdf",
    text: lines(
      "ECON 101: Principles of Microeconomics",
      "Instructor: Prof. Dana Ruiz   Office hours: Tue 2-4pm",
      "",
      "Grading",
      "Midterm 30%, final 40%, problem sets 30%.",
      "",
      "Week 1. Supply and demand",
      "Week 2. Elasticity",
      "Week 3. Consumer choice",
      "Week 4. Costs of production",
      "",
      "Academic integrity",
      "Plagiarism will be reported.",
    ),
    subject: /^(?:principles of )?microeconomics$/i,
    sections: [/supply and demand/i, /elasticity/i, /consumer choice/i, /costs of production/i],
  },
];

/** A second batch, written after the first batch's fixes, from other files again. */
const SECOND: DocumentRow[] = [
  {
    name: "a generated-file comment above a markdown title",
    fileName: "api.md",
    text: lines(
      "<!-- This file is generated by docgen. Do not edit. -->",
      "# Rate Limiting",
      "## Token buckets",
      "Each client has a bucket.",
      "## Sliding windows",
      "Count requests in the last minute.",
    ),
    subject: /^rate limiting$/i,
    sections: [/token buckets/i, /sliding windows/i],
  },
  {
    name: "a book chapter in capitals: the chapter's number on one line, its title on the next",
    fileName: "us_history_ch4.pdf",
    text: lines(
      "CHAPTER 4",
      "THE FRENCH AND INDIAN WAR",
      "",
      "Causes of the war",
      "Both empires claimed the Ohio valley.",
      "",
      "The course of the war",
      "Early British defeats gave way to victory at Quebec.",
    ),
    subject: /^the french and indian war$/i,
    sections: [/causes of the war/i, /course of the war/i],
  },
  {
    name: "an IEEE-style paper: numbered authors with emails, ABSTRACT in capitals, roman-numbered sections",
    fileName: "paper_camera_ready.pdf",
    text: lines(
      "Low-Power Keyword Spotting on Microcontrollers",
      "Anna Schmidt1, Lee Wong2*",
      "1TU Example, 2Example Labs",
      "{anna.schmidt, lee.wong}@example.org",
      "",
      "ABSTRACT",
      "We present a keyword spotter that runs in 20 kB of RAM.",
      "I. INTRODUCTION",
      "Voice interfaces are everywhere.",
      "II. BACKGROUND",
      "Keyword spotting detects a small vocabulary.",
      "III. METHOD",
      "We quantise a small convolutional network.",
      "IV. RESULTS",
      "Accuracy stays within one point of the float model.",
    ),
    subject: /^low-power keyword spotting(?: on microcontrollers)?$/i,
    sections: [/introduction/i, /background/i, /method/i, /results/i],
  },
  {
    name: "Chinese slides: 第N页 markers, a 目录 slide and a 谢谢观看 slide",
    fileName: "课件.pptx",
    text: lines(
      "第1页",
      "机器学习导论",
      "第2页",
      "目录",
      "第3页",
      "什么是机器学习",
      "第4页",
      "监督学习与无监督学习",
      "第5页",
      "模型评估",
      "第6页",
      "谢谢观看！",
    ),
    subject: /^机器学习(?:导论)?$/,
    sections: [/什么是机器学习/, /监督学习/, /模型评估/],
  },
  {
    name: "a shared copy's file name and no title in the text",
    fileName: "Copy of Marketing 101 - Week 2 (1).docx",
    text: lines("This week we look at how customers choose between brands and why price is rarely the reason."),
    subject: /^marketing(?: 101)?$/i,
  },
  {
    name: "a generic title ('My Notes') gives way to what the file is called",
    fileName: "photosynthesis.md",
    text: lines("# My Notes", "", "## Light reactions", "Happen in the thylakoids.", "## Calvin cycle", "Fixes carbon."),
    subject: /^photosynthesis$/i,
    sections: [/light reactions/i, /calvin cycle/i],
  },
  {
    name: "a last-updated line above the title",
    fileName: "guide.txt",
    text: lines(
      "Last updated: 2025-11-02",
      "Python Packaging Guide",
      "",
      "1 Project layout",
      "Put your code under src/.",
      "2 Building wheels",
      "Use the build package.",
    ),
    subject: /^python packaging$/i,
    sections: [/project layout/i, /building wheels/i],
  },
  {
    name: "a Chinese Word file: 目录 with dotted page numbers, then its chapters",
    fileName: "员工培训手册.docx",
    text: lines(
      "信息安全意识培训",
      "",
      "目录",
      "第一章 密码安全……1",
      "第二章 钓鱼邮件识别……3",
      "",
      "第一章 密码安全",
      "密码应至少十二位。",
      "第二章 钓鱼邮件识别",
      "不要点击陌生链接。",
    ),
    subject: /^信息安全(?:意识)?(?:培训)?$/,
    sections: [/密码安全/, /钓鱼邮件识别/],
  },
];

/** A deck of slides saved as a PDF: one slide a page, its title the page's first line, a footer on each. */
const DECK_PAGES = [
  "Lecture 5: Overfitting and Regularization\nProf. J. Kim\nCS 4780 · Fall 2026",
  "Recap: bias and variance\n• High bias: the model underfits\n• High variance: the model overfits\nCS 4780 · Fall 2026\n2",
  "Overfitting\n• Training error low, test error high\n• More parameters than the data supports\nCS 4780 · Fall 2026\n3",
  "Overfitting (cont.)\n• Example: a degree-15 polynomial through 10 points\nCS 4780 · Fall 2026\n4",
  "Ridge regression\n• Adds λ‖w‖² to the loss\n• Shrinks weights toward zero\nCS 4780 · Fall 2026\n5",
  "Lasso\n• Adds λ‖w‖₁\n• Sets some weights exactly to zero\nCS 4780 · Fall 2026\n6",
  "Choosing λ by cross-validation\n• Try a grid of values\n• Keep the one with the lowest validation error\nCS 4780 · Fall 2026\n7",
  "Questions?\nCS 4780 · Fall 2026\n8",
];

const THIRD: DocumentRow[] = [
  {
    name: "lecture slides saved as a PDF: each page's first line is its slide's title",
    fileName: "lec05.pdf",
    text: DECK_PAGES.join("\n"),
    pdfPages: DECK_PAGES,
    subject: /^overfitting and regularization$/i,
    sections: [/bias and variance/i, /^overfitting$/i, /ridge regression/i, /lasso/i, /choosing λ/i],
  },
  {
    name: "Chinese lecture slides saved as a PDF, a 目录 page and a running footer",
    fileName: "第三讲.pdf",
    text: [
      "计算机网络 第三讲 传输层",
      "目录\n1. 传输层概述\n2. UDP\n3. TCP",
      "传输层概述\n• 端到端通信\n计算机网络课程组",
      "UDP协议\n• 无连接\n• 首部只有8字节\n计算机网络课程组",
      "TCP协议\n• 面向连接\n• 三次握手\n计算机网络课程组",
      "TCP拥塞控制\n• 慢启动\n• 拥塞避免\n计算机网络课程组",
      "谢谢！",
    ].join("\n"),
    pdfPages: [
      "计算机网络 第三讲 传输层",
      "目录\n1. 传输层概述\n2. UDP\n3. TCP",
      "传输层概述\n• 端到端通信\n计算机网络课程组",
      "UDP协议\n• 无连接\n• 首部只有8字节\n计算机网络课程组",
      "TCP协议\n• 面向连接\n• 三次握手\n计算机网络课程组",
      "TCP拥塞控制\n• 慢启动\n• 拥塞避免\n计算机网络课程组",
      "谢谢！",
    ],
    subject: /^(?:计算机网络\s*)?(?:第三讲\s*)?传输层$/,
    sections: [/传输层概述/, /UDP/, /^TCP协议$/, /拥塞控制/],
  },
];

/** A short handout printed to PDF: its pages run on from one another, mid-sentence. */
const HANDOUT_PAGES = [
  "Composting at Home\n1 Greens and browns\nMix fresh kitchen scraps with dry leaves in about equal",
  "volumes, and keep the heap as damp as a wrung-out sponge.\n2 Turning the heap\nTurn it every week so that",
  "air reaches the middle and the heap stays warm.\n3 When it is ready\nFinished compost is dark and crumbly.",
];
THIRD.push({
  name: "a short handout printed to PDF whose pages run on: its numbered sections, not its pages' first lines",
  fileName: "compost.pdf",
  text: HANDOUT_PAGES.join("\n"),
  pdfPages: HANDOUT_PAGES,
  subject: /^composting(?: at home)?$/i,
  sections: [/greens and browns/i, /turning the heap/i, /when it is ready/i],
});

/** A fourth batch: plain text whose headings are only short lines, and numbers that are not headings. */
const FOURTH: DocumentRow[] = [
  {
    name: "a recipe as text: quantities at the start of lines are no sections",
    fileName: "focaccia.txt",
    text: lines(
      "Rosemary Focaccia",
      "",
      "Ingredients",
      "500 g bread flour",
      "2 tsp salt",
      "7 g dried yeast",
      "400 ml warm water",
      "",
      "Method",
      "1. Mix everything into a wet dough and leave it for an hour.",
      "2. Stretch it into an oiled tin and dimple it with your fingers.",
      "3. Bake at 220 °C for 25 minutes.",
    ),
    subject: /^(?:rosemary )?focaccia$/i,
    sections: [/ingredients/i, /method/i],
  },
  {
    name: "a PDF book chapter whose headings are short lines between wrapped paragraphs",
    fileName: "ch2.pdf",
    text: lines(
      "The Water Cycle",
      "Evaporation",
      "Sunlight heats the surface of oceans and lakes, and water molecules escape into the",
      "air as vapour. Warm, dry and windy days speed this up considerably.",
      "Condensation",
      "As the vapour rises it cools, and it condenses on tiny particles of dust to form the",
      "droplets that make up clouds and fog.",
      "Precipitation",
      "When droplets merge and grow heavy enough, they fall as rain, snow, sleet or hail,",
      "returning the water to the surface.",
    ),
    subject: /^the water cycle$/i,
    sections: [/^evaporation$/i, /^condensation$/i, /^precipitation$/i],
  },
  {
    name: "a Chinese PDF whose 小标题 are short lines between paragraphs",
    fileName: "说明文.pdf",
    text: lines(
      "认识二十四节气",
      "节气的由来",
      "二十四节气是古人根据太阳在黄道上的位置划分的，用来指导农事活动。",
      "春季的节气",
      "立春、雨水、惊蛰、春分、清明、谷雨，标志着气温回升和播种时节的到来。",
      "节气与养生",
      "人们常根据节气调整饮食和作息，例如冬至吃饺子、立秋贴秋膘。",
    ),
    subject: /^二十四节气$/,
    sections: [/节气的由来/, /春季的节气/, /节气与养生/],
  },
  {
    name: "a poem is not a document of sections",
    fileName: "poem.txt",
    text: lines(
      "Stopping by Woods",
      "",
      "Whose woods these are I think I know",
      "His house is in the village though",
      "He will not see me stopping here",
      "To watch his woods fill up with snow",
    ),
    subject: /^stopping by woods$/i,
    sections: [],
  },
];

/** The pages' first lines, 1-based, as the app records a PDF's pages. */
function pagesOf(pdfPages: readonly string[] | undefined): ResearchMaterial["pages"] {
  let startLine = 1;
  return (pdfPages ?? []).map((text, index) => {
    const page = { page: index + 1, startLine };
    startLine += text.split("\n").length;
    return page;
  });
}

const material = (row: DocumentRow): ResearchMaterial => ({
  id: "src_1",
  title: row.fileName,
  text: row.text,
  pages: pagesOf(row.pdfPages),
});

describe.each([
  ["probe 14", ROWS],
  ["probe 14, second batch", SECOND],
  ["probe 14, slides saved as PDF", THIRD],
  ["probe 14, headings without marks", FOURTH],
])("%s: a course from an attached document is about that document", (_, rows) => {
  for (const row of rows) {
    it(row.name, () => {
      expect(materialSubject([material(row)])).toMatch(row.subject);
      if (!row.sections) return;
      const headings = materialOutline(row.text, material(row).pages).headings.map((heading) => heading.text);
      let from = 0;
      for (const section of row.sections) {
        const at = headings.findIndex((heading, index) => index >= from && section.test(heading));
        expect(at, `${section} in ${JSON.stringify(headings)}`).toBeGreaterThanOrEqual(0);
        from = at + 1;
      }
      expect(headings.length, JSON.stringify(headings)).toBeLessThanOrEqual(row.sections.length + 1);
      // A module is named by its section's name, without its numbering ("Week 2.", "II.", "第一章", "1").
      for (const heading of headings) expect(stageOfHeading(heading)).not.toMatch(/^(?:week|lecture|chapter|slide)\b|^[IVX]+\.\s|^\d|^第/i);
    });
  }
});
