/**
 * How a document without a title heading names itself: a PDF's, a Word file's or a slide deck's text
 * starts with a block of short lines (the title, then who wrote it, where, for which course and when),
 * often under a banner ("DRAFT — do not distribute") or a slide's marker ("Slide 1"). The title is the
 * first line of that block that reads as one; the lines around it that only say who, where and when
 * are its byline, never the subject.
 */

/** Lines above a title that are not part of the document's content: banners, slide markers, site menus, cookie notices. */
const FRAME_LINE = [
  /^(?:>\s*)?(?:draft|confidential|internal(?: use only)?|for internal use(?: only)?|do not (?:distribute|circulate|share)|preprint|under review|work in progress|wip)\b/iu,
  /^(?:slide|page|幻灯片)\s*\d{1,3}$/iu,
  /^第\s*\d{1,3}\s*(?:页|张)$/u,
  // "Home | Recipes | About | Contact"
  /^[^|｜]{1,24}(?:\s*[|｜]\s*[^|｜]{1,24}){2,}$/u,
  /\b(?:we use cookies|accept (?:all )?cookies|cookie (?:policy|settings)|skip to (?:main )?content)\b|使用\s*cookie/iu,
  /^(?:草稿|内部资料|内部使用|请勿外传|机密|保密)/u,
];

/** A line under a title that says who wrote it, where, for which course or when: never the subject. */
const BYLINE = [
  /^(?:by|authors?|written by|prepared by|presented by|compiled by|edited by|instructor|lecturer|teacher|professor|presenter|speaker|editor|tutor|supervisor|advisor|ta|course|class|date|term|semester|version|updated|last updated|office hours)\b\s*[:：]?/iu,
  /^(?:[Pp]rof|[Dd]r|[Mm]rs?|[Mm]s)\.?\s+\p{Lu}/u,
  /^(?:作者|著|编|编者|编著|主编|讲师|主讲(?:人|教师)?|指导(?:教师|老师)|导师|授课(?:教师|老师)|整理|撰稿|学号|班级|学院|专业|姓名|日期|时间|版本|课程)\s*[:：]/u,
  /\b(?:university|college|institute|school of|department of|faculty of|laboratory|academy|inc\.|ltd\.?|gmbh)\b/iu,
  /(?:大学|学院|研究所|研究院|实验室|中学|小学|公司)\s*$/u,
  // "Spring 2026", "March 3, 2026", "2026-03-03", "2026年3月"
  /\b(?:spring|summer|fall|autumn|winter)\s+(?:term\s+|semester\s+)?\d{4}\b|\b\d{4}[-/.]\d{1,2}(?:[-/.]\d{1,2})?\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2},?\s+\d{4}\b|\d{4}\s*年\s*\d{1,2}\s*月/iu,
  // A course's label alone: "Operations 210", "CS 229", "ECON101"
  /^\p{L}[\p{L}&.\- ]{0,30}\s?\d{2,4}[A-Z]?$/u,
  // Two or more people's names: "Mei Lin, Jonas Weber and Priya Raman"
  /^(?:\p{Lu}[\p{L}'.-]*\s+){1,3}\p{Lu}[\p{L}'.-]*\d?\*?(?:\s*(?:,|and|&)\s*(?:\p{Lu}[\p{L}'.-]*\s+){1,3}\p{Lu}[\p{L}'.-]*\d?\*?)+,?$/u,
];

/** A section's name at the top ("Introduction", "Abstract") is not the document's. */
const SECTION_NAME = /^(?:introduction|overview|abstract|summary|preface|foreword|contents|前言|引言|概述|摘要|序言?|目录)$/iu;

export const isFrameLine = (line: string): boolean => FRAME_LINE.some((pattern) => pattern.test(line));
export const isByline = (line: string): boolean => BYLINE.some((pattern) => pattern.test(line));

/** Long enough for a paper's title, short enough not to be a paragraph. */
const MAX_TITLE = 120;
/** How far into the document its title block reaches. */
const TITLE_BLOCK_LINES = 8;

function readsAsTitle(line: string): boolean {
  if (line.length > MAX_TITLE || /[.。!?！？;；,，:：]$/u.test(line) || /^[-*+>|#<`[•·]/u.test(line)) return false;
  if (SECTION_NAME.test(line) || isByline(line)) return false;
  // Speech or a sentence, not a title: in lower case and running on ("okay so let's get started, today we…").
  return !(/^\p{Ll}/u.test(line) && (/[,，]/u.test(line) || line.split(/\s+/u).length > 8));
}

/**
 * Plain text names itself in its first lines: "数据库索引入门讲义" above "一、什么是索引", "Recursion"
 * above "Dr. A. Okafor", a paper's title above its authors. The title is the first line of the block
 * (frame lines skipped) that reads as one, and stands alone: a blank line, the first heading or its
 * byline follows it. Null when the block has none.
 */
export function leadingTitleLine(lines: readonly string[], firstHeadingLine: number | null): string | null {
  let seen = 0;
  for (let index = 0; index < lines.length && seen < TITLE_BLOCK_LINES; index += 1) {
    const line = lines[index]?.trim() ?? "";
    // 1-based: the first heading is the document's structure, not its title block.
    if (firstHeadingLine !== null && index + 1 >= firstHeadingLine) return null;
    if (!line) continue;
    seen += 1;
    // A banner, a slide's marker, or a byline set above the title ("Last updated: …", "Prof. …").
    if (isFrameLine(line) || isByline(line)) continue;
    if (!readsAsTitle(line)) return null;
    const next = lines[index + 1]?.trim() ?? "";
    const standsAlone = next === "" || firstHeadingLine === index + 2 || isByline(next) || isFrameLine(next);
    return standsAlone ? line : null;
  }
  return null;
}
