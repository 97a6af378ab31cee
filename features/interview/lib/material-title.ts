import { LOCALE_TAGS } from "@/lib/i18n/locales";

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
  /^(?:(?:a|an|the)\s+)?(?:(?:practical|complete|gentle|brief|short|quick|concise|visual|hands-on|friendly|beginner'?s|definitive|ultimate|illustrated)\s+)*(?:guide|introduction|intro|tour|tutorial|handbook|crash course|overview|principles|fundamentals|basics|foundations|essentials|elements)\s+(?:to|of)\s+(?:the\s+)?(?=\S)|^getting started with\s+/iu;
// "ECON 101: Principles of Microeconomics", "CS229 — Machine Learning": the course's code, not its subject.
const COURSE_CODE = /^\p{Lu}{2,6}\s?\d{2,4}\p{Lu}?\s*[:.\-–—]\s*(?=\S)/u;
// "… for New Engineers", "… for Absolute Beginners", "写给程序员的…": who the text is for, not what it teaches.
const AUDIENCE_AFTER =
  /\s+for\s+(?:(?:the|absolute|complete|total|busy|new|young|aspiring|curious|working|non-technical)\s+)*(?:beginners|newcomers|novices|engineers|developers|programmers|coders|students|kids|children|teens|teenagers|teachers|nurses|doctors|managers|volunteers|dummies|everyone|everybody|adults|seniors|parents|designers|professionals|researchers|scientists|data scientists|non-programmers|non-majors|the rest of us)$/iu;
const AUDIENCE_BEFORE_ZH =
  /^(?:写给|面向|给)(?:初学者|新手|小白|零基础(?:者|学员)?|程序员|开发者|工程师|学生|孩子|儿童|大家|所有人|中学生|大学生|产品经理|设计师)的/u;
// "game theory lecture 04 transcript", "Cells — week 3 worksheet": what kind of file it is and where it sits in a course, at its end.
const FILE_KIND_AFTER =
  /[\s_\-–—:(]+(?:(?:lecture|lec|week|wk|chapter|ch|part|unit|session|class|day|topic|module|lesson)\s*\d{1,3}|transcript|recording|worksheet|homework|assignment|problem set|syllabus)\)?$/iu;
// "Git 分支实用指南", "Docker 入门教程", "Python入门": the kind of text after a subject, in Chinese.
const FRAMING_AFTER_ZH = /(?<=\S)\s*(?:(?:实用|简明|快速|完全|入门|新手)?(?:指南|教程)|入门)$/u;
// "X lecture notes", "X — study guide", "X (slides)"
const KIND_AFTER =
  /\s*[:\-–—(]?\s*(?:lecture notes|class notes|course notes|study notes|revision notes|study guide|handout|slides|cheat ?sheet)\)?$/iu;
// "数据库索引入门讲义", "机器学习笔记", "线性代数复习资料"
// "Python Packaging Guide", "Kubernetes Networking Primer": the kind of text after a subject of two words or more.
const FRAMING_AFTER = /(?<=\S+\s+\S+)\s+(?:guide|tutorial|handbook|primer|overview|crash course)$/iu;
// "认识二十四节气", "浅谈区块链", "带你走进量子力学": an invitation before a subject, in Chinese.
const FRAMING_BEFORE_ZH = /^(?:带你)?(?:认识|了解|走进|初识|探秘|浅谈|漫谈|解读|读懂)(?=\p{Script=Han}{2})/u;
const KIND_AFTER_ZH = /(?:入门|基础)?(?:学习|课堂|复习|上课)?(?:讲义|课件|笔记|教案|讲稿|资料|手册|讲座)$/u;

const GENERIC_TITLE =
  /^(?:(?:my|our|class|lecture|course|study|revision|reading|meeting|quick|rough|new)\s+)*(?:notes?|handout|slides|summary|draft|document|doc|untitled(?:\s+document)?|document\s*\d{0,3}|cheat ?sheet|readme|home|index|scratch(?:pad)?)$|^(?:我的|学习|课堂|复习|上课|读书|随堂)?(?:笔记|讲义|课件|资料|文档|总结|新建文档|未命名(?:文档)?)$/iu;

/** A title that only says what kind of text it is ("My Notes", "Untitled document", "学习笔记"). */
export const isGenericTitle = (title: string): boolean => GENERIC_TITLE.test(title.trim());

/** The subject a document's title names; "" when the title is only a kind of document ("Lecture notes"). */
export function subjectOfTitle(title: string): string {
  const unnumbered = title.replace(COURSE_CODE, "").replace(NUMBERING, "").trim();
  let untagged = unnumbered;
  for (let cut = untagged.replace(FILE_KIND_AFTER, ""); cut && cut !== untagged; cut = untagged.replace(FILE_KIND_AFTER, ""))
    untagged = cut;
  const subject = untagged
    .replace(KIND_BEFORE, "")
    .replace(FRAMING_BEFORE, "")
    .replace(AUDIENCE_BEFORE_ZH, "")
    .replace(FRAMING_BEFORE_ZH, "")
    .replace(KIND_AFTER, "")
    .replace(AUDIENCE_AFTER, "")
    .replace(FRAMING_AFTER, "")
    .replace(/[\s_]+(?=$)/u, "")
    .replace(KIND_AFTER_ZH, "")
    .replace(FRAMING_AFTER_ZH, "")
    .replace(/[\s:：,，、\-–—]+$/u, "")
    .trim();
  return shortSubject(subject || unnumbered);
}

/** A course's subject is a few words: a title longer than this is a paper's or a book's, with a subtitle or a claim. */
const MAX_WORDS = 8;
const MAX_HAN = 16;
// "Main title: subtitle", "Main title — subtitle", "主标题：副标题", "主标题——副标题".
const SUBTITLE = /\s*[:：]\s*|\s+[-–—]{1,2}\s+|\s*——\s*|\s*[|｜]\s*/u;
// Where a long English title can end: before a word that starts a qualifier ("… for Low-Resource Languages").
const QUALIFIER = /^(?:for|in|with|and|using|via|on|from|through|towards?|under|beyond|across|at|by|as|versus|vs\.?)$/iu;
const TRAILING_EN = /\s+(?:of|and|the|a|an|for|in|with|on|to|or)$/iu;
// Where a long Chinese title can end: before 在/与/和/及/对 (…在移动设备上的研究与应用); never at 的, whose noun comes after it.
const QUALIFIER_ZH = /^(?:在|与|和|及|以及|对)$/u;

const HAN_WORDS = new Intl.Segmenter(LOCALE_TAGS.zh.htmlLang, { granularity: "word" });
const isHan = (text: string) => /\p{Script=Han}/u.test(text);
const tooLong = (text: string) =>
  isHan(text) ? (text.match(/\p{Script=Han}/gu) ?? []).length > MAX_HAN : text.split(/\s+/).filter(Boolean).length > MAX_WORDS;

/**
 * A long document title as a course's subject: the main title before a subtitle ("Attention Mechanisms in
 * Sequence Models: A Survey of …" → "Attention Mechanisms in Sequence Models"), and still over the bound, cut
 * where a qualifier starts ("… for …", "…在…"), else at the bound's last word. A short title stays whole; the
 * document's full title is kept where the document itself is named.
 */
export function shortSubject(title: string): string {
  if (!tooLong(title)) return title;
  const main = title.split(SUBTITLE)[0]?.trim() ?? "";
  if (main && !tooLong(main)) return main;
  const base = main || title;
  return isHan(base) ? clipHan(base) : clipWords(base);
}

function clipWords(text: string): string {
  const words = text.split(/\s+/).filter(Boolean);
  // The latest qualifier within the bound that leaves at least three words before it.
  let end = MAX_WORDS;
  for (let at = Math.min(MAX_WORDS, words.length - 1); at >= 3; at -= 1) {
    if (QUALIFIER.test(words[at]!)) {
      end = at;
      break;
    }
  }
  let cut = words.slice(0, end).join(" ");
  while (TRAILING_EN.test(cut)) cut = cut.replace(TRAILING_EN, "");
  return cut.replace(/[\s,;:.\-–—]+$/u, "");
}

function clipHan(text: string): string {
  const segments = [...HAN_WORDS.segment(text)].map((part) => part.segment);
  let length = 0;
  let end = 0;
  let qualifierAt = 0;
  for (const [at, segment] of segments.entries()) {
    length += (segment.match(/\p{Script=Han}/gu) ?? []).length;
    if (length > MAX_HAN) break;
    end = at + 1;
    // Cut before a qualifier that leaves at least four characters of subject.
    if (QUALIFIER_ZH.test(segments[at + 1] ?? "") && length >= 4) qualifierAt = at + 1;
  }
  const cut = segments.slice(0, qualifierAt || end).join("");
  return cut.replace(/[的与和及在对、，,：:\s]+$/u, "");
}
