import { describe } from "vitest";
import { itReadsEachRequestAsPattern, type RequestPatternRow } from "@/tests/support/workspace/held-out-request-rows";

/**
 * An eleventh held-out set for the workspace tutor, written before reading the reader, as a
 * plumber's apprentice, a choir singer, a pharmacist, a sheep farmer, a 高三 student and a Hong Kong
 * office worker (繁體, 粵語 and English), dictated with no punctuation, with emoji and British
 * spelling: what they type beside their notes, with and without lines selected (`refs`). Fields a
 * row leaves out are not checked; patterns must match (a kind pattern lists the readings a person
 * would accept). 2 of 29 misread before the fixes of this probe, 0 after.
 */
const ROWS: RequestPatternRow[] = [
  ["add an example of a P-trap to my notes", false, { kind: "add", what: "example", topic: /^(?:a )?P-trap$/i }],
  [
    "could you pop a definition of first-pass metabolism in my note please",
    false,
    { kind: "add", what: "definition", topic: /^first-pass metabolism$/i },
  ],
  ["note in ground-truth.md that my NVQ assessment is on 3 March", false, { kind: "noteFact", fact: /^my NVQ assessment is on 3 March$/ }],
  ["add to ground truth: lambing starts mid April", false, { kind: "noteFact", fact: /^lambing starts mid April$/ }],
  ["summarise the selected lines into my note", true, { kind: "summarise", intoNote: true }],
  ["summarize this pls", true, { kind: "summarise", intoNote: false }],
  ["summarise these lines 🙏", true, { kind: "summarise", intoNote: false }],
  ["what do these lines mean", true, { kind: "none" }],
  ["give me an analogy for half-life", false, { kind: /^(?:give|add)$/, what: "analogy", topic: /^half-life$/i }],
  ["make 3 questions on drug interactions", false, { kind: "quiz", topic: /^drug interactions$/i }],
  ["quiz me on this chapter", false, { kind: "quiz", topic: null }],
  ["line 5 should say 1.5 bar not 3 bar", false, { kind: /^(?:setLine|fix)$/ }],
  ["change 'soil acidity' to 'soil pH' on line 12", false, { kind: /^(?:replace|setLine)$/ }],
  ["translate this into mandarin", true, { kind: "cannot", why: "translate" }],
  ["where in my sources does it talk about unvented cylinders", false, { kind: "none", about: /unvented cylinders/i }],
  ["add an example of vibrato to this file", false, { kind: "add", what: "example", topic: /^vibrato$/i }],
  ["in my note add the definition of liming", false, { kind: "add", what: "definition", topic: /^liming$/i }],
  ["add an example of a dotted rhythm to my note thanks", false, { kind: "add", what: "example", topic: /^(?:a )?dotted rhythm$/i }],
  ["在笔记里加一个楞次定律的例子", false, { kind: "add", what: "example", topic: /^楞次定律$/ }],
  ["给这份笔记补充首过效应的定义", false, { kind: "add", what: "definition", topic: /^首过效应$/ }],
  ["在ground-truth.md记一下高考是6月7号", false, { kind: "noteFact", fact: /^高考是6月7号$/ }],
  ["總結一下呢幾行", true, { kind: "summarise", intoNote: false }],
  ["呢幾行係咩意思", true, { kind: "none" }],
  ["根据这一章出三道题考我", false, { kind: "quiz", topic: null }],
  ["把第3行的交流电改成直流电", false, { kind: /^(?:replace|setLine)$/ }],
  ["幫我喺筆記度加個pivot table嘅例子", false, { kind: "add", what: "example", topic: /^pivot table$/i }],
  ["我的资料里哪里讲了轮作", false, { kind: "none", about: /轮作/ }],
  ["帮我把这段翻译成英文", true, { kind: "cannot", why: "translate" }],
  ["帮我给药物相互作用举个例子", false, { kind: /^(?:give|add)$/, what: "example", topic: /^药物相互作用$/ }],
  // A second fresh batch of the classes fixed, written after the fixes (6 of 26 misread before they were mended, 1 after: see the commit).
  ["我的笔记里哪里讲了光合作用", false, { kind: "none", about: /光合作用/ }],
  ["幫我喺筆記度加個通脹嘅定義", false, { kind: "add", what: "definition", topic: /^通脹$/ }],
];

describe("held-out workspace requests, probe 11: what a person reads", () => {
  itReadsEachRequestAsPattern(ROWS);
});
