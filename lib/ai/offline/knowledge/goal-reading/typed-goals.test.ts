import { describe, expect, it } from "vitest";
import { itReadsEachGoal, itReadsEachMaterialGoal, type GoalRow, type MaterialGoalRow } from "@/tests/support/interview/held-out-goal-rows";
import { readGoal } from "./read-goal";

/**
 * Regression rows for the classes found while fixing the second held-out set
 * (held-out-goals-2.test.ts): typed goals tried afterwards, one or two per class,
 * so a later change to one rule cannot quietly undo another.
 */
const ROWS: GoalRow[] = [
  // Questions asked of the subject.
  { goal: "how hard is calculus", subject: "calculus" },
  { goal: "is python hard to learn for a beginner", subject: "python", level: "beginner" },
  { goal: "is it worth learning rust in 2025", subject: "rust" },
  { goal: "Spark和Hadoop有什么区别", subject: "Spark和Hadoop" },
  { goal: "线性代数好难啊", subject: "线性代数" },
  { goal: "有没有推荐的机器学习入门路线", subject: "机器学习" },
  // Verbs and frames that introduce a subject.
  { goal: "need help with statistics for my psych class", subject: "statistics", purpose: "study" },
  { goal: "for my exam next week i need to review organic chemistry", subject: "organic chemistry", purpose: "exam" },
  { goal: "i've dabbled in javascript but want to get serious about react", subject: "react", level: "intermediate", about: "javascript" },
  { goal: "since my company uses azure i need to learn it", subject: "azure", purpose: "work" },
  { goal: "英语口语太差了想练练", subject: "英语口语" },
  { goal: "用Excel做财务报表", subject: "Excel" },
  { goal: "帮孩子辅导小学数学", subject: "小学数学", purpose: "family" },
  // Levels, and what they are about.
  { goal: "I'm pretty rusty on my spanish", subject: "spanish", level: "intermediate" },
  { goal: "used to play guitar as a kid, want to get back into it", subject: "guitar", level: "intermediate" },
  { goal: "zero coding experience, want to build an app", subject: "coding", level: "beginner" },
  { goal: "I'm a senior dev, want to learn rust", subject: "rust", level: "advanced", about: "dev" },
  { goal: "想学Python 零基础", subject: "Python", level: "beginner" },
  { goal: "我想学Rust 听说很难", subject: "Rust" },
  { goal: "之前学过一点日语 现在都忘了", subject: "日语", level: "intermediate" },
  { goal: "Python不太熟，想系统学一下", subject: "Python", level: "beginner" },
  // Purposes.
  { goal: "teaching myself german before moving to berlin", subject: "german", purpose: "travel" },
  { goal: "my daughter needs help with algebra", subject: "algebra", purpose: "family" },
  { goal: "想给孩子讲讲天文知识", subject: "天文", purpose: "family" },
  { goal: "下周要考高数了 求救", subject: "高数", purpose: "exam" },
  { goal: "Excel 工作用", subject: "Excel", purpose: "work" },
  { goal: "gotta learn R for stats class", subject: "R", purpose: "study" },
  // Where a subject ends in a run-on, and what is not a subject at all.
  { goal: "i wanna learn how to play the guitar", subject: "guitar" },
  { goal: "can you explain how the stock market works", subject: "stock market" },
  { goal: "how to get into cybersecurity with no experience", subject: "cybersecurity", level: "beginner" },
  { goal: "getting back into chess after 10 years", subject: "chess" },
  { goal: "i want to become a web developer, where do i start", subject: "becoming a web developer" },
  { goal: "python for beginners", subject: "python", level: "beginner" },
  { goal: "beginner python", subject: "python", level: "beginner" },
  { goal: "I'm fluent in spanish, want to learn portuguese", subject: "portuguese", level: "advanced", about: "spanish" },
  { goal: "零基础自学python需要多久", subject: "python", level: "beginner" },
  { goal: "三十岁学钢琴还来得及吗", subject: "钢琴" },
  { goal: "小白求教 Photoshop怎么入门", subject: "Photoshop", level: "beginner" },
  { goal: "C语言期末考试复习", subject: "C语言", purpose: "exam" },
  { goal: "考研408怎么复习", subject: "考研408", purpose: "exam" },
  { goal: "大二学生 想学Java找实习", subject: "Java", purpose: "work" },
  { goal: "会说一点日语，想考N2", subject: "N2", level: "intermediate", about: "日语" },
  // Experience in a neighbouring skill is a head start, not mastery of the subject.
  { goal: "I've been coding for 3 years, want to learn rust", subject: "rust", level: "advanced", about: "coding" },
  { goal: "3 yrs of python, want to learn go", subject: "go", level: "advanced", about: "python" },
  { goal: "decent at excel, want to learn power query", subject: "power query", level: "intermediate", about: "excel" },
  { goal: "i can play a few songs on guitar, want to learn music theory", subject: "music theory", level: "intermediate", about: "guitar" },
  { goal: "I work as a data analyst and use SQL daily, want to learn dbt", subject: "dbt", level: "advanced", about: "SQL" },
  { goal: "wanna learn spanish b4 my trip", subject: "spanish", purpose: "travel" },
  { goal: "lrn python", subject: "python" },
  { goal: "我是工作五年的程序员，想学Rust", subject: "Rust", level: "advanced", about: "程序员" },
  { goal: "自学了半年Python，想学Django", subject: "Django", level: "intermediate" },
  { goal: "三年经验的前端 想学Node", subject: "Node", level: "advanced", about: "前端" },
  { goal: "入门水平，想提高一下日语", subject: "日语", level: "beginner" },
  { goal: "Excel会一些基本操作", subject: "Excel", level: "intermediate", about: "Excel" },
  { goal: "我想把英语口语练好", subject: "英语口语" },
  { goal: "学Python能找到工作吗", subject: "Python", purpose: "work" },
  { goal: "我想在三个月内通过日语N1", subject: "日语N1", purpose: "exam" },
  { goal: "我对摄影很感兴趣，但完全不懂", subject: "摄影", level: "beginner" },
  // Names that look like common words, and tails that are no part of a name.
  { goal: "i wanna learn rust and go", subject: "rust and go" },
  { goal: "get going with go", subject: "go" },
  { goal: "the piano for adults", subject: "piano" },
  { goal: "learn photoshop quick", subject: "photoshop" },
  { goal: "rust lang", subject: "rust" },
  { goal: "我在学Go 想更深入一点", subject: "Go" },
  { goal: "想学钢琴，小时候学过三年", subject: "钢琴", level: "intermediate" },
  { goal: "played violin for 5 years as a kid, want to start again", subject: "violin", level: "intermediate" },
  // Questions, plans and complaints around a subject.
  { goal: "Transformer是什么原理", subject: "Transformer" },
  { goal: "JavaScript 入门到精通", subject: "JavaScript" },
  { goal: "学点日语嘛", subject: "日语" },
  { goal: "学习机器学习需要什么基础", subject: "机器学习" },
  { goal: "帮我出一个三个月的日语学习计划", subject: "日语" },
  { goal: "准备转行学UI设计", subject: "UI设计", purpose: "work" },
  { goal: "Excel函数老是记不住", subject: "Excel函数" },
  { goal: "小学三年级数学怎么辅导", subject: "小学三年级数学" },
  { goal: "想要学会做PPT", subject: "PPT" },
  { goal: "how do i stop being bad at math", subject: "math" },
  { goal: "i suck at public speaking help", subject: "public speaking" },
  { goal: "Spanish verbs are killing me", subject: "Spanish verbs" },
  { goal: "my python is rusty, want to get back into it for a job interview", subject: "python", level: "intermediate", purpose: "exam" },
  { goal: "what do i need to know to pass the cpa", subject: "cpa", purpose: "exam" },
  { goal: "learn Python and its libraries", subject: "Python and its libraries" },
  { goal: "learn data science at my own pace", subject: "data science" },
  { goal: "I want to learn German, I'm moving to Berlin next year", subject: "German", purpose: "travel" },
];

