import { describe, expect, it } from "vitest";
import { itReadsEachGoal, type GoalRow } from "@/tests/support/interview/held-out-goal-rows";

/**
 * A second held-out set, written before the reader was changed for it: goals
 * typed the way people type them into a box — lowercase, no punctuation, slang,
 * run-on sentences, questions, mixed Chinese and Latin, subjects that are also
 * common words (Go, R, Swift, Spark, Excel, chess), subjects after a purpose
 * clause, levels and purposes said in many ways. Each row says what a person
 * reads: the subject, and the level, purpose, deadline and time budget when stated.
 */
const EN: GoalRow[] = [
  { goal: "how do i get into machine learning", subject: "machine learning" },
  { goal: "where do I start with Rust?", subject: "Rust" },
  { goal: "is Go hard to learn", subject: "Go" },
  { goal: "is R worth learning for my thesis", subject: "R", purpose: "study" },
  { goal: "how long does it take to learn spanish", subject: "spanish" },
  { goal: "wanna learn the piano", subject: "piano" },
  { goal: "im gonna learn spark for my data engineering job", subject: "spark", purpose: "work" },
  { goal: "for my job I need to learn SQL", subject: "SQL", purpose: "work" },
  { goal: "for my thesis i have to learn R", subject: "R", purpose: "study" },
  { goal: "linear algebra", subject: "linear algebra" },
  { goal: "the piano", subject: "piano" },
  { goal: "photoshop", subject: "photoshop" },
  { goal: "music theory for beginners", subject: "music theory", level: "beginner" },
  { goal: "i know a bit of python but want to get better at data analysis", subject: "data analysis", level: "intermediate" },
  {
    goal: "rusty on calculus need to brush up before my exam in two weeks",
    subject: "calculus",
    level: "intermediate",
    purpose: "exam",
    deadline: "in two weeks",
  },
  {
    goal: "did statistics in college but forgot most of it, need it again for work",
    subject: "statistics",
    level: "intermediate",
    purpose: "work",
  },
  { goal: "I did Spanish in college, want to pick it back up", subject: "Spanish", level: "intermediate" },
  { goal: "I studied french in high school but its super rusty", subject: "french", level: "intermediate" },
  { goal: "learn Excel 30 min a day", subject: "Excel", budget: 210 },
  { goal: "teach me chess im a total noob", subject: "chess", level: "beginner" },
  { goal: "I want to learn Photoshop for my photography hobby", subject: "Photoshop", purpose: "hobby" },
  { goal: "i need to learn japanese before my trip to japan", subject: "japanese", purpose: "travel" },
  {
    goal: "hey can you help me learn spanish im going to mexico in 3 months",
    subject: "spanish",
    purpose: "travel",
    deadline: "in 3 months",
  },
  { goal: "my son's 5th grade math homework is killing me, help me understand fractions", subject: "fractions", purpose: "family" },
  { goal: "i wanna learn swift to make ios apps", subject: "swift" },
  { goal: "gonna start learning guitar this weekend never played any instrument", subject: "guitar", level: "beginner" },
  { goal: "I'd like to get into web development, total beginner, weekends only", subject: "web development", level: "beginner" },
  { goal: "need to learn kubernetes in two weeks for a new job", subject: "kubernetes", purpose: "work", deadline: "in two weeks" },
  { goal: "prepping for a system design interview next month", subject: "system design", purpose: "exam", deadline: "next month" },
  { goal: "i wanna get better at drawing", subject: "drawing" },
  { goal: "want to understand how neural networks work", subject: "neural networks" },
  { goal: "teach me Go i already know java", subject: "Go" },
  { goal: "can you teach me music theory? i play guitar by ear", subject: "music theory" },
  { goal: "i have an exam on thermodynamics next week", subject: "thermodynamics", purpose: "exam", deadline: "next week" },
  { goal: "learning rust, coming from c++ with 10 years experience", subject: "rust", level: "advanced", about: "c++" },
  { goal: "been playing piano for 10 years, want to learn jazz improv", subject: "jazz improv", level: "advanced", about: "piano" },
  { goal: "I've used excel for years but never touched vba", subject: "vba", level: "beginner" },
  { goal: "I'm a nurse wanting to switch to data science", subject: "data science", purpose: "work" },
  { goal: "learn data structures and algorithms for coding interviews", subject: "data structures and algorithms", purpose: "exam" },
  { goal: "how do I use Excel pivot tables for work", subject: "Excel pivot tables", purpose: "work" },
  { goal: "wanna learn to code but dont know where to start", subject: "coding" },
  { goal: "linear algebra refresher, did it in college", subject: "linear algebra", level: "intermediate" },
  { goal: "what is blockchain", subject: "blockchain" },
  { goal: "so i just got a new job and they use tableau and i have no idea how to use it lol", subject: "tableau", level: "beginner" },
];

