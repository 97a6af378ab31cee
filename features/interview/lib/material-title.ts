/**
 * What a document is called, as the learner's course should be: its title without numbering
 * ("Lecture 7: Regularization" → "Regularization") and without the words that say what kind of
 * document it is ("数据库索引入门讲义" → "数据库索引", "Lecture notes on Bayesian inference" →
 * "Bayesian inference", "A Practical Guide to Git Branching" → "Git Branching"): the course is about the
 * subject, not about the handout.
 */

const CHINESE_NUMERAL = "[一二三四五六七八九十百零〇两]+";
const NUMBERING = new RegExp(
  [
    // "Chapter 5: Photosynthesis", "Lecture 7 — Ridge", "Week 3. Cells"
    String.raw`^(?:chapter|part|unit|lesson|module|section|lecture|week|session|topic)\s+(?:[0-9]+|[ivxlc]+)\b\s*[:.\-–—]?\s*`,
    // "第三章 细胞", "第7讲：索引"
    String.raw`^第\s*(?:${CHINESE_NUMERAL}|\d+)\s*[章篇部节課课讲周]\s*[:：、.]?\s*`,
    // "2.3 The Calvin cycle"
    String.raw`^\d{1,2}(?:\.\d{1,2}){0,3}\.?\s+`,
  ].join("|"),
  "iu",
);
// "Lecture notes on X", "Notes on X", "A handout on X", "Study guide: X"
const KIND_BEFORE =
  /^(?:(?:lecture|class|course|study|revision|my)\s+)?(?:notes|handout|slides|study guide|guide|primer|cheat ?sheet|reading)\s*(?:on|for|about|:|[-–—])\s+/iu;
// "A Practical Guide to X", "An Introduction to X", "Getting started with X": a title's framing, not its subject.
const FRAMING_BEFORE =
  /^(?:(?:a|an|the)\s+)?(?:(?:practical|complete|gentle|brief|short|quick|concise|visual|hands-on|friendly|beginner'?s|definitive|ultimate|illustrated)\s+)*(?:guide|introduction|intro|tour|tutorial|handbook|crash course|overview)\s+(?:to|of)\s+(?:the\s+)?(?=\S)|^getting started with\s+/iu;
// "Git 分支实用指南", "Docker 入门教程", "Python入门": the kind of text after a subject, in Chinese.
const FRAMING_AFTER_ZH = /(?<=\S)\s*(?:(?:实用|简明|快速|完全|入门|新手)?(?:指南|教程)|入门)$/u;
// "X lecture notes", "X — study guide", "X (slides)"
const KIND_AFTER =
  /\s*[:\-–—(]?\s*(?:lecture notes|class notes|course notes|study notes|revision notes|study guide|handout|slides|cheat ?sheet)\)?$/iu;
// "数据库索引入门讲义", "机器学习笔记", "线性代数复习资料"
const KIND_AFTER_ZH = /(?:入门|基础)?(?:学习|课堂|复习|上课)?(?:讲义|课件|笔记|教案|讲稿|资料|手册|讲座)$/u;

/** The subject a document's title names; "" when the title is only a kind of document ("Lecture notes"). */
export function subjectOfTitle(title: string): string {
  const unnumbered = title.replace(NUMBERING, "").trim();
  const subject = unnumbered
    .replace(KIND_BEFORE, "")
    .replace(FRAMING_BEFORE, "")
    .replace(KIND_AFTER, "")
    .replace(/[\s_]+(?=$)/u, "")
    .replace(KIND_AFTER_ZH, "")
    .replace(FRAMING_AFTER_ZH, "")
    .replace(/[\s:：,，、\-–—]+$/u, "")
    .trim();
  return subject || unnumbered;
}

/**
 * Plain text names itself on its first line: "数据库索引入门讲义" above "一、什么是索引". Such a line is short,
 * not a sentence, and stands alone (a blank line or the first heading follows it).
 */
export function leadingTitleLine(lines: readonly string[], firstHeadingLine: number | null): string | null {
  const index = lines.findIndex((line) => line.trim() !== "");
  if (index < 0 || (firstHeadingLine !== null && index + 1 >= firstHeadingLine)) return null;
  const line = lines[index]?.trim() ?? "";
  const next = lines[index + 1]?.trim() ?? "";
  if (line.length > 60 || /[.。!?！？;；,，:：]$/u.test(line) || /^[-*+>|#<`[]/u.test(line)) return null;
  // A section's name at the top ("Introduction") is not the document's.
  if (/^(?:introduction|overview|abstract|summary|preface|foreword|前言|引言|概述|摘要|序言?)$/iu.test(line)) return null;
  if (next !== "" && firstHeadingLine !== index + 2) return null;
  return line;
}
