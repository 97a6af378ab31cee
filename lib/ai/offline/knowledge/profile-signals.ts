/**
 * Reads the learner's free-text profile answers. Answers are either option
 * labels the offline model wrote itself (so the keywords below match them) or
 * the learner's own words, where a keyword guess is the best a model without a
 * model can do; every guess has a sensible default.
 */
import type { Difficulty } from "@/lib/course-outline";
import { SKIPPED } from "@/lib/learner-profile-fields";

export function isGiven(value: string | null | undefined): value is string {
  return typeof value === "string" && value.trim() !== "" && value.trim() !== SKIPPED;
}

const STRONG_BEGINNER = [
  "zero",
  "never",
  "no experience",
  "haven't",
  "have not",
  "not yet",
  "from scratch",
  "complete beginner",
  "brand new",
  "new to it",
  "don't know",
  "do not know",
  "know nothing",
  "零基础",
  "从零",
  "从头学",
  "新手",
  "初学",
  "刚接触",
  "刚开始学",
  "不懂",
  "一窍不通",
  "完全没",
  "从未",
  "从没",
  "小白",
  "没接触",
];
const ADVANCED = [
  "at work",
  "professional",
  "professionally",
  "years",
  "expert",
  "advanced",
  "regularly",
  "daily",
  "production",
  "senior",
  "工作中",
  "工作里",
  "职业",
  "熟练",
  "多年",
  "精通",
  "专业",
  "资深",
  "经常",
];
const INTERMEDIATE = [
  "comfortable with",
  "dabbled",
  "a little",
  "some",
  "basics",
  "familiar",
  "know",
  "used",
  "tried",
  "熟悉",
  "接触过",
  "了解",
  "学过",
  "用过",
  "会一点",
];
const WEAK_BEGINNER = ["new", "beginner", "novice", "新手", "入门", "不会"];

function mentions(text: string, words: readonly string[]): boolean {
  return words.some((word) => text.includes(word));
}

/**
 * "idk", "not sure", "不知道欸", "随便", "same as before", "同上", "嗯嗯": an answer that says nothing new,
 * read as no answer at all. A trailing particle (欸, 呢, 啊, lol) changes nothing.
 */
const NON_ANSWER =
  /^(?:idk|idc|i\s*don'?t\s*(?:know|care|mind)|dunno|not sure|unsure|no idea|nothing (?:specific|in particular|really)|no (?:specific |particular |real )?(?:goal|idea|preference)s?|n\/a|whatever(?: works| is fine| you think)?|any(?:thing)?(?: works| is fine)?|up to you|(?:the )?same(?: as (?:before|above|last time|earlier))?|ditto|skip|\?+|-+|不知道|不清楚|没想好|还没想好|没想过|随便|随你|你定|看你|都行|都可以|都ok|无所谓|没什么(?:特别的?)?(?:目标|想法|要求)?|暂时没有|还不确定|不确定|同上|同前面?|跟(?:之前|上面|前面)一样|嗯+|哦+|唔知|唔知道|是咁|求其|冇所謂|無所謂|隨便|都得)[\s.!?…。！？~～,，]*(?:欸|诶|呢|啊|吧|哈+|呀|啦|咯|喔|lol|haha|tbh)?[\s.!?…。！？~～]*$/iu;

export function isNonAnswer(value: string | null | undefined): boolean {
  return isGiven(value) && NON_ANSWER.test(value.trim());
}

export function difficultyOf(background: string | null | undefined): Difficulty {
  if (!isGiven(background) || isNonAnswer(background)) return "beginner";
  // "can read it but couldn't build anything from scratch": a start point denied says the learner is past it.
  const text = background
    .toLowerCase()
    .replace(/\b(?:can'?t|cannot|couldn'?t|unable to|not able to)\b[^,.;!?]{0,30}\bfrom scratch\b/g, " ");
  if (mentions(text, STRONG_BEGINNER)) return "beginner";
  if (mentions(text, ADVANCED)) return "advanced";
  if (mentions(text, INTERMEDIATE)) return "intermediate";
  if (mentions(text, WEAK_BEGINNER)) return "beginner";
  return "intermediate";
}

export interface StyleFlags {
  handsOn: boolean;
  conceptsFirst: boolean;
  quizzes: boolean;
  examples: boolean;
}

export function styleFlags(style: string | null | undefined): StyleFlags {
  const text = isGiven(style) ? style.toLowerCase() : "";
  return {
    handsOn: mentions(text, [
      "hands-on",
      "hands on",
      "practical",
      "project",
      "by doing",
      "build",
      "动手",
      "实践",
      "项目",
      "边做边学",
      "实操",
    ]),
    conceptsFirst: mentions(text, ["concept", "theory first", "principle", "understand", "概念", "理论先", "先理解", "原理"]),
    quizzes: mentions(text, ["quiz", "daily", "short", "test", "小测", "测验", "每天", "短课", "碎片"]),
    examples: mentions(text, ["example", "case", "walkthrough", "案例", "示例", "例子"]),
  };
}

/** The interviewer's own designCurriculum emphasis restates the profile; it carries no extra wishes. */
export function isProfileSummary(emphasis: string): boolean {
  return /^(?:learner profile|学习者画像)/i.test(emphasis.trim());
}

/** What a learner asks for when they want the outline changed ("make it shorter", "更深入一些"). */
export interface EmphasisSignals {
  shorter: boolean;
  practice: boolean;
  deeper: boolean;
  simpler: boolean;
  quizzes: boolean;
  examples: boolean;
}

export function emphasisSignals(emphasis: string | null | undefined): EmphasisSignals {
  const text = isGiven(emphasis) && !isProfileSummary(emphasis) ? emphasis.toLowerCase() : "";
  return {
    shorter: mentions(text, ["shorter", "less time", "fewer", "compact", "busy", "精简", "更短", "缩短", "少一些", "时间不多", "没时间"]),
    practice: mentions(text, ["hands-on", "practice", "exercise", "project", "练习", "动手", "实践", "项目"]),
    deeper: mentions(text, ["deeper", "advanced", "harder", "more depth", "深入", "进阶", "更难"]),
    simpler: mentions(text, ["simpler", "easier", "too hard", "basics", "更简单", "简单一些", "太难", "基础一些"]),
    quizzes: mentions(text, ["quiz", "test myself", "测验", "小测"]),
    examples: mentions(text, ["example", "case stud", "more detail", "示例", "案例", "更详细"]),
  };
}
