import { describe } from "vitest";
import { itReadsEachGoalAsPattern, type GoalPatternRow } from "@/tests/support/interview/held-out-goal-rows";
import type { PurposeKind } from "./types";

/**
 * A fifth held-out set, written before reading the reader or the earlier sets: goals as people type
 * them on /create — casual, run-on, with typos, emoji, code names (C++, Node.js, k8s, SQL JOIN) and
 * Han+Latin mixes. Each row says what a person reads: the subject (a pattern it must match, and
 * nothing of the sentence's frame), the stated level, the purpose and whether a deadline was given.
 * A field left out of a row is not checked.
 */
const INTERVIEW: PurposeKind[] = ["work", "exam"];
const ROWS: GoalPatternRow[] = [
  ["I want to learn Rust, never written a line of it before", { subject: /^Rust$/, level: "beginner" }],
  ["teach me SQL JOINs for my data analyst interview next month", { subject: /^SQL JOINs$/, purpose: INTERVIEW, deadline: true }],
  ["k8s basics pls, I'm a backend dev", { subject: /^(?:k8s|kubernetes)$/i, level: "beginner" }],
  [
    "Need to get decent at C++ templates by end of march, been coding C++ for ~5 yrs",
    { subject: /^C\+\+ templates$/, level: "advanced", deadline: true },
  ],
  ["how do I get started with Node.js?? total noob", { subject: /^Node\.js$/, level: "beginner" }],
  ["linear algebra refresher — did it in uni ages ago, kinda rusty", { subject: /^linear algebra$/i, level: "intermediate" }],
  [
    "Help me prepare for the AWS Solutions Architect exam in 6 weeks",
    { subject: /^AWS Solutions Architect/, purpose: "exam", deadline: true },
  ],
  ["I'd love to understand how transformers work (the ML kind, not the robots lol)", { subject: /^(?:how )?transformers(?: work)?$/i }],
  ["organic chemistry for my MCAT", { subject: /^organic chemistry$/i, purpose: "exam" }],
  ["Spanish conversation for a trip to Mexico in July 🇲🇽", { subject: /^Spanish(?: conversation)?$/i, purpose: "travel", deadline: true }],
  ["pls teach me git i keep breaking things at work", { subject: /^git$/i, purpose: "work" }],
  [
    "want to go from zero to building a small React app",
    { subject: /^(?:(?:building )?(?:a )?(?:small )?)?React(?: apps?)?$/i, level: "beginner" },
  ],
  [
    "Statistics for A/B testing, I work in product",
    { subject: /^(?:statistics(?: for A\/B testing)?|A\/B testing(?: statistics)?)$/i, purpose: "work" },
  ],
  [
    "Could you put together a course on the French Revolution? Just curious",
    { subject: /^(?:the )?French Revolution$/i, purpose: "hobby" },
  ],
  ["docker compose — I've used docker a bit but never compose", { subject: /^docker compose$/i }],
  ["Advanced PostgreSQL query tuning, I'm a DBA already", { subject: /^PostgreSQL query tuning$/i, level: "advanced" }],
  ["just the basics of personal finance, budgeting etc", { subject: /^personal finance/i, level: "beginner" }],
  [
    "intro to Python, I need it for a data science bootcamp starting next Friday",
    { subject: /^Python$/, level: "beginner", deadline: true },
  ],
  ["machine learning", { subject: /^machine learning$/i }],
  ["Teach me calculus. I'm a high school student", { subject: /^calculus$/i }],
  [
    "i need to learn excel pivot tables before monday, boss wants a report",
    { subject: /^(?:excel )?pivot tables$/i, purpose: "work", deadline: true },
  ],
  ["teach me javscript im a begginer", { subject: /^(?:javascript|javscript)$/i, level: "beginner" }],
  ["wanna learn photoshop, zero experience lol", { subject: /^photoshop$/i, level: "beginner" }],
  ["🎸 guitar, just for fun", { subject: /^guitar$/i, purpose: "hobby" }],
  ["learn 微积分 from scratch", { subject: /^微积分$/, level: "beginner" }],
  ["我想从零开始学Python", { subject: /^Python$/, level: "beginner" }],
  ["帮我准备下个月的雅思考试", { subject: /^雅思/, purpose: "exam", deadline: true }],
  ["想系统学一下线性代数，大学学过但忘得差不多了", { subject: /^线性代数$/ }],
  ["工作需要，学一下k8s", { subject: /^(?:k8s|kubernetes)$/i, purpose: "work" }],
  ["零基础学C++，三个月内能写小项目", { subject: /^C\+\+$/, level: "beginner", deadline: true }],
  ["我是前端工程师，想学Node.js做后端", { subject: /^Node\.js(?:\s*后端)?$/ }],
  ["教我SQL的JOIN用法，明天面试😭", { subject: /^SQL\s*(?:的\s*)?JOIN/, purpose: INTERVIEW, deadline: true }],
  ["数据结构与算法，准备考研", { subject: /^数据结构与算法$/, purpose: "exam" }],
  ["想了解一下量子计算，纯属好奇", { subject: /^量子计算$/, purpose: "hobby" }],
  ["Rust进阶：生命周期和所有权，我写了两年Rust了", { subject: /生命周期/, level: "advanced" }],
  ["我想学机器学习 for my job, 有Python基础", { subject: /^机器学习$/, purpose: "work" }],
  ["日语N2，年底前考过", { subject: /^日语/, purpose: "exam", deadline: true }],
  ["深度学习入门", { subject: /^深度学习$/, level: "beginner" }],
  ["请帮我设计一门关于微积分的课程，我是初学者", { subject: /^微积分$/, level: "beginner" }],
  ["Go语言并发编程", { subject: /^Go\s*(?:语言)?\s*并发编程$/ }],
  // Variants of the classes the first rows found, so a fix is a class and not a sentence.
  ["terraform basics", { subject: /^terraform$/i, level: "beginner" }],
  ["the basics of photography", { subject: /^photography$/i, level: "beginner" }],
  ["introduction to statistics please", { subject: /^statistics$/i, level: "beginner" }],
  ["SQL 101", { subject: /^SQL$/, level: "beginner" }],
  ["Kubernetes入门教程", { subject: /^Kubernetes$/, level: "beginner" }],
  ["get comfortable with Docker by end of april", { subject: /^Docker$/, deadline: true }],
  ["I'm not a total beginner in Go, want to go deeper into concurrency", { subject: /concurrency/i, level: "intermediate" }],
  ["want to go from zero to hero in Figma", { subject: /^Figma$/, level: "beginner" }],
  ["learn photography (just for fun)", { subject: /^photography$/i, purpose: "hobby" }],
  ["my manager wants a dashboard, so teach me Power BI", { subject: /^Power BI$/, purpose: "work" }],
  ["interview on thursday, need to review system design", { subject: /^system design$/i, deadline: true }],
  ["老板让我学Excel", { subject: /^Excel$/, purpose: "work" }],
  ["后天面试，帮我复习一下Java基础", { subject: /^Java/, purpose: INTERVIEW, deadline: true }],
  ["数据库原理，准备期末", { subject: /^数据库原理$/, purpose: "exam" }],
  ["MySQL进阶：索引优化，用了三年MySQL", { subject: /索引优化/, level: "advanced" }],
  ["想学Python for fun", { subject: /^Python$/, purpose: "hobby" }],
  ["给我做一门关于博弈论的课", { subject: /^博弈论$/ }],
];

describe("held-out goals, probe 5: a person's reading of goals typed on /create", () => {
  itReadsEachGoalAsPattern(ROWS);
});
