import { heldOutMaterialQuestions, type MaterialWant } from "@/tests/support/held-out/material-questions";

/**
 * An eighth held-out set of questions about the learner's uploaded material, written before reading
 * the readers, as a nurse, a 高考 student, a Rust learner and a painter, in 简体, 繁體 and 中英混写.
 * The search ranks by the question's subject, never by the frame; a request about the whole material
 * is no search for its words (left to the host tutor).
 */
const ROWS: [string, MaterialWant][] = [
  ["what does the uploaded pdf say about dosing in kidney failure?", { ask: /^dosing (?:in )?kidney failure$/i }],
  ["我上传的讲义里有没有讲到动量守恒", { ask: /^动量\s?守恒$/ }],
  ["summarize the document I uploaded", { whole: true }],
  ["这份文档主要讲了什么", { whole: true }],
  ["find where the paper mentions tokio", { ask: /^tokio$/i }],
  ["文件裡關於筆觸的部分", { ask: /^筆觸$/ }],
  ["according to my notes, what is the maximum dose of paracetamol", { ask: /^maximum dose (?:of )?paracetamol$/i }],
  ["资料里说的 unsafe 是什么意思", { ask: /^unsafe$/i }],
  ["is there anything in my sources on glazing technique?", { ask: /^glazing(?: technique)?$/i }],
  ["quote the part about error handling", { ask: /^error handling$/i }],
  ["講義上怎麼說明歐姆定律的", { ask: /^歐姆\s?定律$/ }],
  ["in the slides 哪里提到了 borrow checker", { ask: /^borrow checker$/i }],
  // A second fresh batch of the classes fixed, written after the fixes (see the commit for the count).
  ["find where my notes define entropy", { ask: /^entropy$/i }],
  ["according to the slides, what causes inflation?", { ask: /^(?:causes )?inflation$/i }],
  ["in my notes 有沒有提到 ownership", { ask: /^ownership$/i }],
  ["課件上怎麼定義導數的", { ask: /^導數$/ }],
  ["quote the bit about recursion", { ask: /^recursion$/i }],
];

heldOutMaterialQuestions("probe 8", ROWS);
