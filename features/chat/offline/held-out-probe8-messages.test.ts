import { describe } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { CHAT_TOOL } from "../contract";
import { itMakesEachFirstMove, type FirstMoveRow } from "@/tests/support/chat/held-out-message-rows";

/**
 * An eighth held-out set for the tutor chat, written before reading the chat's readers or the
 * earlier sets, as a nurse, a retiree who paints, a 高考 student, a Rust learner, a non-native
 * writer, 中英混写, 繁體 and a pasted paragraph: explanations, deep dives, follow-ups, comparisons,
 * "which of my courses…", small talk, quizzes and what the offline model cannot do. Each row says
 * what the tutor must do first (the last message of each row is the turn). A pasted paragraph ending in
 * a question about "it" ("…I got stuck on the part about first-pass metabolism. … why does it matter for
 * oral drugs?"), left out until probe 12 mended it, is checked at the end: "it" is what the learner says
 * they are stuck on.
 */
const [ENGLISH, CHINESE] = LOCALES;
const SEARCH = CHAT_TOOL.searchMyCourses;
const DEEP = CHAT_TOOL.deepDive;
const COURSES = CHAT_TOOL.lookupCourses;
const H = "what is a half-life?";
const H_ZH = "什么是半衰期";

const ROWS: FirstMoveRow[] = [
  [[H], { tool: SEARCH, input: /^half-life$/i }],
  [["什么是电磁感应"], { tool: SEARCH, input: /^电磁感应$/ }],
  [["can you explain lifetimes in rust like I'm five"], { tool: SEARCH, input: /^(?:lifetimes(?: in rust)?|rust lifetimes)$/i }],
  [["什麼是藥物動力學"], { tool: SEARCH, input: /^藥物動力學$/ }],
  [["how does the borrow checker work"], { tool: SEARCH, input: /^(?:the )?borrow checker$/i }],
  [["讲讲 trait object 和泛型"], { tool: SEARCH, input: /^trait object\s*和\s*泛型$/ }],
  [["go deeper on clearance"], { tool: DEEP, input: /^clearance$/i }],
  [["详细讲讲楞次定律"], { tool: DEEP, input: /^楞次定律$/ }],
  [["I want really understand the loading dose, all details please"], { tool: DEEP, input: /^(?:the )?loading dose$/i }],
  [["深入講解一下色彩的冷暖"], { tool: DEEP, input: /^色彩的?冷暖$/ }],
  [[H, "and why is that?"], { tool: SEARCH, input: /^half-life$/i }],
  [[H_ZH, "那为什么呢"], { tool: SEARCH, input: /^半衰期$/ }],
  [[H, "can you give an example?"], { tool: SEARCH, input: /^half-life$/i }],
  [[H_ZH, "还是不太懂"], { tool: SEARCH, input: /^半衰期$/ }],
  [["what is ownership in rust", "ok what about Box then"], { tool: SEARCH, input: /^Box$/ }],
  [["what's the difference between Rc and Arc"], { tool: SEARCH, input: /^Rc and Arc$/ }],
  [["动能和动量有什么区别"], { tool: SEARCH, input: /^动能和动量$/ }],
  [["acrylic vs watercolor for a beginner?"], { tool: SEARCH, input: /^acrylic.*watercolou?r$/i }],
  [["半衰期跟清除率的差別是什麼"], { tool: SEARCH, input: /^半衰期(?:跟|和)清除率$/ }],
  [["async vs threads in rust, which is better"], { tool: SEARCH, input: /^async.*threads(?: in rust)?$/i }],
  [["explain 一下 Arc 和 Mutex 的区别"], { tool: SEARCH, input: /^Arc\s*和\s*Mutex$/ }],
  [["which of my courses covers pharmacology?"], { tool: COURSES, input: /^pharmacology$/i }],
  [["我哪门课讲了电磁感应"], { tool: COURSES, input: /^电磁感应$/ }],
  [["do I have a course about Rust already?"], { tool: COURSES, input: /^Rust$/ }],
  // Asking for the list: the lookup's query cannot be empty (its schema), and no match lists the learner's courses.
  [["我有哪些課程"], { tool: COURSES, input: /./ }],
  [["what courses have i made"], { tool: COURSES, input: /./ }],
  [["thanks!!"], { smallTalk: true }],
  [["好的谢谢"], { smallTalk: true }],
  [["hi"], { smallTalk: true }],
  [["我今天好累，不想学了"], { smallTalk: true }],
  [["good night 😴"], { smallTalk: true }],
  [["早安"], { smallTalk: true }],
  [["quiz me on drug interactions"], { quiz: /^drug interactions$/i }],
  [["考考我牛顿第二定律"], { quiz: /^牛顿第二定律$/ }],
  [["test me"], { quiz: null }],
  [["出几道关于 ownership 的题"], { quiz: /^ownership$/i }],
  [["give me 5 questions about color mixing"], { quiz: /^colou?r mixing$/i }],
  [["來幾題測驗，關於光合作用"], { quiz: /^光合作用$/ }],
  [["用 Rust 帮我写一个 web server"], { cannot: CHINESE }],
  [["can u put a study schedule in my google calendar"], { cannot: ENGLISH }],
  // A second fresh batch of the classes fixed, written after the fixes (see the commit for the count).
  [["什麼是卷積"], { tool: SEARCH, input: /^卷積$/ }],
  [["晚安～"], { smallTalk: true }],
  [["I'm exhausted, let's stop here"], { smallTalk: true }],
  [["累死了 今天不学了"], { smallTalk: true }],
  [["is Python or JavaScript better for a total beginner?"], { tool: SEARCH, input: /Python.*JavaScript/ }],
  [["explain 一下 closure"], { tool: SEARCH, input: /^closure$/i }],
  [["do I have any course on Kubernetes yet?"], { tool: COURSES, input: /^Kubernetes$/ }],
  [["tell me about the Krebs cycle, every detail"], { tool: DEEP, input: /^(?:the )?Krebs cycle$/i }],
  [["考考我關於細胞分裂"], { quiz: /^細胞分裂$/ }],
  [
    [
      "I'm reading the pharmacology chapter on oral bioavailability and I got stuck on the part about first-pass metabolism. The liver seems to break down a lot of the drug before it reaches the blood. Why does it matter for oral drugs?",
    ],
    { tool: SEARCH, input: /^first-pass metabolism$/i },
  ],
  [["我在复习药理。我卡在首过效应这部分了。书上说肝脏会先代谢掉一部分药物。这个为什么重要？"], { tool: SEARCH, input: /^首过效应$/ }],
];

describe("held-out chat messages, probe 8: what the tutor does first", () => {
  itMakesEachFirstMove(ROWS);
});
