import { heldOutMaterialQuestions, type MaterialWant } from "@/tests/support/held-out/material-questions";

/**
 * A fourteenth held-out set of questions about the learner's uploaded material, written before
 * reading the readers, as a retired engineer writing long polite letters, a surgeon between cases
 * (terse), a dyslexic student (typos), an ESL learner, a Singaporean, a Hong Kong student (繁體 and
 * Cantonese), emoji, questions buried after small talk, a request that negates ("don't summarise
 * everything, just…"), a heading named and a term pasted in quotes. The search ranks by the
 * question's subject, never by the frame; a name is searched as its pieces (\s? between them). 6 of
 * 14 misread before the fixes of this probe, 0 after.
 */
const ROWS: [string, MaterialWant][] = [
  ["Could you kindly tell me what my uploaded lecture notes say regarding the Krebs cycle?", { ask: /^krebs cycle$/i }],
  ["krebs cycle in my pdf. where.", { ask: /^krebs cycle$/i }],
  ["does my sylabus mension the final exam weighting", { ask: /^final exam weighting$/i }],
  ["got mention mitosis in my lecture slides or not", { ask: /^mitosis$/i }],
  ["my notes got say anything about osmosis or not ah", { ask: /^osmosis$/i }],
  ["in my notes, under the heading 'Cell Division', what does it say about cytokinesis", { ask: /^cytokinesis$/i }],
  ["don't summarise everything, just tell me what my pdf says about interest rates", { ask: /^interest rates$/i }],
  ["hi! hope you're well 😊 anyway what does my handout say about photosynthesis", { ask: /^photosynthesis$/i }],
  ['what does my textbook pdf say about "opportunity cost"', { ask: /^opportunity cost$/i }],
  ["summarise my entire notes plz", { whole: true }],
  ["有丝分裂在我上传的资料里是怎么讲的", { ask: /^有丝\s?分裂$/ }],
  ["我上傳的講義有冇講到滲透作用", { ask: /^滲透\s?作用$/ }],
  ["我的pdf里关于“边际成本”的部分说了什么", { ask: /^边际\s?成本$/ }],
  ["把我上传的资料全部总结一下", { whole: true }],
  // A second fresh batch, from new personas (a retired lawyer, a Malaysian shop assistant, a mainland
  // high-schooler): 3 of 5 misread before the fixes they led to, 0 after.
  ["Good morning! I trust you are well. What does my lecture pdf say about enzyme kinetics?", { ask: /^enzyme kinetics$/i }],
  ["my handout got talk about inflation or not ah", { ask: /^inflation$/i }],
  ["osmosis in my notes?? where", { ask: /^osmosis$/i }],
  ["in my slides, in the section called 'Markets', what is said about price elasticity", { ask: /^price elasticity$/i }],
  ["不要总结全部，只告诉我讲义里关于通货膨胀的部分", { ask: /^通货\s?膨胀$/ }],
  // A third batch, from new personas (a Hong Kong office worker writing Cantonese, an anxious student
  // before an exam): 1 of 3 misread before the fixes it led to, 0 after.
  ["sorry to bother, my question is: what does my pdf say about tax brackets?", { ask: /^tax brackets$/i }],
  ["where in my slides... the bit on mitosis", { ask: /^mitosis$/i }],
  ["我上傳嘅筆記有冇提到通脹？", { ask: /^通\s?脹$/ }],
];

heldOutMaterialQuestions("probe 14", ROWS);
