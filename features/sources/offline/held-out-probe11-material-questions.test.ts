import { heldOutMaterialQuestions, type MaterialWant } from "@/tests/support/held-out/material-questions";

/**
 * An eleventh held-out set of questions about the learner's uploaded material, written before
 * reading the readers, as a plumber's apprentice, a choir singer, a pharmacist, a sheep farmer, a
 * 高三 student and a Hong Kong office worker (繁體, 粵語 and English), dictated with no punctuation,
 * with typos, emoji and British spelling. The search ranks by the question's subject, never by the
 * frame; a name is searched as its pieces (\s? between them, as the search joins its units) but
 * never without one (so a hyphened name is searched as its two words: "half-life" as half + life). 10 of
 * 18 misread before the fixes of this probe (two of them only by this file's own rows, written as
 * "first-pass" and "half-life" before reading the convention above; corrected to it), 1 after:
 * "资料里有没有提到首过效应" searched only 效应 (the segmenter gives 首|过). Mended by probe 12 and checked at
 * the end: 过 after a lone character that is no verb, before a word, is the name's second character;
 * after a verb (学|过) it stays the aspect particle.
 */
const ROWS: [string, MaterialWant][] = [
  ["what does my regs pdf say about unvented cylinders", { ask: /^unvented cylinders$/i }],
  ["does the handout i uploaded mention first-pass metabolism", { ask: /^first[-\s]?pass metabolism$/i }],
  ["in my notes how is half-life defined", { ask: /^half[-\s]?life$/i }],
  ["find the bit in my uploaded notes about liming", { ask: /^liming$/i }],
  ["what do my choir notes say about breathing technique", { ask: /^breathing technique$/i }],
  ["according to the leaflet I added, what is the withdrawal period for ivermectin", { ask: /^withdrawal period(?: for)? ivermectin$/i }],
  ["um where in my pdf does it talk about crop rotation", { ask: /^crop rotation$/i }],
  ["summarise the whole handout i uploaded", { whole: true }],
  ["does my document say anyting about the colour wheel 🎨", { ask: /^(?:the )?colou?r wheel$/i }],
  ["我上传的讲义里怎么讲楞次定律的", { ask: /^楞次\s?定律$/ }],
  ["我的笔记里哪里提到了药物相互作用", { ask: /^药物\s?相互\s?作用$/ }],
  ["課件入面點樣解釋複利", { ask: /^複利$/ }],
  ["我加嘅PDF有冇講pivot table", { ask: /^pivot table$/i }],
  ["讲义里对电磁感应是怎么定义的", { ask: /^电磁\s?感应$/ }],
  ["我的notes里有没有讲到半衰期", { ask: /^半衰期$/ }],
  ["我上传的文档里关于轮作说了什么", { ask: /^轮作$/ }],
  ["总结一下我上传的整份资料", { whole: true }],
  // A second fresh batch of the classes fixed, written after the fixes (6 of 26 misread before they were mended, 1 after: see the commit).
  ["what does my safety manual say about lockout tagout", { ask: /^lockout tagout$/i }],
  ["課件入面點樣解釋通脹", { ask: /^通脹$/ }],
  ["我的讲义里哪里提到了可塑性", { ask: /^可塑性$/ }],
  ["summarise the whole leaflet i added", { whole: true }],
  ["资料里有没有提到首过效应", { ask: /^首过\s?效应$/ }],
  ["我学过的笔记里有没有讲到编程", { ask: /^编程$/ }],
];

heldOutMaterialQuestions("probe 11", ROWS);
