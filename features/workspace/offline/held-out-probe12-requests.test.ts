import { describe } from "vitest";
import { itReadsEachRequestAsPattern, type RequestPatternRow } from "@/tests/support/workspace/held-out-request-rows";

/**
 * A twelfth held-out set for the workspace tutor, written before reading the reader, as a nurse on
 * night shifts, a teenage gamer, a small-shop owner, a parent helping with homework, a Taiwanese
 * student (繁體) and a Singaporean mixing English and 中文, dictated with no punctuation, with typos,
 * emoji and very short requests: what they type beside their notes, with and without lines selected
 * (`refs`). Fields a row leaves out are not checked; patterns must match. 0 of 24 misread before
 * the fixes of this probe.
 */
const ROWS: RequestPatternRow[] = [
  [
    "add an example of a potassium calculation to my notes",
    false,
    { kind: "add", what: "example", topic: /^(?:a )?potassium calculation$/i },
  ],
  ["pls add a definition of hitbox", false, { kind: "add", what: "definition", topic: /^hitbox$/i }],
  ["note in ground-truth.md that my shop's VAT is due on the 7th", false, { kind: "noteFact", fact: /^my shop's VAT is due on the 7th$/ }],
  ["tldr this", true, { kind: "summarise", intoNote: false }],
  ["summarise this into my notes 🙏", true, { kind: "summarise", intoNote: true }],
  ["wat does this mean", true, { kind: "none" }],
  ["make 5 questions about fractions", false, { kind: "quiz", topic: /^fractions$/i }],
  ["quiz me", false, { kind: "quiz", topic: null }],
  ["change 'net profit' to 'gross profit' on line 4", false, { kind: /^(?:replace|setLine)$/ }],
  ["translate this to malay can", true, { kind: "cannot", why: "translate" }],
  ["add an example of long division to this note for my kid", false, { kind: "add", what: "example", topic: /^long division$/i }],
  ["can you put an analogy for cash flow in my note", false, { kind: "add", what: "analogy", topic: /^cash flow$/i }],
  ["where in my notes does it say about sepsis", false, { kind: "none", about: /sepsis/i }],
  ["幫我在筆記裡加一個邊際成本的例子", false, { kind: "add", what: "example", topic: /^邊際成本$/ }],
  ["給這份筆記補一個極限的定義", false, { kind: "add", what: "definition", topic: /^極限$/ }],
  ["在ground-truth.md記下期末考是6月20日", false, { kind: "noteFact", fact: /^期末考是6月20日$/ }],
  ["總結一下這幾行", true, { kind: "summarise", intoNote: false }],
  ["這幾行是什麼意思", true, { kind: "none" }],
  ["根據這章出五題考我", false, { kind: "quiz", topic: null }],
  ["帮我出三道分数加法的题", false, { kind: "quiz", topic: /^分数加法$/ }],
  ["把第2行的毛利改成净利", false, { kind: /^(?:replace|setLine)$/ }],
  ["我的笔记里哪里讲了酸碱平衡", false, { kind: "none", about: /酸碱平衡/ }],
  ["帮我把这几行翻译成中文", true, { kind: "cannot", why: "translate" }],
  ["在笔记里加一个 compound interest 的例子", false, { kind: "add", what: "example", topic: /^compound interest$/i }],
];

describe("held-out workspace requests, probe 12: what a person reads", () => {
  itReadsEachRequestAsPattern(ROWS);
});
