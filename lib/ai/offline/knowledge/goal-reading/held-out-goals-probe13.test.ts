import { describe } from "vitest";
import { itReadsEachGoalAsPattern, type GoalPatternRow } from "@/tests/support/interview/held-out-goal-rows";

/**
 * A thirteenth held-out set, written by the integrator before reading probe 12's changes or the
 * reader, as yet other people: a bus driver, a hairdresser, a retired teacher, a biology PhD
 * student, a firefighter, a call-centre worker in Manila, a Java developer, a beekeeper, a
 * stay-at-home mother (宝妈), a delivery rider, a first-year graduate student, a Taiwanese office
 * worker (繁體), an accountant changing careers, a parent of a third-grader. Each row says what a
 * person reads: the subject, and the level, purpose, deadline and budget when stated. 6 of 27 misread
 * on main after probe 12 (a role clause read as the subject, "moving to Kotlin" read as travel, a
 * purpose said as what changes at work, 导师让我 as study, "X特别差" as a struggle, 考研 as an exam,
 * "学明白怎么教他" as teaching what the child cannot do), 0 after. Every pattern row now also checks that no
 * fact read is cut mid-word (this set's "to make my own quizzes" was the purpose "make my own q").
 */
const ROWS: GoalPatternRow[] = [
  [
    "bus driver, 52, want to finally understand how the stock market works before I retire",
    { subject: /^(?:how )?the stock market(?: works)?$/i },
  ],
  [
    "hairdresser wanting to learn bookkeeping for my own salon, total newbie",
    { subject: /^bookkeeping$/i, purpose: "work", level: "beginner" },
  ],
  ["retired teacher, I'd love to learn watercolor painting, an hour a day", { subject: /^watercolou?r(?: painting)?$/i, budget: true }],
  ["phd student in biology, need R for my thesis analysis by september", { subject: /^R$/, purpose: "study", deadline: true }],
  [
    "firefighter studying for the lieutenant exam, need to get better at fire behavior science",
    { subject: /^fire behaviou?r(?: science)?$/i, purpose: "exam" },
  ],
  ["Im from manila working call center, want improve my english grammar pls", { subject: /^english grammar$/i }],
  ["experienced Java dev (8 yrs) moving to Kotlin for android work", { subject: /^Kotlin$/i, purpose: "work" }],
  ["how do I get started with 3D printing", { subject: /^3D printing$/i }],
  ["brush up on my calculus, haven't touched it since uni 20 years ago", { subject: /^calculus$/i }],
  ["I keep bees and want to understand varroa mite treatment", { subject: /^varroa mites?(?: treatment)?$/i }],
  ["learn sql so i can stop asking the data team for every report", { subject: /^SQL$/i, purpose: "work" }],
  ["Complete beginner at chess, want to reach 1200 elo this year", { subject: /^chess$/i, level: "beginner" }],
  ["machine learning, but explained for someone who hates math", { subject: /^machine learning$/i }],
  [
    "sign language (ASL) so I can talk with my deaf nephew",
    { subject: /^(?:ASL|American Sign Language|sign language(?: \(ASL\))?)$/i, purpose: "family" },
  ],
  ["i wanna get good at drawing anime characters!!", { subject: /^drawing anime characters$/i }],
  ["宝妈一枚，想利用孩子睡觉的时间学点PS修图", { subject: /^(?:PS修图|PS|Photoshop修图)$/ }],
  ["送外卖的，想学点英语口语，每天晚上半小时", { subject: /^英语口语$/, budget: true }],
  ["研一新生，导师让我学深度学习，完全零基础", { subject: /^深度学习$/, level: "beginner", purpose: "study" }],
  ["上班族想學日文，目標是明年去日本玩的時候能點餐", { subject: /^日文$/, purpose: "travel" }],
  ["我想搞懂区块链到底是什么", { subject: /^区块链$/ }],
  ["准备考研数学，线性代数特别差", { subject: /^线性代数$/, purpose: "exam" }],
  ["退休了，想学弹古筝，打发时间", { subject: /^(?:弹)?古筝$/, purpose: "hobby" }],
  ["做了五年会计，想转行做数据分析", { subject: /^数据分析$/, purpose: "work" }],
  ["孩子三年级，数学应用题总是不会，我想先自己学明白怎么教他", { subject: /^(?:数学)?应用题$/ }],
  ["想了解一下中医基础理论", { subject: /^中医基础理论$/ }],
  ["帮我规划一下学 Excel 函数，工作要用，VLOOKUP 都不会", { subject: /^Excel ?(?:函数)?$/, purpose: "work" }],
  ["python爬虫入门", { subject: /^python ?爬虫$/i }],
];

/** A second batch, written after the fixes of the first: 5 of 15 misread on main, 4 after the first batch's fixes, 0 after. */
const SECOND: GoalPatternRow[] = [
  ["sous chef looking to understand food costing", { subject: /^food costing$/i }],
  ["nursing student, 2nd year, pharmacology is killing me", { subject: /^pharmacology$/i }],
  ["software engineer switching to machine learning", { subject: /^machine learning$/i }],
  ["mechanic, want to learn about EV batteries", { subject: /^EV batteries$/i }],
  ["math teacher wanting to learn python to make my own quizzes", { subject: /^python$/i }],
  ["大三学生，想自学前端", { subject: /^前端$/ }],
  ["护士，想系统学一下心电图", { subject: /^心电图$/ }],
  ["全职妈妈，想学点理财知识", { subject: /^理财(?:知识)?$/ }],
  ["程序员一枚，想学学吉他放松一下", { subject: /^吉他$/, purpose: "hobby" }],
  ["小学老师，想学怎么做PPT课件", { subject: /^(?:怎么)?(?:做)?PPT(?:课件)?$/ }],
  ["retired accountant, 70, curious about astronomy", { subject: /^astronomy$/i, purpose: "hobby" }],
  ["intern at a law firm, need to get up to speed on contract law fast", { subject: /^contract law$/i, purpose: "work" }],
  ["student pilot studying for my PPL, meteorology is my weak spot", { subject: /^meteorology$/i }],
  ["高二学生，化学有机部分一直学不好", { subject: /^(?:化学)?有机(?:部分|化学)?$/ }],
];

describe("held-out goals, probe 13", () => {
  itReadsEachGoalAsPattern(ROWS);
  itReadsEachGoalAsPattern(SECOND);
});
