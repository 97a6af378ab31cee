import { describe } from "vitest";
import { itReadsEachRequestAsPattern, type RequestPatternRow } from "@/tests/support/workspace/held-out-request-rows";

/**
 * A tenth held-out set for the workspace tutor, written before reading the reader, as a midwife, a
 * truck driver, an olympiad teenager, a Brazilian engineer writing English with slips, polite
 * indirect requests, quoted terms, 中英混写 and 繁體: what they type beside their notes, with and
 * without lines selected (`refs`). Fields a row leaves out are not checked; patterns must match (a
 * kind pattern lists the readings a person would accept). 7 of 28 misread before; the last 7 rows,
 * left out until mended, now read as a person reads them (issue 25).
 */
const ROWS: RequestPatternRow[] = [
  ["I was wondering if you could add an example of a heap to my note", false, { kind: "add", what: "example", topic: /^(?:a )?heap$/i }],
  ["note in ground-truth.md that the exam is on 12 June", false, { kind: "noteFact", fact: /^the exam is on 12 June$/ }],
  ["pls write down in ground truth that my preceptor is Dr. Osei", false, { kind: "noteFact", fact: /^my preceptor is Dr\. Osei$/ }],
  ["what do these lines mean?", true, { kind: "none" }],
  ["summarise this", true, { kind: "summarise", intoNote: false }],
  ["can you make 5 questions out of this chapter", false, { kind: "quiz", topic: null }],
  ["quiz me on heaps", false, { kind: "quiz", topic: /^heaps$/i }],
  ["the date on line 4 is wrong, it should be 1789", false, { kind: /^(?:setLine|fix)$/ }],
  ["fix the spelling in the selected lines", true, { kind: /^(?:fix|edit)$/ }],
  ["add a example of TCP handshake in my note please", false, { kind: "add", what: "example", topic: /^(?:the )?TCP handshake$/i }],
  ["replace 'mitosis' with 'meiosis' in line 7", false, { kind: /^(?:replace|setLine)$/ }],
  ["in my sources, where does it talk about air brakes", false, { kind: "none", about: /air brakes/i }],
  ["jot in ground-truth.md: preceptor meeting every tuesday", false, { kind: "noteFact", fact: /^preceptor meeting every tuesday$/ }],
  ["在ground-truth.md里记一下考试是6月12号", false, { kind: "noteFact", fact: /^考试是6月12号$/ }],
  ["这几行是什么意思？", true, { kind: "none" }],
  ["總結一下選取的內容", true, { kind: "summarise", intoNote: false }],
  ["根据这一章出五道题", false, { kind: "quiz", topic: null }],
  ["第4行的年份错了，应该是1789", false, { kind: /^(?:setLine|fix)$/ }],
  ["把第七行的有丝分裂改成减数分裂", false, { kind: /^(?:replace|setLine)$/ }],
  ["記住：我的考試在六月", false, { kind: "noteFact", fact: /^我的考試在六月$/ }],
  ["給這份筆記加上有絲分裂的定義", false, { kind: "add", what: "definition", topic: /^有絲分裂$/ }],
  // A second fresh batch of the classes fixed, written after the fixes (34 of 42 misread before them, 1 after: see the commit).
  ["add an example of a hash map to my note", false, { kind: "add", what: "example", topic: /^(?:a )?hash map$/i }],
  ["在笔记里加一个傅里叶变换的例子", false, { kind: "add", what: "example", topic: /^傅里叶变换$/ }],
  ["note in ground-truth.md that my shift ends at 7", false, { kind: "noteFact", fact: /^my shift ends at 7$/ }],
  ["这几行什么意思", true, { kind: "none" }],
  // The 7 left out until mended: a place is no part of the topic, a polite frame is a frame, a mixed verb is a verb.
  ["could u put the definition of idempotency in this file", false, { kind: "add", what: "definition", topic: /^idempotency$/i }],
  ["put 'idempotent' definition here", false, { kind: "add", what: "definition", topic: /^idempotent$/i }],
  ["Would you mind giving me an analogy for recursion?", false, { kind: /^(?:give|add)$/, what: "analogy", topic: /^recursion$/i }],
  ["我想请你在笔记里加一个堆的例子", false, { kind: "add", what: "example", topic: /^堆$/ }],
  ["在这条笔记里补充幂等的定义", false, { kind: "add", what: "definition", topic: /^幂等$/ }],
  ["帮我add一个五度圈的例子", false, { kind: /^(?:add|give)$/, what: "example", topic: /^五度圈$/ }],
  ["我的资料里有没有讲空气制动的", false, { kind: "none", about: /空气制动/ }],
];

describe("held-out workspace requests, probe 10: what a person reads", () => {
  itReadsEachRequestAsPattern(ROWS);
});

/** A Chromium walk: with lines selected, a pointer at a word is the selected term (topic "", the role takes it from the lines). */
const POINTERS: RequestPatternRow[] = [
  ["add an example of this word to my note", true, { kind: "add", what: "example", topic: "" }],
  ["add a definition of the selected term to my note", true, { kind: "add", what: "definition", topic: "" }],
  ["add a definition to my note", true, { kind: "add", what: "definition", topic: "" }],
  ["给这个词加一个例子", true, { kind: "add", what: "example", topic: "" }],
  ["在笔记里加上这个术语的定义", true, { kind: "add", what: "definition", topic: "" }],
];

describe("a pointer at the selection names the selected term", () => {
  itReadsEachRequestAsPattern(POINTERS);
});
