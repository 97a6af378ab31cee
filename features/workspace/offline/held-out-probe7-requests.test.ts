import { describe } from "vitest";
import { itReadsEachRequestAsPattern, type RequestPatternRow } from "@/tests/support/workspace/held-out-request-rows";

/**
 * A seventh held-out set for the workspace tutor, written before reading the reader or the earlier
 * sets: what learners type in the tutor pane beside their notes, with and without lines selected
 * (`refs`), half in Chinese, a few mixed — adding an example or a definition, noting a fact, fixing
 * or setting a line, summarising, making questions, explaining the lines, and what the offline tutor
 * cannot do. Fields a row leaves out are not checked; patterns must match.
 */
const ROWS: RequestPatternRow[] = [
  ["could you add a short example of recursion to my notes? thx", false, { kind: "add", what: "example", topic: /^recursion$/i }],
  [
    "add the definition of a derivative to calculus.md",
    false,
    { kind: "add", what: "definition", topic: /^(?:a )?derivative$/i, target: /calculus\.md$/ },
  ],
  [
    "write down in ground-truth.md that our prof says O(n log n) is the lower bound for comparison sorts",
    false,
    { kind: "noteFact", fact: /^our prof says O\(n log n\) is the lower bound for comparison sorts$/ },
  ],
  ["note that the midterm covers ch 1-4", false, { kind: "noteFact", fact: /^the midterm covers ch 1-4$/ }],
  ["fix the typo in line 6", false, { kind: "fix" }],
  ["line 2 should be 'the derivative of x^2 is 2x'", true, { kind: "setLine", line: 2, to: /^the derivative of x\^2 is 2x$/ }],
  ["summarise these lines in 2 sentences", true, { kind: "summarise", intoNote: false }],
  ["make some questions from this", true, { kind: "quiz", topic: null }],
  ["what do these lines mean", true, { kind: "none" }],
  ["i dont understand this part at all 😩", true, { kind: "none" }],
  ["explain this like im 12", true, { kind: "none" }],
  ["turn this paragraph into a table", true, { kind: "cannot" }],
  ["can you run this code and tell me the output", true, { kind: "cannot", why: "code" }],
  ["give me an example of a pure function", false, { kind: "give", what: "example", topic: /^(?:a )?pure function$/i }],
  ["can you give me an analogy for recursion", false, { kind: "give", what: "analogy", topic: /^recursion$/i }],
  [
    "Please could you jot down in ground-truth that I'm colourblind so graphs need labels",
    false,
    { kind: "noteFact", fact: /^I'm colourblind so graphs need labels$/ },
  ],
  ["this sentence is clunky can u fix it", true, { kind: "fix" }],
  ["replace 'affect' with 'effect' in line 4", false, { kind: "replace", from: /^affect$/, to: /^effect$/ }],
  ["condense this into 3 bullet points and add it to my notes", true, { kind: "summarise", intoNote: true }],
  ["quiz me on what i highlighted", true, { kind: "quiz", topic: null }],
  ["explain lines 3 to 5", false, { kind: "none" }],
  ["how does this connect to gradient descent?", true, { kind: "none" }],
  ["send this to my email", true, { kind: "cannot" }],
  ["ok got it, thanks a bunch", false, { kind: "none" }],
  ["帮我在笔记里加个递归的小例子", false, { kind: "add", what: "example", topic: /^递归$/ }],
  ["把导数的定义写进 calculus.md", false, { kind: "add", what: "definition", topic: /^导数$/, target: /calculus\.md$/ }],
  ["在ground-truth.md里记下：老师说比较排序的下界是O(n log n)", false, { kind: "noteFact", fact: /^老师说比较排序的下界是O\(n log n\)$/ }],
  ["记一下 期中考第1到4章", false, { kind: "noteFact", fact: /^期中考第1到4章$/ }],
  ["第6行有个错别字 帮忙改下", false, { kind: "fix" }],
  ["第二行应该是“x的平方的导数是2x”", true, { kind: "setLine", line: 2, to: /^x的平方的导数是2x$/ }],
  ["用两句话总结一下这几行", true, { kind: "summarise", intoNote: false }],
  ["根据这段出几道题", true, { kind: "quiz", topic: null }],
  ["这几行到底在说什么", true, { kind: "none" }],
  ["这部分完全看不懂😩", true, { kind: "none" }],
  ["把这段做成表格", true, { kind: "cannot" }],
  ["帮我运行一下这段代码", true, { kind: "cannot", why: "code" }],
  ["举一个纯函数的例子", false, { kind: "give", what: "example", topic: /^纯函数$/ }],
  ["给我打个比方解释递归", false, { kind: "give", what: "analogy", topic: /^递归$/ }],
  ["把“的”改成“地”", false, { kind: "replace", from: /^的$/, to: /^地$/ }],
  ["把这段压缩成三点 放进笔记", true, { kind: "summarise", intoNote: true }],
  ["这个跟梯度下降有什么关系？", true, { kind: "none" }],
  ["好的 懂了 谢谢", false, { kind: "none" }],
  ["帮我把这段add到notes.md", true, { kind: "addSelection" }],
  ["quiz me 一下这部分", true, { kind: "quiz", topic: null }],
  // A second fresh batch of the classes fixed, written after the fixes (see the commit for the count).
  ["turn this section into a checklist", true, { kind: "cannot" }],
  ["forward these notes to my teacher", true, { kind: "cannot" }],
  ["swap 'there' for 'their' on line 2", false, { kind: "replace", from: /^there$/, to: /^their$/ }],
  ["给笔记加一个哈希表的简单例子", false, { kind: "add", what: "example", topic: /^哈希表$/ }],
  ["记一下 周三交作业", false, { kind: "noteFact", fact: /^周三交作业$/ }],
  ["把这几行浓缩成一句话", true, { kind: "summarise", intoNote: false }],
  ["quiz me on what I selected", true, { kind: "quiz", topic: null }],
];

describe("held-out workspace requests, probe 7: what a person reads", () => {
  itReadsEachRequestAsPattern(ROWS);
});
