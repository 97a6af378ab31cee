import { describe } from "vitest";
import { itReadsEachRequestAsPattern, type RequestPatternRow } from "@/tests/support/workspace/held-out-request-rows";

/**
 * A fourth held-out set for the workspace tutor, written without reading the reader or the earlier
 * sets: requests as learners type them beside their notes, half in Chinese. Each row says what a
 * person reads — the kind of request, and the subject, file, fact or line it names. `refs` is
 * whether lines are selected. Fields a row leaves out are not checked; patterns must match.
 */
const ROWS: RequestPatternRow[] = [
  ["add an example of recursion to my note", false, { kind: "add", what: "example", topic: /^recursion$/i }],
  [
    "put a definition of entropy in notes/thermo.md",
    false,
    { kind: "add", what: "definition", topic: /^entropy$/i, target: /thermo\.md$/ },
  ],
  ["note in ground-truth.md that the exam is on March 3", false, { kind: "noteFact", fact: /^the exam is on March 3$/i }],
  [
    "add to ground truth: my teacher wants SI units everywhere",
    false,
    { kind: "noteFact", fact: /^my teacher wants SI units everywhere$/i },
  ],
  [
    "change line 3 to: Gradient descent minimises the loss",
    false,
    { kind: "setLine", line: 3, to: /^Gradient descent minimises the loss\.?$/ },
  ],
  ["replace 'affect' with 'effect'", false, { kind: "replace", from: /^affect$/, to: /^effect$/ }],
  ["summarise these lines", true, { kind: "summarise", intoNote: false }],
  ["summarize the selection into my notes", true, { kind: "summarise", intoNote: true }],
  ["quiz me on photosynthesis", false, { kind: "quiz", topic: /^photosynthesis$/i }],
  ["make me 5 questions about the French revolution", false, { kind: "quiz", topic: /^(?:the )?French revolution$/i }],
  ["translate this paragraph into Spanish", true, { kind: "cannot", why: "translate" }],
  ["write a python script that plots these numbers", true, { kind: "cannot", why: "code" }],
  ["look up the latest research on this online", true, { kind: "cannot", why: "web" }],
  ["this sentence is clunky, can you fix it", true, { kind: "fix" }],
  ["add this to my notes", true, { kind: "addSelection" }],
  ["what do these lines mean?", true, { kind: "none" }],
  ["include the formula for compound interest in my note", false, { kind: "add", what: "formula", topic: /^compound interest$/i }],
  ["在我的笔记里加一个递归的例子", false, { kind: "add", what: "example", topic: /^递归$/ }],
  ["把梯度下降的定义写进笔记", false, { kind: "add", what: "definition", topic: /^梯度下降$/ }],
  ["在ground-truth.md里记一下：考试在三月三号", false, { kind: "noteFact", fact: /^考试在三月三号$/ }],
  ["记到 ground truth 里：老师要求用国际单位", false, { kind: "noteFact", fact: /^老师要求用国际单位$/ }],
  ["把第5行改成：光合作用需要光照", false, { kind: "setLine", line: 5, to: /^光合作用需要光照。?$/ }],
  ["把“影响”换成“效果”", false, { kind: "replace", from: /^影响$/, to: /^效果$/ }],
  ["总结一下这几行", true, { kind: "summarise", intoNote: false }],
  ["把选中的内容总结到笔记里", true, { kind: "summarise", intoNote: true }],
  ["考考我光合作用", false, { kind: "quiz", topic: /^光合作用$/ }],
  ["根据这一章出五道练习题", false, { kind: "quiz", topic: null }],
  ["把这段翻译成英文", true, { kind: "cannot", why: "translate" }],
  ["帮我写一段Python代码把这个画成图", true, { kind: "cannot", why: "code" }],
  ["上网搜一下这方面最新的论文", false, { kind: "cannot", why: "web" }],
  ["这一句读着别扭，帮我改通顺", true, { kind: "fix" }],
  ["把这段加到我的笔记里", true, { kind: "addSelection" }],
  ["这几行是什么意思？", true, { kind: "none" }],
  ["给笔记加上复利的公式", false, { kind: "add", what: "formula", topic: /^复利$/ }],
  // Variants of the classes the first rows found.
  ["this line is awkward, please reword it", true, { kind: "fix" }],
  ["把这段润色一下", true, { kind: "fix" }],
  ["总结一下放进我的笔记", true, { kind: "summarise", intoNote: true }],
  ["记一下到ground-truth.md：我每周只有三小时", false, { kind: "noteFact", fact: /^我每周只有三小时$/ }],
  ["jot down in ground-truth.md: the course ends in June", false, { kind: "noteFact", fact: /^the course ends in June$/ }],
  ["swap 'its' for 'it's'", false, { kind: "replace", from: /^its$/, to: /^it's$/ }],
  ["出几道选择题考考我", false, { kind: "quiz", topic: null }],
  ["give me multiple choice questions on sorting", false, { kind: "quiz", topic: /^sorting$/i }],
  ["convert this to spanish please", true, { kind: "cannot", why: "translate" }],
  ["这段用日语怎么说", true, { kind: "cannot", why: "translate" }],
  ["find me a youtube video about this", true, { kind: "cannot", why: "web" }],
  ["帮我找几个相关的视频", false, { kind: "cannot", why: "web" }],
  ["make a mind map of these lines", true, { kind: "cannot", why: "media" }],
];

describe("held-out workspace requests, probe 4: what a person reads", () => {
  itReadsEachRequestAsPattern(ROWS);
});
