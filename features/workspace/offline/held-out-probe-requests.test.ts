import { describe } from "vitest";
import { itReadsEachRequest, type RequestRow } from "@/tests/support/workspace/held-out-request-rows";

/**
 * A third set, written after the second was read correctly, to probe whether the fixes were for
 * classes or for sentences (17 of these 51 were misread at first): other wrappers, other words for
 * the same request, other files, other ways to number a line.
 */
const ROWS: RequestRow[] = [
  [
    "Can you please add a quick example of recursion to notes/recursion.md",
    false,
    { kind: "add", what: "example", topic: "recursion", target: "notes/recursion.md" },
  ],
  ["add an exmaple of polymorphism to my note", false, { kind: "add", what: "example", topic: "polymorphism" }],
  ["stick the definition of a tensor in my notes", false, { kind: "add", what: "definition", topic: "tensor" }],
  ["i'd like the formula for variance in notes.md", false, { kind: "add", what: "formula", topic: "variance", target: "notes.md" }],
  ["could u put an example for a left join into the notes", false, { kind: "add", what: "example", topic: "left join" }],
  ["write the equation for gradient descent to my notes", false, { kind: "add", what: "formula", topic: "gradient descent" }],
  ["note in ground truth: I prefer python examples", false, { kind: "noteFact", fact: "I prefer python examples" }],
  ["put in ground-truth.md that my deadline is friday", false, { kind: "noteFact", fact: "my deadline is friday" }],
  ["save to ground truth that the exam is open book", false, { kind: "noteFact", fact: "the exam is open book" }],
  ["jot down that big-O ignores constants in ground-truth", false, { kind: "noteFact", fact: "big-O ignores constants" }],
  ["line two should say 'the loss goes down'", true, { kind: "setLine", line: 2, to: "the loss goes down" }],
  ["the third line is wrong - it should be 'learning rate = 0.01'", true, { kind: "setLine", line: 3, to: "learning rate = 0.01" }],
  ["replace line 7 with: Pods share a network namespace", true, { kind: "setLine", line: 7, to: "Pods share a network namespace" }],
  ["on line 4 it should read: epochs are full passes", true, { kind: "setLine", line: 4, to: "epochs are full passes" }],
  ["line 3 has a typo", true, { kind: "fix" }],
  ["can you give me a summary", true, { kind: "summarise" }],
  ["short version?", true, { kind: "summarise" }],
  ["what's the main idea here", true, { kind: "summarise" }],
  ["in one line please", true, { kind: "summarise" }],
  ["quiz me on this chapter", false, { kind: "quiz", topic: null }],
  ["can you test my understanding of recursion", false, { kind: "quiz", topic: "recursion" }],
  ["ask me a couple of questions about sorting", false, { kind: "quiz", topic: "sorting" }],
  ["explain this to me like i'm 5", true, { kind: "none" }],
  ["huh? what is this saying", true, { kind: "none" }],
  ["translate to chinese pls", true, { kind: "cannot", why: "translate" }],
  ["write unit tests for this function", true, { kind: "cannot", why: "code" }],
  ["look this up on the internet", false, { kind: "cannot", why: "web" }],
  ["turn this into a poem", true, { kind: "cannot", why: "style" }],
  ["麻烦在笔记里补充一下张量的定义", false, { kind: "add", what: "definition", topic: "张量" }],
  ["能不能往笔记里放一个多态的例子", false, { kind: "add", what: "example", topic: "多态" }],
  ["帮我把方差的公式加到 notes.md", false, { kind: "add", what: "formula", topic: "方差", target: "notes.md" }],
  ["给 notes/sort.md 补个快速排序的例子", false, { kind: "add", what: "example", topic: "快速排序", target: "notes/sort.md" }],
  ["在ground-truth里记：我更喜欢Python的例子", false, { kind: "noteFact", fact: "我更喜欢Python的例子" }],
  ["帮我记一下，截止日期是周五，记在 ground-truth.md 里", false, { kind: "noteFact", target: "ground-truth.md", fact: "截止日期是周五" }],
  ["第二行应该是“损失在下降”", true, { kind: "setLine", line: 2, to: "损失在下降" }],
  ["第七行错了，改成：Pod 共享网络命名空间", true, { kind: "setLine", line: 7, to: "Pod 共享网络命名空间" }],
  ["把第 3 行换成 学习率 = 0.01", true, { kind: "setLine", line: 3, to: "学习率 = 0.01" }],
  ["第三行有错别字", true, { kind: "fix" }],
  ["给我一个总结", true, { kind: "summarise" }],
  ["简单概括下", true, { kind: "summarise" }],
  ["这段主要讲了啥", true, { kind: "summarise" }],
  ["考考我这一章", false, { kind: "quiz", topic: null }],
  ["出两道排序的题考我", false, { kind: "quiz", topic: "排序" }],
  ["给我几道关于递归的练习", false, { kind: "quiz", topic: "递归" }],
  ["这是什么意思啊", true, { kind: "none" }],
  ["能解释下这几行吗", true, { kind: "none" }],
  ["翻译成中文", true, { kind: "cannot", why: "translate" }],
  ["帮我给这个函数写单元测试", true, { kind: "cannot", why: "code" }],
  ["帮我网上搜一下", false, { kind: "cannot", why: "web" }],
  ["把这段改写成一首诗", true, { kind: "cannot", why: "style" }],
  ["把这段改成一首诗", true, { kind: "cannot", why: "style" }],
  ["Add to my notes an example of bubble sort", false, { kind: "add", what: "example", topic: "bubble sort", target: "my notes" }],
  ["could you jot a definition of entropy into ground-truth.md", false, { kind: "add", what: "definition", topic: "entropy" }],
  ["for my notes: definition of a vector please", false, { kind: "add", what: "definition", topic: "vector", target: "my notes" }],
  ["我想在笔记里加个冒泡排序的例子", false, { kind: "add", what: "example", topic: "冒泡排序" }],
  ["往ground-truth.md里加一条：Python 从 0 开始计数", false, { kind: "noteFact", fact: "Python 从 0 开始计数" }],
  ["write me an essay on climate change", false, { kind: "cannot", why: "compose" }],
  ["帮我写一篇关于气候变化的作文", false, { kind: "cannot", why: "compose" }],
  ["email my teacher", false, { kind: "cannot", why: "send" }],
  ["what's the definition of entropy in my notes?", false, { kind: "none" }],
];

describe("readTutorRequest: a third, probing set", () => {
  itReadsEachRequest(ROWS);
});
