import { describe } from "vitest";
import { itReadsEachRequestAsPattern, type RequestPatternRow } from "@/tests/support/workspace/held-out-request-rows";

/**
 * An eighth held-out set for the workspace tutor, written before reading the reader or the earlier
 * sets, as a nurse, a 高考 student, a Rust learner, a non-native writer, 中英混写 and 繁體: what
 * they type beside their notes, with and without lines selected (`refs`). Fields a row leaves out
 * are not checked; patterns must match.
 */
const ROWS: RequestPatternRow[] = [
  ["explain this", true, { kind: "none" }],
  ["what does this paragraph mean?", true, { kind: "none" }],
  ["这段什么意思", true, { kind: "none" }],
  ["這幾行在說什麼", true, { kind: "none" }],
  ["this part make me confuse, can you explain", true, { kind: "none" }],
  ["summarise this please", true, { kind: "summarise", intoNote: false }],
  ["帮我总结一下选中的部分", true, { kind: "summarise", intoNote: false }],
  ["make 3 flashcards out of this", true, { kind: "quiz", topic: null }],
  ["用這段出幾個問題考我", true, { kind: "quiz", topic: null }],
  ["fix the grammar here", true, { kind: "fix" }],
  ["这句写错了吗？帮我改一下", true, { kind: "fix" }],
  ["把这段加到 pharm.md 里", true, { kind: "addSelection" }],
  ["把選中的這幾行翻譯成英文", true, { kind: "cannot" }],
  ["帮我把这段 code 跑一下", true, { kind: "cannot", why: "code" }],
  ["add an example of ownership transfer to my rust note", false, { kind: "add", what: "example", topic: /^ownership transfer$/i }],
  ["pls add example for lifetime elision in my note", false, { kind: "add", what: "example", topic: /^lifetime elision$/i }],
  ["can u add a definition of borrow checker", false, { kind: "add", what: "definition", topic: /^(?:the )?borrow checker$/i }],
  ["在笔记里加一个关于半衰期的定义", false, { kind: "add", what: "definition", topic: /^半衰期$/ }],
  ["給筆記加上「清除率」的定義", false, { kind: "add", what: "definition", topic: /^清除率$/ }],
  [
    "write down in ground-truth.md that warfarin interacts with aspirin",
    false,
    { kind: "noteFact", fact: /^warfarin interacts with aspirin$/ },
  ],
  ["在 ground-truth.md 里记一下：电场强度的单位是 N/C", false, { kind: "noteFact", fact: /^电场强度的单位是 N\/C$/ }],
  ["note: I always mix up agonist and antagonist", false, { kind: "noteFact", fact: /^I always mix up agonist and antagonist$/ }],
  [
    "line 3 should say 'half-life is the time for the concentration to halve'",
    false,
    { kind: "setLine", line: 3, to: /^half-life is the time for the concentration to halve$/ },
  ],
  ["把第2行改成：F = ma 只在惯性系成立", false, { kind: "setLine", line: 2, to: /^F = ma 只在惯性系成立$/ }],
  ["summarize my notes", false, { kind: "summarise", intoNote: false }],
  ["quiz me on this note", false, { kind: "quiz", topic: null }],
  ["幫我整理一下這份筆記", false, { kind: "cannot" }],
  ["is line 4 right?", false, { kind: "none", check: true }],
  ["give me an example of a borrow error", false, { kind: "give", what: "example", topic: /^(?:a )?borrow error$/i }],
  ["cool thx", false, { kind: "none" }],
  // A second fresh batch of the classes fixed, written after the fixes (see the commit for the count).
  ["給這份筆記加一個遞迴的例子", false, { kind: "add", what: "example", topic: /^遞迴$/ }],
  ["add a definition of clearance to my pharm notes", false, { kind: "add", what: "definition", topic: /^clearance$/i }],
  ["幫我把這段程式跑一下", true, { kind: "cannot", why: "code" }],
  ["整理一下我的笔记", false, { kind: "cannot" }],
  ["tidy up this note please", false, { kind: "cannot" }],
  ["這段是什麼意思", true, { kind: "none" }],
];

describe("held-out workspace requests, probe 8: what a person reads", () => {
  itReadsEachRequestAsPattern(ROWS);
});
