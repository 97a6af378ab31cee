import { describe } from "vitest";
import { itReadsEachGoalAsPattern, type GoalPatternRow } from "@/tests/support/interview/held-out-goal-rows";
import type { PurposeKind } from "./types";

/**
 * A seventh held-out set, written before reading the reader or the earlier sets: goals as people
 * type them on /create — hobbies and school subjects as well as tech, a purpose or a deadline first,
 * hours a week, "already know X" about another skill, half in Chinese, a few mixed. Each row says
 * what a person reads: the subject (nothing of the sentence's frame), and the level, purpose,
 * deadline and time budget when stated. A field left out of a row is not checked.
 */
const INTERVIEW: PurposeKind[] = ["work", "exam"];
const ROWS: GoalPatternRow[] = [
  ["i wanna learn how to cook thai food at home", { subject: /^(?:cook(?:ing)? )?thai (?:food|cooking)$/i }],
  ["Teach me TypeScript generics, I write JS every day at work", { subject: /^TypeScript generics$/ }],
  [
    "complete beginner here, want to understand how the stock market works",
    { subject: /^(?:how )?(?:the )?stock market(?: works)?$/i, level: "beginner" },
  ],
  ["need to pass my driving theory test on the 14th", { subject: /^driving theory(?: test)?$/i, purpose: "exam", deadline: true }],
  ["Kotlin for Android dev, I already know Java really well", { subject: /^Kotlin(?: for Android(?: dev(?:elopment)?)?)?$/ }],
  ["music production with ableton, 2 hours a week max", { subject: /^music production(?: with ableton)?$/i, budget: true }],
  ["I've been doing data analysis in pandas for 3 years and want to master polars", { subject: /^polars$/i }],
  ["basic first aid cuz I'm becoming a camp counselor this summer", { subject: /^first aid$/i, purpose: "work", deadline: true }],
  [
    "Learn Japanese hiragana & katakana before my Tokyo trip in 3 weeks!!",
    { subject: /^(?:Japanese )?hiragana (?:&|and) katakana$/i, purpose: "travel", deadline: true },
  ],
  ["microeconomics. exam friday. help", { subject: /^microeconomics$/i, purpose: "exam", deadline: true }],
  ["how do compilers work? I'm a senior engineer but never studied CS formally", { subject: /^(?:how )?compilers(?: work)?$/i }],
  [
    "i'd like a course on watercolor painting for relaxation, total newbie",
    { subject: /^watercolou?r(?: painting)?$/i, level: "beginner", purpose: "hobby" },
  ],
  [
    "Bayesian statistics - I know frequentist stats well, want the bayesian view for my phd",
    { subject: /^Bayesian statistics$/i, purpose: "study" },
  ],
  ["ML system design for FAANG interviews", { subject: /^ML system design$/, purpose: INTERVIEW }],
  ["help me understand tax returns in the UK, about 30 min a day", { subject: /^(?:UK )?tax returns(?: in the UK)?$/i, budget: true }],
  ["想学做饭，完全不会", { subject: /^做饭$/, level: "beginner" }],
  ["我要考教师资格证，还有两个月", { subject: /^教师资格证/, purpose: "exam", deadline: true }],
  ["用Python做数据分析，公司要用", { subject: /^(?:用)?Python(?:\s*(?:做)?数据分析)?$/, purpose: "work" }],
  ["学吉他，每周大概三个小时", { subject: /^吉他$/, budget: true }],
  ["我是产品经理，想了解一下机器学习的基本概念", { subject: /^机器学习(?:的?基本概念)?$/ }],
  ["准备下周的高数期中考试😭", { subject: /^高数$/, purpose: "exam", deadline: true }],
  ["深入学习React源码，已经用React开发三年了", { subject: /^React\s*源码$/, level: "advanced" }],
  ["小白想学摄影 纯兴趣", { subject: /^摄影$/, level: "beginner", purpose: "hobby" }],
  ["帮我做一个关于中国近代史的课程", { subject: /^中国近代史$/ }],
  ["带娃学英语自然拼读", { subject: /^(?:英语)?自然拼读$/, purpose: "family" }],
  ["去日本旅游前学点日语", { subject: /^日语$/, purpose: "travel" }],
  ["我想转行做前端，html css js 都要学", { subject: /^(?:前端(?:开发)?|html,? css,? (?:js|javascript))$/i, purpose: "work" }],
  ["有点基础，想把SQL学扎实一点，月底前", { subject: /^SQL$/, level: "intermediate", deadline: true }],
  ["线代 考研用", { subject: /^(?:线代|线性代数)$/, purpose: "exam" }],
  ["Docker和k8s入门，下个月项目要上线", { subject: /^Docker\s*和\s*k8s$/i, level: "beginner", deadline: true }],
  // A second fresh batch of the classes fixed, written after the fixes (see the commit for the count).
  ["learn to bake bread at home cuz lockdown", { subject: /^(?:bak(?:e|ing) )?bread(?: baking)?$/i }],
  [
    "statistics exam monday, need help with hypothesis testing",
    { subject: /hypothesis testing|^statistics$/i, purpose: "exam", deadline: true },
  ],
  ["pottery for relaxation", { subject: /^pottery$/i, purpose: "hobby" }],
  ["想做一个自己的个人网站，学一下前端", { subject: /^前端$/, purpose: "project" }],
  ["准备期末考试的线性代数", { subject: /^线性代数$/, purpose: "exam" }],
  ["每天大约一小时学日语", { subject: /^日语$/, budget: true }],
  ["工作要用，学一下Tableau", { subject: /^Tableau$/, purpose: "work" }],
  ["how does blockchain work? I'm a lawyer and never studied computer science", { subject: /^blockchain$/i }],
];

describe("held-out goals, probe 7: a person's reading of goals typed on /create", () => {
  itReadsEachGoalAsPattern(ROWS);
});
