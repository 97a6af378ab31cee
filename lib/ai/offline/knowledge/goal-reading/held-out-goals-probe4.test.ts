import { describe } from "vitest";
import { itReadsEachGoalAsPattern, type GoalPatternRow } from "@/tests/support/interview/held-out-goal-rows";
import type { PurposeKind } from "./types";

/**
 * A fourth held-out set, written by someone who had not read the reader or the earlier sets: goals as
 * people type them on /create, half in Chinese. Each row says what a person reads: the subject (a
 * pattern it must match, and nothing of the sentence's frame), the stated level, the purpose and
 * whether a deadline was given. A field left out of a row is not checked.
 */
const INTERVIEW: PurposeKind[] = ["work", "exam"];
const ROWS: GoalPatternRow[] = [
  ["need to get good at excel pivot tables by monday for work", { subject: /^(?:excel )?pivot tables$/i, purpose: "work", deadline: true }],
  ["explain quantum computing to me like im 12", { subject: /^quantum computing$/i, level: "beginner" }],
  ["refresh my statistics, it's been 10 years", { subject: /^statistics$/i }],
  ["I want to learn Spanish before my trip to Madrid in June", { subject: /^spanish$/i, purpose: "travel", deadline: true }],
  ["total beginner here, teach me guitar chords", { subject: /^guitar chords$/i, level: "beginner" }],
  [
    "Prepare for the AWS Solutions Architect Associate exam in 6 weeks",
    { subject: /^AWS Solutions Architect/i, purpose: "exam", deadline: true },
  ],
  ["I've been writing Python for years but never touched async, help me get it", { subject: /async/i }],
  ["get me up to speed on react hooks for a new job next week", { subject: /^react hooks$/i, purpose: "work", deadline: true }],
  ["I'd like to understand how vaccines work", { subject: /^(?:how )?vaccines(?: work)?$/i }],
  ["Linear algebra for machine learning, I only remember high school maths", { subject: /^linear algebra/i }],
  ["help my kid with fractions, I need to relearn them myself", { subject: /^fractions$/i, purpose: "family" }],
  ["I'm a nurse and want to learn basic pharmacology for my NCLEX", { subject: /^(?:basic )?pharmacology$/i, purpose: "exam" }],
  ["crash course in SQL joins before my interview on Friday", { subject: /^SQL joins$/i, purpose: INTERVIEW, deadline: true }],
  ["teach me to cook Thai food at home", { subject: /thai/i }],
  ["Brush up on my French, I studied it at school ages ago", { subject: /^french$/i }],
  ["intermediate chess player wanting to improve my endgames", { subject: /endgames?/i, level: "intermediate" }],
  ["learn touch typing, I have 15 minutes a day", { subject: /^touch typing$/i, budget: true }],
  ["Kubernetes from scratch, my team is moving to it next quarter", { subject: /^kubernetes$/i, level: "beginner", purpose: "work" }],
  ["music theory so I can write my own songs", { subject: /^music theory$/i }],
  [
    "I have a data science interview in two weeks, help me review probability",
    { subject: /^probability$/i, purpose: INTERVIEW, deadline: true },
  ],
  ["我想自学日语，目标N2，明年七月考", { subject: /^日语$/, purpose: "exam", deadline: true }],
  ["帮我准备一下产品经理面试", { subject: /产品经理/, purpose: INTERVIEW }],
  ["零基础学Python，想转行做数据分析", { subject: /^Python$/i, level: "beginner", purpose: "work" }],
  ["下个月要考雅思，口语只有5分", { subject: /雅思/, purpose: "exam", deadline: true }],
  ["我是会计，想学一点Excel宏提高工作效率", { subject: /^Excel\s*宏$/i, purpose: "work" }],
  ["给孩子辅导小学奥数，我自己得先学会", { subject: /奥数/, purpose: "family" }],
  ["想了解一下区块链到底是怎么回事", { subject: /^区块链$/ }],
  ["大学线代忘光了，想重新捡起来", { subject: /^(?:线代|线性代数)$/ }],
  ["三个月内学会弹吉他，完全没基础", { subject: /吉他/, level: "beginner", deadline: true }],
  ["准备考研数学，目标130分", { subject: /数学/, purpose: "exam" }],
  ["工作需要，想快速掌握Tableau做报表", { subject: /^Tableau/i, purpose: "work" }],
  ["我用了好几年Java，想深入学习JVM调优", { subject: /^JVM\s*调优$/, level: "advanced" }],
  ["去日本旅游前想学点日常日语", { subject: /日语/, purpose: "travel" }],
  ["每天半小时，学一下摄影构图", { subject: /^(?:摄影)?构图$/, budget: true }],
  ["用简单的话给我讲讲相对论", { subject: /^相对论$/, level: "beginner" }],
  ["想系统学习机器学习", { subject: /^机器学习$/ }],
  ["帮我补一下高中化学，下周期末考试", { subject: /化学/, purpose: "exam", deadline: true }],
  ["我想学做自媒体运营，纯属业余爱好", { subject: /自媒体运营/, purpose: "hobby" }],
  ["年底前通过PMP认证", { subject: /PMP/, purpose: "exam", deadline: true }],
  ["刚工作一年，教我怎么理财", { subject: /理财/ }],
  // Variants of the classes the first rows found, so a fix is a class and not a sentence.
  ["explain blockchain like I'm five", { subject: /^blockchain$/i, level: "beginner" }],
  ["teach me calculus in plain English", { subject: /^calculus$/i, level: "beginner" }],
  ["need German by the 15th for my move to Berlin", { subject: /^german$/i, purpose: "travel", deadline: true }],
  ["studying for my MCAT in april", { subject: /^MCAT$/, purpose: "exam", deadline: true }],
  ["get up to speed with kubernetes by next tuesday", { subject: /^kubernetes$/i, deadline: true }],
  ["准备明年三月考N1", { subject: /N1/, purpose: "exam", deadline: true }],
  ["高中物理早就忘了", { subject: /^(?:高中)?物理$/ }],
  ["通俗易懂地讲讲量子力学", { subject: /^量子力学$/, level: "beginner" }],
  // A third round, each a new class.
  ["I keep forgetting my high school chemistry, need it back for nursing school", { subject: /chemistry$/i, purpose: "study" }],
  ["Get me ready for the GRE quant section", { subject: /GRE quant/ }],
  ["我女儿上初二，物理跟不上，我想先自己搞懂", { subject: /^物理$/, purpose: "family" }],
  ["下周要给客户做演示，帮我突击一下PPT设计", { subject: /^PPT\s*设计$/i, purpose: "work", deadline: true }],
  ["零基础，三个月转行UI设计", { subject: /^UI\s*设计$/i, level: "beginner", purpose: "work", deadline: true }],
  ["想把英语口语练好，出国工作", { subject: /^英语口语$/, purpose: ["travel", "work"] }],
  ["想学点心理学，纯好奇", { subject: /^心理学$/, purpose: "hobby" }],
];

describe("held-out goals, probe 4: a person's reading of goals typed on /create", () => {
  itReadsEachGoalAsPattern(ROWS);
});
