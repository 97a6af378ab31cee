import { heldOutMaterialQuestions, type MaterialWant } from "@/tests/support/held-out/material-questions";

/**
 * A seventh held-out set of questions about the learner's uploaded material, written before reading
 * the readers: each names the material its own way around what it asks, half in Chinese, one mixed.
 * The search ranks by the question's subject, never by the frame; a request about the whole material
 * is no search for its words (left to the host tutor).
 */
const ROWS: [string, MaterialWant][] = [
  ["what does my uploaded pdf say about the causes of WW1", { ask: /^(?:causes )?(?:of )?ww1$/i }],
  ["is there a section in my notes on eigenvalues?", { ask: /^eigenvalues$/i }],
  ["in the lecture slides, what's the definition of opportunity cost", { ask: /^(?:definition )?opportunity cost$/i }],
  ["check my handout for anything about photosynthesis rates", { ask: /^photosynthesis rates$/i }],
  ["my pdf mentions 'gradient clipping' somewhere, what does it say", { ask: /^gradient clipping$/i }],
  ["summarize the slides i uploaded pls", { whole: true }],
  ["what's this document about?", { whole: true }],
  ["我上传的PDF里讲一战起因的部分说了什么", { ask: /^一战\s?起因$/ }],
  ["笔记里有没有关于特征值的内容", { ask: /^特征(?:\s?值)?$/ }],
  ["课件里机会成本是怎么定义的", { ask: /^机会\s?成本$/ }],
  ["讲义中提到的光合速率是什么意思", { ask: /^光合\s?速率$/ }],
  ["帮我概括一下我传的课件", { whole: true }],
  ["这份文件主要讲什么", { whole: true }],
  ["in my notes 哪里讲了 eigenvalues", { ask: /^eigenvalues$/i }],
  // A second fresh batch of the classes fixed, written after the fixes (see the commit for the count).
  ["look through my slides for anything on recursion", { ask: /^recursion$/i }],
  ["is there a part in my notes about mitosis?", { ask: /^mitosis$/i }],
  ["what is this pdf about?", { whole: true }],
  ["in my lecture notes, what's a monad", { ask: /^monad$/i }],
  ["讲义里梯度下降是如何定义的", { ask: /^梯度\s?下降$/ }],
];

heldOutMaterialQuestions("probe 7", ROWS);
