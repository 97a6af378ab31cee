import { describe } from "vitest";
import { itReadsEachRequestAsPattern, type RequestPatternRow } from "@/tests/support/workspace/held-out-request-rows";

/**
 * A fourteenth held-out set for the workspace tutor, written before reading the reader, as a retired
 * engineer writing long polite letters, a surgeon between cases (terse imperatives), a dyslexic
 * student (typos), a teenager's lowercase run-ons, an ESL learner, a Singaporean, a Hong Kong student
 * (繁體 and Cantonese), emoji, requests buried after small talk, two requests in one message, requests
 * that negate ("don't change the file, just…"), a line range or a heading named, and pasted text in
 * quotes: what they type beside their notes, with and without lines selected (`refs`). Fields a row
 * leaves out are not checked; patterns must match (a kind pattern lists the readings a person would
 * accept). 7 of 28 misread before the fixes of this probe, 0 after.
 */
const ROWS: RequestPatternRow[] = [
  [
    "Would you be so kind as to add a worked example of the Pythagorean theorem to geometry.md? Many thanks in advance.",
    false,
    { kind: "add", what: "example", topic: /^(?:the )?Pythagorean theorem$/i, target: /geometry\.md$/ },
  ],
  ["add torque definition", false, { kind: "add", what: "definition", topic: /^torque$/i }],
  ["pls ad an exmaple of ohms law to my notse", false, { kind: "add", what: "example", topic: /^ohms law$/i }],
  [
    "hey so i was reading this chapter and it kinda made sense but can u add a definition of enthalpy to thermo.md thx",
    false,
    { kind: "add", what: "definition", topic: /^enthalpy$/i, target: /thermo\.md$/ },
  ],
  [
    "hello!! quick q — can u add a formula for kinetic energy to physics.md 😅",
    false,
    { kind: "add", what: "formula", topic: /^kinetic energy$/i, target: /physics\.md$/ },
  ],
  ["don't change the file, just tell me what these lines mean", true, { kind: "none" }],
  ["dont edit anything, just give me an example of a closure", false, { kind: "give", what: "example", topic: /^(?:a )?closure$/i }],
  ["summarise lines 10-20", false, { kind: "summarise", intoNote: false }],
  ["what do lines 3 to 5 mean?", false, { kind: "none" }],
  ["add an example of a linked list under the ## Lists heading", false, { kind: "add", what: "example", topic: /^(?:a )?linked list$/i }],
  ['note in ground-truth.md: "exam moved to 14 March"', false, { kind: "noteFact", fact: /^exam moved to 14 March$/ }],
  [
    "can add one example for supply and demand inside my note or not",
    false,
    { kind: "add", what: "example", topic: /^supply and demand$/i },
  ],
  ["line 7 say 'mitosis makes 4 cells', should be 2 cells, pls fix", false, { kind: /^(?:setLine|fix|replace)$/ }],
  ["make 10 mcqs on the cardiac cycle", false, { kind: "quiz", topic: /^(?:the )?cardiac cycle$/i }],
  ["summarise this and then make 3 questions from it", true, { kind: "summarise" }],
  ["translate these lines into 繁體中文 pls 🙏", true, { kind: "cannot", why: "translate" }],
  ["draw me a diagram of the heart", false, { kind: "cannot", why: "media" }],
  ["search the web for the latest sepsis guidelines", false, { kind: "cannot", why: "web" }],
  ['the selected text says "ATP is the energy currency of the cell" - is that right?', true, { kind: "none", check: true }],
  ["幫我喺筆記度加個牛頓第二定律嘅例子", false, { kind: "add", what: "example", topic: /^牛頓第二定律$/ }],
  ["請在 physics.md 裡補上動量的定義，謝謝 🙏", false, { kind: "add", what: "definition", topic: /^動量$/, target: /physics\.md$/ }],
  ["在ground-truth.md记一下：我每天只有半小时学习", false, { kind: "noteFact", fact: /^我每天只有半小时学习$/ }],
  ["不要改文件，只要告诉我这几行讲的是什么", true, { kind: "none" }],
  ["第3到5行是什么意思", false, { kind: "none" }],
  ["把这段总结一下，然后存进笔记", true, { kind: "summarise", intoNote: true }],
  ["给我出5道关于有丝分裂的选择题", false, { kind: "quiz", topic: /^有丝分裂$/ }],
  ["把第4行的“细胞核”改成“细胞质”", false, { kind: /^(?:replace|setLine)$/ }],
  ["帮我举个例子说明边际效用", false, { kind: /^(?:give|add)$/, what: "example", topic: /^边际效用$/ }],
  // A second fresh batch, from new personas (a retired lawyer, a Malaysian shop assistant, a mainland
  // high-schooler, a Taiwanese grandmother): 0 of 7 misread.
  ["dont touch line 3, just explain what it means", false, { kind: "none" }],
  [
    "Kindly add one definition of osmosis into bio.md sir",
    false,
    { kind: "add", what: "definition", topic: /^osmosis$/i, target: /bio\.md$/ },
  ],
  ["make 5 MCQ on photosynthesis", false, { kind: "quiz", topic: /^photosynthesis$/i }],
  ["put an example of a for loop under the 'Loops' section", false, { kind: "add", what: "example", topic: /^(?:a )?for loop$/i }],
  ['"the mitochondria is the powerhouse of the cell" — is this correct?', true, { kind: "none", check: true }],
  ["不用改笔记，直接告诉我这几行什么意思", true, { kind: "none" }],
  ["請幫我在 notes.md 裡加上供需的例子", false, { kind: "add", what: "example", topic: /^供需$/, target: /notes\.md$/ }],
  // A third batch, from new personas (an elderly learner in capitals, a Hong Kong office worker writing
  // Cantonese, an anxious student before an exam): 1 of 5 misread before the fixes it led to, 0 after.
  ["pls summarise lines 5 to 12 into my notes", false, { kind: "summarise", intoNote: true }],
  ["can you not change anything and just tell me if line 4 is correct?", false, { kind: "none", check: true }],
  [
    'add an example of compound interest under the heading "Savings" in finance.md',
    false,
    { kind: "add", what: "example", topic: /^compound interest$/i, target: /finance\.md$/ },
  ],
  ["唔好改個file，淨係話我知呢幾行講咩", true, { kind: "none" }],
  ["第5到8行幫我總結一下", false, { kind: "summarise", intoNote: false }],
];

describe("held-out workspace requests, probe 14: what a person reads", () => {
  itReadsEachRequestAsPattern(ROWS);
});
