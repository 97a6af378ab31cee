import { heldOutMaterialQuestions, type MaterialWant } from "@/tests/support/held-out/material-questions";

/**
 * A twelfth held-out set of questions about the learner's uploaded material, written before reading
 * the readers, as a nurse on night shifts, a teenage gamer, a small-shop owner, a parent helping with
 * homework, a Taiwanese student (繁體) and a Singaporean mixing English and 中文, dictated with no
 * punctuation, with typos, emoji and very short questions. The search ranks by the question's
 * subject, never by the frame; a name is searched as its pieces (\s? between them). 5 of 14 misread
 * before the fixes of this probe, 0 after.
 */
const ROWS: [string, MaterialWant][] = [
  ["what does my hospital policy pdf say about sepsis screening", { ask: /^sepsis screening$/i }],
  ["does the handout i uploaded mention potassium", { ask: /^potassium$/i }],
  ["in my notes how is gross margin calculated", { ask: /^gross margin$/i }],
  ["find where my pdf talks about long division", { ask: /^long division$/i }],
  ["wat does my doc say abt cash flow", { ask: /^cash flow$/i }],
  ["according to the slides i uploaded what is a hitbox", { ask: /^hitbox$/i }],
  ["summarise my whole pdf pls", { whole: true }],
  ["my uploaded notes got mention GST or not", { ask: /^GST$/i }],
  ["我上傳的講義裡怎麼解釋邊際成本", { ask: /^邊際\s?成本$/ }],
  ["我的筆記裡有沒有提到極限", { ask: /^極限$/ }],
  ["资料里有没有讲酸碱平衡", { ask: /^酸碱\s?平衡$/ }],
  ["我上传的PDF里关于分数加法说了什么", { ask: /^分数\s?加法$/ }],
  ["我的notes里面有讲到 compound interest 吗", { ask: /^compound interest$/i }],
  ["总结一下我上传的整份讲义", { whole: true }],
  // A second fresh batch of the classes fixed, written after the fixes (3 of 25 misread before they were mended, 0 after: see the commit).
  ["what does my company onboarding handbook say about overtime", { ask: /^overtime$/i }],
  ["in my notes how is BMI calculated", { ask: /^bmi$/i }],
  ["my pdf got talk about GST or not", { ask: /^gst$/i }],
  ["总结一下我上传的整份课件", { whole: true }],
  ["我的讲义里有没有提到首过消除", { ask: /^首过\s?消除$/ }],
  // A third batch, written after the second batch's fixes (10 of 23 misread before they were mended, 0 after: see the commit).
  ["what does my shop's tax guide pdf say about GST registration", { ask: /^gst registration$/i }],
  ["does my uploaded syllabus mention the exam date", { ask: /^exam date$/i }],
  ["我上傳的講義有沒有提到邊際效用", { ask: /^邊際\s?效用$/ }],
  ["got mention ABG in my notes or not", { ask: /^abg$/i }],
];

heldOutMaterialQuestions("probe 12", ROWS);
