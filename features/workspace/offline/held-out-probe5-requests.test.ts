import { describe } from "vitest";
import { itReadsEachRequestAsPattern, type RequestPatternRow } from "@/tests/support/workspace/held-out-request-rows";

/**
 * A fifth held-out set for the workspace tutor, written before reading the reader or the earlier
 * sets: requests as learners type them beside their notes — casual, polite, with typos, emoji and
 * code names, half in Chinese. Each row says what a person reads: the kind of request, and the
 * subject, file, fact or line it names. `refs` is whether lines are selected. A question for the
 * course ("which chapter talks about hash tables?", "explain closures") is `ask`: no edit, quiz or
 * refusal — the material answerer answers it from the course and the learner's material (what it
 * searches for is checked with the material questions, features/sources/offline/held-out-probe5-*).
 * Fields a row leaves out are not checked.
 */
const ROWS: RequestPatternRow[] = [
  ["can you explain what backpropagation is", false, { ask: /^backpropagation$/i }],
  ["quiz me on closures", false, { kind: "quiz", topic: /^closures$/i }],
  ["summarise this section pls", true, { kind: "summarise", intoNote: false }],
  ["can u add an example of recursion to my notes pls", false, { kind: "add", what: "example", topic: /^recursion$/i }],
  ["put a definition of 'idempotent' in my note", false, { kind: "add", what: "definition", topic: /^idempotent$/i }],
  ["Add a def of closure to notes/js.md", false, { kind: "add", what: "definition", topic: /^closure$/i, target: /js\.md$/ }],
  ["fix the grammar in these lines", true, { kind: "fix" }],
  ["rewrite these lines to be clearer", true, { kind: "fix" }],
  ["which chapter talks about hash tables?", false, { ask: /^hash tables$/i }],
  ["where did we cover gradient descent", false, { ask: /^gradient descent$/i }],
  ["where's the part about k8s services", false, { ask: /^k8s services$/i }],
  ["ELI5 k8s pods", false, { ask: /^k8s pods$/i }],
  ["give me an example of a C++ move constructor", false, { kind: "give", what: "example", topic: /^C\+\+ move constructor$/i }],
  ["what's the difference between let and const?", false, { ask: /^let const$/i }],
  ["remember in ground-truth.md: my exam is June 3rd", false, { kind: "noteFact", fact: /^my exam is June 3rd$/i }],
  ["can you look up the latest React 19 release notes online", false, { kind: "cannot", why: "web" }],
  ["run this code and tell me the output", true, { kind: "cannot", why: "code" }],
  ["draw a diagram of the TCP handshake", false, { kind: "cannot", why: "media" }],
  ["make 5 flashcards about SQL JOIN", false, { kind: "quiz", topic: /^SQL JOIN$/i }],
  ["tl;dr of this chapter?", true, { kind: "summarise", intoNote: false }],
  ["what does this line mean?", true, { kind: "none" }],
  ["test me on chapter 2", false, { kind: "quiz" }],
  [
    "hey could you pls quiz me on what we did about the Node.js event loop? thx 🙏",
    false,
    { kind: "quiz", topic: /^(?:the )?Node\.js event loop$/i },
  ],
  ["解释一下什么是闭包", false, { ask: /^闭包$/ }],
  ["给我出几道关于二叉树的题", false, { kind: "quiz", topic: /^二叉树$/ }],
  ["总结一下这段", true, { kind: "summarise", intoNote: false }],
  ["帮我往笔记里补充一个快速排序的例子", false, { kind: "add", what: "example", topic: /^快速排序$/ }],
  ["哪一章讲了哈希表？", false, { ask: /^哈希表$/ }],
  ["给我讲讲 k8s 的 Service 是干嘛的", false, { ask: /^k8s service$/i }],
  ["这一章说的归一化是什么意思", false, { ask: /^归一化$/ }],
  ["帮我把这几行改得通顺一点", true, { kind: "fix" }],
  ["帮我上网查一下最新的Node.js版本", false, { kind: "cannot", why: "web" }],
  ["把「幂等」的定义加到笔记里", false, { kind: "add", what: "definition", topic: /^幂等$/ }],
  ["ground-truth.md 里加一条：老师说期末不考第五章", false, { kind: "noteFact", fact: /^老师说期末不考第五章$/ }],
  ["用简单的话解释一下 SQL JOIN", false, { ask: /^SQL JOIN$/i }],
  ["帮我运行一下这段代码", true, { kind: "cannot", why: "code" }],
  ["把这几行做成思维导图", true, { kind: "cannot", why: "media" }],
  // Variants of the classes the first rows found.
  ["add a defn of mutex to my notes", false, { kind: "add", what: "definition", topic: /^mutex$/i }],
  ["could you rewrite these two lines so they're easier to read", true, { kind: "fix" }],
  ["make this paragraph clearer pls", true, { kind: "fix" }],
  ["explain how to delete a branch in git", false, { ask: /./ }],
  ["give me examples of closures", false, { kind: "give", what: "example", topic: /^closures$/i }],
  ["quiz me on the stuff we covered about recursion", false, { kind: "quiz", topic: /^recursion$/i }],
  ["test me on everything we learned about hash maps thanks!", false, { kind: "quiz", topic: /^hash maps$/i }],
  ["笔记里记一下：下周二交作业", false, { kind: "noteFact", fact: /^下周二交作业$/ }],
  ["把这段整理成流程图", true, { kind: "cannot", why: "media" }],
  ["画个脑图", false, { kind: "cannot", why: "media" }],
  // A fresh check after the fixes.
  ["shorten this", true, { kind: "summarise", intoNote: false }],
  ["这段写得太啰嗦了，精简一下", true, { kind: "summarise", intoNote: false }],
  ["给我出三道关于指针的选择题", false, { kind: "quiz", topic: /^指针$/ }],
  ["帮我查一下维基百科", false, { kind: "cannot", why: "web" }],
  ["check wikipedia for this", true, { kind: "cannot", why: "web" }],
];

describe("held-out workspace requests, probe 5: what a person reads", () => {
  itReadsEachRequestAsPattern(ROWS);
});
