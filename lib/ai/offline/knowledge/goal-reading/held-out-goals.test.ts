import { describe, expect, it } from "vitest";
import { itReadsEachGoal, type GoalRow } from "@/tests/support/interview/held-out-goal-rows";

/**
 * Goal phrasings written after the reader was built, not tuned one by one: names
 * with symbols (C++, C#, Node.js, .NET, R, Go), typos, emoji, quotes, mixed
 * language, long rambling goals, purposes and stated levels. Each row says what
 * a person reads: the subject, and the level, purpose and deadline when stated.
 */
const EN: GoalRow[] = [
  { goal: "I'm new to C++ and want to write games", subject: "C++", level: "beginner" },
  { goal: "teach me C# for Unity, total beginner", subject: "C# for Unity", level: "beginner" },
  { goal: "I need Node.js for my job", subject: "Node.js", purpose: "work" },
  { goal: "Learn .NET to pass the exam next month", subject: ".NET", purpose: "exam", deadline: "next month" },
  { goal: "I want to learn R for my biology thesis", subject: "R", purpose: "study" },
  { goal: "I want to learn ASP.NET Core, I'm a junior dev", subject: "ASP.NET Core" },
  { goal: "Vue.js from scratch please", subject: "Vue.js", level: "beginner" },
  { goal: "I wanna learn Next.js for a side project", subject: "Next.js", purpose: "project" },
  { goal: "Complete noob at Go, need it for work", subject: "Go", level: "beginner", purpose: "work" },
  { goal: 'learn "Kubernetes networking" from scratch', subject: "Kubernetes networking", level: "beginner" },
  { goal: "Need to learn 'Terraform' ASAP for a project at work", subject: "Terraform", purpose: "project" },
  { goal: 'I\'d like to study "The Art of Computer Programming" volume 1', subject: "The Art of Computer Programming" },
  { goal: "i wnat to lern Go for my job", subject: "Go", purpose: "work" },
  { goal: "lern SQL plz, im a begginer", subject: "SQL", level: "beginner" },
  { goal: "can u teach me kotlin", subject: "kotlin" },
  { goal: "🚀 teach me Rust 🦀 please!!", subject: "Rust" },
  { goal: "yo teach me Swift 🙏 I wanna make iPhone apps", subject: "Swift" },
  {
    goal: "So basically I've been thinking a lot lately, my friend works in cybersecurity and I'm kind of curious, I don't really know where to start but I'd like to learn about network security over the next few months, maybe an hour a day",
    subject: "network security",
    deadline: "over the next few months",
  },
  {
    goal: "Help me understand linear algebra, I'm a bit rusty and it's for my ML course at uni",
    subject: "linear algebra",
    level: "intermediate",
    purpose: "study",
  },
  { goal: "I'm an absolute beginner to music theory", subject: "music theory", level: "beginner" },
  { goal: "Absolute beginner in C, want to understand pointers", subject: "pointers", level: "beginner" },
  { goal: "Prepare me for the AWS Cloud Practitioner exam next month", subject: "AWS Cloud Practitioner", deadline: "next month" },
  { goal: "help me get ready for the bar exam", subject: "bar exam", purpose: "exam" },
  { goal: "I want to study organic chemistry to pass the exam next month", subject: "organic chemistry", purpose: "exam" },
  { goal: "Intermediate Spanish conversation, I can already order food", subject: "Spanish conversation", level: "intermediate" },
  { goal: "I want to get good at public speaking for my job", subject: "public speaking", purpose: "work" },
  { goal: "I want to learn to draw portraits, just for fun", subject: "drawing portraits", purpose: "hobby" },
  { goal: "I've used SQL for years but want to master query optimisation", subject: "query optimisation", level: "advanced" },
  {
    goal: "I've been doing R for years and want to go deeper into Bayesian stats",
    subject: "Bayesian stats",
    level: "advanced",
    about: "R",
  },
  { goal: "Japanese N3 — exam in 3 months, I know hiragana already", subject: "Japanese N3", deadline: "in 3 months" },
  { goal: "Make a course from this file, I've used it for years", subject: "", level: "advanced", fromMaterial: true },
  { goal: "I've used Kubernetes for years and want to go deeper", subject: "Kubernetes", level: "advanced" },
  { goal: "I've been writing Rust professionally, just want to get better", subject: "Rust", level: "advanced" },
  { goal: "I want to learn 机器学习 for my job", subject: "机器学习", purpose: "work" },
  { goal: "I want to learn 考研数学, starting from zero", subject: "考研数学", level: "beginner" },
];

