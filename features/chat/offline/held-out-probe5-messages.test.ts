import { describe } from "vitest";
import { CHAT_TOOL } from "../contract";
import { itMakesEachMoveAfterAnyNote, type NextMoveRow } from "@/tests/support/chat/held-out-message-rows";

/**
 * A fifth held-out set for the tutor chat, written before reading the chat's readers or the earlier
 * sets: messages as learners type them (the last of each row is the turn) — casual, with emoji,
 * code names and Han+Latin mixes. Each row says what the tutor must do first — the tool, and the
 * subject it passes — or, for a message that names nothing to look up (a greeting, thanks, "tell me
 * more" opening a chat) or work the offline model cannot do, that it calls nothing and answers in
 * the learner's language without a plan posing as an answer. A struggle ("I don't get recursion") may
 * be noted in the learner note first; what the tutor does next is then what is checked.
 */
const ROWS: NextMoveRow[] = [
  [["tcp vs udp, which one should I use for a game?"], { tool: CHAT_TOOL.searchMyCourses, input: /^TCP (?:vs\.? |and )?UDP$/i }],
  [["so why is a hash map O(1) on average?"], { tool: CHAT_TOOL.searchMyCourses, input: /^hash maps?$/i }],
  [
    ["can u explain pointers in C++ like im 5"],
    { tool: CHAT_TOOL.searchMyCourses, input: /^(?:pointers in C\+\+|C\+\+ pointers|pointers)$/i },
  ],
  [["I don't get recursion at all 😩"], { tool: CHAT_TOOL.searchMyCourses, input: /^recursion$/i }],
  [["which of my courses covers SQL?"], { tool: CHAT_TOOL.lookupCourses, input: /^SQL$/ }],
  [["quiz me on linear algebra"], { quiz: /^linear algebra$/i }],
  [["thanks! that helped"], { nothing: true }],
  [["hi"], { nothing: true }],
  [["tell me more about that"], { nothing: true }],
  [["梯度下降到底是啥"], { tool: CHAT_TOOL.searchMyCourses, input: /^梯度下降$/ }],
  [["能不能再讲讲Node.js的事件循环"], { tool: CHAT_TOOL.searchMyCourses, input: /^(?:Node\.js\s*的?\s*)?事件循环$/ }],
  [["我总是搞不懂指针😭"], { tool: CHAT_TOOL.searchMyCourses, input: /^指针$/ }],
  [["我哪门课讲了SQL？"], { tool: CHAT_TOOL.lookupCourses, input: /^SQL$/ }],
  [["考考我关于二叉树的知识"], { quiz: /^二叉树$/ }],
  [["how does k8s scheduling work"], { tool: CHAT_TOOL.searchMyCourses, input: /^k8s scheduling$/i }],
  [["what is regularization?", "ok and how does it relate to overfitting?"], { tool: CHAT_TOOL.searchMyCourses, input: /overfitting/i }],
  [["Explain the CAP theorem, and be brutal if I'm wrong"], { tool: CHAT_TOOL.searchMyCourses, input: /^(?:the )?CAP theorem$/i }],
  [["why do people say Rust is memory safe"], { tool: CHAT_TOOL.searchMyCourses, input: /Rust/ }],
  [["能解释一下React里的useEffect吗，谢谢"], { tool: CHAT_TOOL.searchMyCourses, input: /^(?:React\s*(?:里的|的)?\s*)?useEffect$/ }],
  [["什么是k8s的pod"], { tool: CHAT_TOOL.searchMyCourses, input: /^(?:k8s\s*的\s*)?pod$/i }],
  [["What is a JOIN in SQL?"], { tool: CHAT_TOOL.searchMyCourses, input: /^(?:(?:a )?JOIN in SQL|SQL JOIN|JOIN)$/i }],
  [["hey! quick q — what's a closure in JS? 🙏"], { tool: CHAT_TOOL.searchMyCourses, input: /^(?:a )?closures?(?: in JS)?$/i }],
  // The goal goes to /create in the learner's words: the interview reads "for my job" as the purpose.
  [["I want to learn Node.js for my job"], { tool: CHAT_TOOL.startCourse, input: /^Node\.js(?: for my job)?$/ }],
  [["can you make a course on SQL JOINs for me?"], { tool: CHAT_TOOL.startCourse, input: /^SQL JOINs$/i }],
  [["帮我开一门k8s的课"], { tool: CHAT_TOOL.startCourse, input: /^k8s$/i }],
  [["我是完全的新手，刚开始学C++"], { tool: CHAT_TOOL.updateLearnerNote, input: /./ }],
  [["search google for k8s tutorials"], { nothing: true }],
  [["帮我把这章翻译成日语"], { nothing: true }],
  [["什么是递归", "嗯嗯，那尾递归呢？"], { tool: CHAT_TOOL.searchMyCourses, input: /^尾递归$/ }],
  [["what is 梯度下降?"], { tool: CHAT_TOOL.searchMyCourses, input: /^梯度下降$/ }],
  // Variants of the classes the first rows found.
  [["python vs javascript for a beginner?"], { tool: CHAT_TOOL.searchMyCourses, input: /^python (?:vs\.? |and )?javascript$/i }],
  [["REST vs GraphQL — which should I pick?"], { tool: CHAT_TOOL.searchMyCourses, input: /^REST (?:vs\.? |and )?GraphQL$/ }],
  [["hey, what's a monad? 🙂"], { tool: CHAT_TOOL.searchMyCourses, input: /^monads?$/i }],
  [["explain big O like I'm five"], { tool: CHAT_TOOL.searchMyCourses, input: /^big O$/i }],
  [["Explain closures, and keep it short"], { tool: CHAT_TOOL.searchMyCourses, input: /^closures$/i }],
  [["why is quicksort O(n log n) on average"], { tool: CHAT_TOOL.searchMyCourses, input: /^quicksort$/i }],
  [["can you create a course on Terraform for me"], { tool: CHAT_TOOL.startCourse, input: /^Terraform$/ }],
  [["给我建一门关于Docker的课"], { tool: CHAT_TOOL.startCourse, input: /^Docker$/ }],
  [["hi there!"], { nothing: true }],
  // A fresh check after the fixes.
  [["so like, how do promises work in JS?"], { tool: CHAT_TOOL.searchMyCourses, input: /^promises(?: in JS)?$/i }],
  [["whats the diff between a process and a thread"], { tool: CHAT_TOOL.searchMyCourses, input: /^(?:a )?process and (?:a )?thread$/i }],
  [["is there a course on SQL in my list"], { tool: CHAT_TOOL.lookupCourses, input: /^SQL$/ }],
  [["帮我看看我有哪些关于机器学习的课"], { tool: CHAT_TOOL.lookupCourses, input: /^机器学习$/ }],
  [["ok thx!"], { nothing: true }],
];

describe("held-out chat messages, probe 5: what the tutor does first", () => {
  itMakesEachMoveAfterAnyNote(ROWS);
});
