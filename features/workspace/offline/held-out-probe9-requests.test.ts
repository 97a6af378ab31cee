import { describe } from "vitest";
import { itReadsEachRequestAsPattern, type RequestPatternRow } from "@/tests/support/workspace/held-out-request-rows";

/**
 * A ninth held-out set for the workspace tutor, written before reading the reader, as a firefighter,
 * a parent, a guitarist, a biology PhD, a voice-dictated request, 中英混写 and 繁體: what they type
 * beside their notes, with and without lines selected (`refs`). Fields a row leaves out are not
 * checked; patterns must match (a kind pattern lists the readings a person would accept).
 */
const ROWS: RequestPatternRow[] = [
  ["add an example to this note", false, { kind: "add", what: "example", topic: "" }],
  ["put a definition of backdraft in here", false, { kind: "add", what: "definition", topic: /^backdraft$/i }],
  ["jot down in ground truth that my exam is March 14", false, { kind: "noteFact", fact: /^my exam is March 14$/ }],
  ["line 3 is wrong, fix it", false, { kind: "fix" }],
  ["tl;dr the selected bit", true, { kind: "summarise", intoNote: false }],
  ["can you find where my sources talk about ventilation", false, { kind: "none", about: /ventilation/i }],
  ["explain this paragraph", true, { kind: "none" }],
  ["go deeper on the second section", false, { kind: "none" }],
  ["quiz me on this chapter", false, { kind: "quiz", topic: null }],
  ["which of my courses am i behind on", false, { kind: "none" }],
  ["the formula on line 12 has a typo can you correct it", false, { kind: "fix" }],
  ["remember that I prefer metric units", false, { kind: "noteFact", fact: /^I prefer metric units$/ }],
  [
    "need an example for the Bayes rule bit pls",
    false,
    { kind: /^(?:add|give)$/, what: "example", topic: /^(?:the )?Bayes(?:'s?)? rule$/i },
  ],
  ["shorten the highlighted text", true, { kind: /^(?:summarise|edit)$/ }],
  ["do any of my pdfs mention hydrogen bonds", false, { kind: "none", about: /hydrogen bonds?/i }],
  ["给这条笔记加个例子", false, { kind: "add", what: "example", topic: "" }],
  ["在这里补充一下轰燃的定义", false, { kind: "add", what: "definition", topic: /^轰燃$/ }],
  ["记到ground-truth里：我的考试是3月14号", false, { kind: "noteFact", fact: /^我的考试是3月14号$/ }],
  ["第三行写错了，帮我改一下", false, { kind: "fix" }],
  ["把选中的内容总结一下", true, { kind: "summarise", intoNote: false }],
  ["在我的资料里找找关于通风的内容", false, { kind: "none", about: /通风/ }],
  ["解释一下这段", true, { kind: "none" }],
  ["深入讲讲第二节", false, { kind: "none" }],
  ["根据这章出几道题考我", false, { kind: "quiz", topic: null }],
  ["我的哪些课程跟统计有关", false, { kind: "none" }],
  ["记住：我喜欢用公制单位", false, { kind: "noteFact", fact: /^我喜欢用公制单位$/ }],
  ["幫我在這份筆記加一個例子", false, { kind: "add", what: "example", topic: "" }],
  ["帮我summarize一下选中的部分", true, { kind: "summarise", intoNote: false }],
  ["第5行的typo改一下", false, { kind: "fix" }],
  ["add to ground truth my instructor is captain reyes", false, { kind: "noteFact", fact: /^my instructor is captain reyes$/i }],
  // A second fresh batch of the classes fixed, written after the fixes (see the commit for the count).
  ["add a definition of flashover right here", false, { kind: "add", what: "definition", topic: /^flashover$/i }],
  ["put an example of a closure in there", false, { kind: "add", what: "example", topic: /^closure$/i }],
  ["给这份笔记补个例子", false, { kind: "add", what: "example", topic: "" }],
  ["在这里加上比热容的定义", false, { kind: "add", what: "definition", topic: /^比热容$/ }],
  ["need a formula for compound interest pls", false, { kind: "give", what: "formula", topic: /^compound interest$/i }],
  ["find where my notes mention osmosis", false, { kind: "none", about: /osmosis/i }],
  ["does any of my slides cover the Krebs cycle", false, { kind: "none", about: /krebs/i }],
  ["在此补充一下熵增的例子", false, { kind: "add", what: "example", topic: /^熵增$/ }],
];

describe("held-out workspace requests, probe 9: what a person reads", () => {
  itReadsEachRequestAsPattern(ROWS);
});