const ZH: GoalRow[] = [
  { goal: "我想学 C++，从零开始", subject: "C++", level: "beginner" },
  { goal: "我是初学者，想学 C#", subject: "C#", level: "beginner" },
  { goal: "我想学习 .NET 开发，工作需要", subject: ".NET 开发", purpose: "work" },
  { goal: "帮我学 Node.js，我做了三年前端", subject: "Node.js", level: "advanced", about: "前端" },
  { goal: "我想学 Vue.js，公司项目要用", subject: "Vue.js", purpose: "work" },
  { goal: "从零开始学 R 语言做统计", subject: "R 语言", level: "beginner" },
  { goal: "想学 Go，我用 Java 好多年了", subject: "Go", level: "advanced", about: "Java" },
  { goal: "我用了好几年 Excel，想学 Power BI", subject: "Power BI", level: "advanced", about: "Excel" },
  { goal: "我用 Kubernetes 好多年了，想深入学一下", subject: "Kubernetes", level: "advanced" },
  { goal: "我想学机器学习，为了工作", subject: "机器学习", purpose: "work" },
  { goal: "考研数学怎么复习？还有三个月", subject: "考研数学", deadline: "还有三个月" },
  { goal: "帮我准备 PMP，还有两个月", subject: "PMP", deadline: "还有两个月" },
  { goal: "教我高等数学，下个月考试", subject: "高等数学", purpose: "exam", deadline: "下个月" },
  { goal: "零基础学 C 语言，下个月期末考试", subject: "C 语言", level: "beginner", purpose: "exam" },
  { goal: "我想学摄影📷，纯属爱好", subject: "摄影", purpose: "hobby" },
  { goal: "我是老师，想学剪视频，纯粹是兴趣", subject: "剪视频", purpose: "hobby" },
  { goal: '学一下 "深度学习" 吧', subject: "深度学习" },
  { goal: "我想系统地学一下《算法导论》", subject: "算法导论" },
  { goal: "作为一个文科生，想入门 Python", subject: "Python" },
  { goal: "我用 Excel 做了十年报表，想学 SQL", subject: "SQL", level: "advanced", about: "Excel" },
  { goal: "学习 R 语言，为了写论文", subject: "R 语言", purpose: "study" },
  { goal: "我想学 linear algebra，从零开始", subject: "linear algebra", level: "beginner" },
  { goal: "我想学 machine learning，完全零基础", subject: "machine learning", level: "beginner" },
  { goal: "想入门 Kubernetes，公司要用", subject: "Kubernetes", purpose: "work" },
  { goal: "我是产品经理，想了解大模型", subject: "大模型" },
  { goal: "我已经会一些 Python 了，想学爬虫", subject: "爬虫", level: "intermediate" },
  { goal: "想搞懂 Transformer 的原理，我有一些深度学习基础", subject: "Transformer 的原理", level: "intermediate" },
  { goal: "Kotlin 进阶，我已经写了两年 Android", subject: "Kotlin", level: "intermediate" },
  { goal: "根据这份资料给我出一门课，我是新手", subject: "", level: "beginner", fromMaterial: true },
];

describe("readGoal: held-out phrasings", () => {
  it("holds at least 40 of them, in both languages", () => {
    expect(EN.length + ZH.length).toBeGreaterThanOrEqual(40);
    expect(ZH.length).toBeGreaterThanOrEqual(20);
  });

  // "for my job" is the purpose, never what the course builds; every fact is the learner's own words.
  itReadsEachGoal([...EN, ...ZH], { ownWords: true, notOutcome: /^(?:job|work|工作)$/i, notOutcomeWhen: "work" });
});