/** A document attached on /create names the subject; these words only ask for a course from it. */
const FROM_MATERIAL: MaterialGoalRow[] = [
  { goal: "make me a course from this pdf, im a beginner", level: "beginner" },
  { goal: "turn my notes into a course for my exam next week", purpose: "exam" },
  { goal: "use this doc to teach me" },
  { goal: "teach me whats in this pdf" },
  { goal: "help me study this document for my final", purpose: "exam" },
  { goal: "quiz me on this pdf" },
  { goal: "根据这个PDF出个课 我是小白", level: "beginner" },
  { goal: "帮我把这份笔记整理成课程，下周考试", purpose: "exam" },
  { goal: "按这本书给我安排学习" },
  { goal: "这个文档帮我学一下" },
];

describe("readGoal: words that only ask for a course from attached material", () => {
  itReadsEachMaterialGoal(FROM_MATERIAL);

  it("keeps a subject the learner names next to the material", () => {
    expect(readGoal("I want to learn Rust from this book").subject).toBe("Rust");
    expect(readGoal("根据这份资料学 Python").subject).toBe("Python");
  });
});

describe("readGoal: classes found while fixing the second held-out set", () => {
  itReadsEachGoal(ROWS);
});

describe("readGoal: 'going to' is a plan, not a trip", () => {
  it('reads no travel purpose in "I\'m going to learn Korean"', () => {
    const reading = readGoal("I'm going to learn Korean");
    expect(reading.subject).toBe("Korean");
    expect(reading.purpose).toBeNull();
  });
});