const ZH: GoalRow[] = [
  { goal: "想学一下 React Native", subject: "React Native" },
  { goal: "帮我搞懂transformer", subject: "transformer" },
  { goal: "吉他", subject: "吉他" },
  { goal: "线性代数", subject: "线性代数" },
  { goal: "微积分怎么学", subject: "微积分" },
  { goal: "Python数据分析", subject: "Python数据分析" },
  { goal: "学R语言", subject: "R语言" },
  { goal: "Rust难学吗", subject: "Rust" },
  { goal: "怎么入门 Photoshop", subject: "Photoshop" },
  { goal: "有一点基础，想学日语", subject: "日语", level: "intermediate" },
  { goal: "完全小白想学编程", subject: "编程", level: "beginner" },
  { goal: "学过一点但忘了 想重新学线性代数", subject: "线性代数", level: "intermediate" },
  { goal: "学过一点吉他但是忘得差不多了", subject: "吉他", level: "intermediate" },
  { goal: "大学学过C语言，现在想学嵌入式", subject: "嵌入式", level: "intermediate" },
  { goal: "零基础能学会机器学习吗", subject: "机器学习", level: "beginner" },
  { goal: "想学钢琴 完全零基础", subject: "钢琴", level: "beginner" },
  { goal: "毕业论文要用 SPSS，完全不会", subject: "SPSS", level: "beginner", purpose: "study" },
  { goal: "有三年Java开发经验，想学Spring Cloud", subject: "Spring Cloud", level: "advanced", about: "Java" },
  { goal: "我工作三年了想学Go", subject: "Go", level: "advanced", about: "工作" },
  { goal: "为了考研想复习高数", subject: "高数", purpose: "exam" },
  { goal: "考研英语怎么准备", subject: "考研英语" },
  { goal: "下个月面试，帮我准备一下算法", subject: "算法", purpose: "exam", deadline: "下个月" },
  { goal: "为了面试想刷一下LeetCode", subject: "LeetCode", purpose: "exam" },
  { goal: "想考个教师资格证", subject: "教师资格证", purpose: "exam" },
  { goal: "准备考CPA 还有半年", subject: "CPA", purpose: "exam", deadline: "还有半年" },
  { goal: "周末有空 想学摄影", subject: "摄影" },
  { goal: "每天30分钟 学英语口语", subject: "英语口语", budget: 210 },
  { goal: "两周内学会Excel函数", subject: "Excel函数", deadline: "两周内" },
  { goal: "去日本旅游前想学点日语", subject: "日语", purpose: "travel" },
  { goal: "孩子的数学作业我辅导不了，想自己先学一下小学奥数", subject: "小学奥数", purpose: "family" },
  { goal: "学一下音乐理论 给孩子启蒙", subject: "音乐理论", purpose: "family" },
  { goal: "纯兴趣想学下国际象棋", subject: "国际象棋", purpose: "hobby" },
  { goal: "想转行做产品经理", subject: "产品经理", purpose: "work" },
  { goal: "我是会计，工作需要学Python数据分析", subject: "Python数据分析", purpose: "work" },
  { goal: "想学数据结构与算法，找工作用", subject: "数据结构与算法", purpose: "work" },
  { goal: "帮我搞懂 Spark 和 Flink", subject: "Spark 和 Flink" },
  { goal: "想学swift做个ios app", subject: "swift" },
  { goal: "我想学一下Go语言 听说很火", subject: "Go语言" },
  { goal: "想学点理财知识", subject: "理财" },
  { goal: "教我下围棋吧", subject: "围棋" },
  { goal: "我想搞懂量子计算是什么", subject: "量子计算" },
  { goal: "微积分学过一点但是全忘了 下学期要用", subject: "微积分", level: "intermediate" },
];

describe("readGoal: a second held-out set, typed as people type", () => {
  it("holds about 80 goals, half of them Chinese", () => {
    expect(EN.length + ZH.length).toBeGreaterThanOrEqual(80);
    expect(ZH.length).toBeGreaterThanOrEqual(40);
  });

  // A purpose is never the course's outcome ("Job", "工作"); every fact is the learner's own words.
  itReadsEachGoal([...EN, ...ZH], { ownWords: true, notOutcome: /^(?:(?:my|a|an|the)\s+)?(?:job|work|new job|工作|面试|考试)$/i });
});
