import { enCountPattern, enNumber, hanNumber, HAN_NUMERAL_CHARS } from "./number-words";
import { SECOND_REQUEST } from "./request-core";
import { inOwnScript, toSimplified } from "./simplified";
/**
 * "Quiz me", "give me 3 questions on X", "考我一下", "来几道练习题": a request for practice questions,
 * and the subject it names, read the same way by every offline role that can quiz (the practice
 * feature's quiz, the workspace tutor). The offline model never writes questions itself: a quiz is
 * drawn from the stored ones.
 */
const QUIZ_REQUEST =
  /\b(?:quiz|test|drill)\s+me\b|\bquiz\b|\b(?:test|drill)\s*(?:我\s*)?(?:一下|下)|\bask me\s+(?:\w+\s+){0,3}?questions?\b|\b(?:test|check|quiz)\s+(?:my|me on my)\s+(?:understanding|knowledge)\b|\b(?:make|write|give|generate|create|get|send)\s+(?:me\s+)?(?:some\s+|a few\s+|a couple of\s+|an?\s+|\d+\s+|one\s+|two\s+|three\s+|five\s+)?(?:more\s+)?(?:practice\s+|quiz\s+|test\s+|review\s+|multiple[- ]choice\s+|true[-/ ]false\s+|short[- ]answer\s+)?(?:questions?|exercises?|flashcards?|problems?|mcqs?)\b|\bpractice questions?\b|\bflashcards?\b|测验|考考我|考我|考一考|(?:帮我|给我|来)考(?:一下|下)|测测我|测一测|测试一下我|测试我|出题|出几道|出[一二三四五六七八九十两几\d]+道|来[一二三四五六七八九十两几\d]*道|练习题|刷题|做题|几道题|[几一二三四五六七八九十两\d]+道.{0,12}?(?:题|练习)/iu;
/** Asks for questions to be written (not a quiz drawn): said before the stored question. */
const MAKE_QUESTIONS =
  /\b(?:make|write|generate|create)\s+(?:me\s+)?(?:some\s+|a few\s+|\d+\s+)?(?:practice\s+)?(?:questions?|flashcards?|exercises?)\b|出题|出几道|出[一二三四五六七八九十两\d]+道/iu;
const TOPIC_EN = [
  // "quiz me 关于 CNN": a mixed request names its subject after the Chinese preposition.
  /\b(?:quiz|test|ask|drill)\s+(?:me\s+)?(?:again\s+)?(?:some\s+questions\s+)?(?:(?:on|about|over|in|from)\s+|关于\s*)(.+)$/i,
  // "帮我quiz一下Bayes theorem" (中英混写): the English verb, then the Chinese "a bit", then what.
  /\b(?:quiz|test|drill)\s*(?:me\s*|我\s*)?(?:一下|下)\s*(?:关于\s*)?(?!(?:这|那)(?:一?部分|个|些|段|里|章|节|块)?\s*$)(.+)$/i,
  /\b(?:questions?|exercises?|flashcards?|problems?|mcqs?)\s+(?:on|about|for|from|covering)\s+(.+)$/i,
  /\b(?:understanding|knowledge)\s+of\s+(.+)$/i,
];
const TOPIC_ZH = [
  /(?:出|来|给我)?[几一二三四五六七八九十两\d]+道(?:关于)?(.+?)的?(?:题|练习)/u,
  // "关于正则化出几道题", "根据联合索引出三道题"
  /(?:关于|就|根据|针对)(.+?)(?:的)?(?:出\s*[几一二三四五六七八九十两\d]*\s*道?(?:练习|测试)?题|考考我|测验|测试|的(?:题|练习题?|问题|题目))/u,
  /(?:考考我|考我|考一下|考下|测验一下|测试一下|测验|测试|(?:出|来)(?:几道|一道|些|[一二三四五六七八九十两\d]+道)?题)(?:一下)?(?:关于)?(.+?)(?:的(?:内容|知识|题目?))?[吧吗呢。！？!?.]*$/u,
];
const COUNT_AFTER =
  /[\s,;:(-]+(?:with\s+|in\s+)?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple(?: of)?|some)\s+(?:more\s+)?(?:quick\s+|short\s+)?(?:questions?|qs|problems?|exercises?|flashcards?)\b.*$/i;
const COUNT_AFTER_ZH =
  /[，,、；;\s]+(?:再|就|先)?(?:给我)?(?:来|出|做|要|考)?(?:个|上)?\s*[\d一二两三四五六七八九十几]+\s*(?:道|个|题)(?:题目?|选择题|小题|练习题)?(?:吧|呗|啊|呀|就行|就好)?$/u;
/** A kind of question ("选择题", "multiple choice") is how to ask, never what to ask about. */
const NO_SUBJECT =
  /^(?:what|everything|all|the (?:stuff|things|bits?|parts?)|stuff|things)\s+(?:that\s+)?(?:we|i|you)(?:'ve| have)?\s+(?:just\s+)?(?:did|done|covered|learned|learnt|read|went over|gone over|discussed|studied|highlighted|selected|marked|wrote|written|noted|picked)(?:\s+(?:so far|today|here|above|just now|earlier))?$|^(?:我|我们)?(?:刚才|刚刚)?(?:学|讲|选|划|标|写)(?:过|了)?的(?:内容|部分|东西)?$|^(?:(?:multiple[- ]choice|true[-/ ]?(?:or[- ])?false|short[- ]answer|open|选择|单选|多选|判断|填空|简答|问答|计算|应用)(?:\s*questions?|题)?)$|^(?:(?:something|anything|another (?:thing|topic|chapter|part)|a different (?:thing|topic|chapter|part)|other (?:things|topics|chapters|parts))(?: else)?|别的(?:内容|东西|章节)?|其[他它](?:的)?(?:内容|东西|章节)?)$|^(?:it|this|that|me|something|anything|these(?: lines)?|(?:this|the|my) (?:chapter|section|lesson|note)|一下|这个|那个|这段|这些|这一?章|本章|这一?节|练习|练习题|题目?)$/iu;

/** "what we did about X", "the stuff we covered on X", "everything from X": the course's part about X, named by X. */
const COVERED =
  /^(?:(?:what|everything|all|the (?:stuff|things|bits?|parts?)|stuff|things)\s+(?:(?:that\s+)?(?:we|i|you)(?:'ve| have)?\s+(?:did|done|covered|learned|learnt|read|went over|gone over|discussed|studied)\s*)?(?:about|on|in|with|from|for|of)\s+)/iu;

// "來幾題測驗": traditional characters read as simplified; the topic keeps the learner's script.
export const isQuizRequest = (text: string) => QUIZ_REQUEST.test(toSimplified(text.normalize("NFKC")));
export const asksToMakeQuestions = (text: string) => MAKE_QUESTIONS.test(text.normalize("NFKC"));

const COUNT_EN = new RegExp(
  `\\b(${enCountPattern()})\\s+(?:more\\s+)?(?:[\\w-]+\\s+){0,2}?(?:questions?|qs|problems?|exercises?|flashcards?)\\b`,
  "i",
);
const SEVERAL_EN = /\b(?:questions|problems|exercises|flashcards|qs)\b/i;
const COUNT_ZH = new RegExp(`([${HAN_NUMERAL_CHARS}\\d]+)\\s*道`, "u");
const SEVERAL_ZH = /几道|几个问题|一些题|些题|几题|多道/u;

/**
 * How many questions a quiz request asks for: a number ("three questions", "出三道题"), "several"
 * when it asks for more than one without a number ("some questions", "几道题"), or null for one.
 */
export function requestedQuestionCount(text: string): number | "several" | null {
  const clean = toSimplified(text.normalize("NFKC"));
  const en = COUNT_EN.exec(clean)?.[1]?.toLowerCase();
  const zh = COUNT_ZH.exec(clean)?.[1];
  const count = en ? enNumber(en) : zh ? hanNumber(zh) : null;
  if (count !== null && Number.isFinite(count)) return count > 1 ? count : null;
  return SEVERAL_EN.test(clean) || SEVERAL_ZH.test(clean) ? "several" : null;
}

/** The topic a quiz request names ("quiz me on gradient descent" → "gradient descent"), or null for "quiz me". */
export function quizTopic(text: string): string | null {
  const topic = simplifiedQuizTopic(toSimplified(text.normalize("NFKC")));
  return topic === null ? null : inOwnScript(topic, text.normalize("NFKC"));
}

function simplifiedQuizTopic(text: string): string | null {
  // "quiz me, 5 questions, on sorting": a count set off by commas is how many, wherever it sits.
  const clean = text
    .normalize("NFKC")
    .replace(/\s+/g, " ")
    .replace(/,\s*(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few)\s+(?:questions?|qs)\s*(?:,|(?=\s+(?:on|about)\b))/i, " ")
    .trim();
  for (const pattern of [...TOPIC_EN, ...TOPIC_ZH]) {
    const captured = pattern.exec(clean)?.[1];
    if (!captured) continue;
    const topic = captured
      .trim()
      .replace(/^[\s,，:：、]+/u, "")
      .replace(/^关于\s*/u, "")
      .replace(/\s+(?:please|pls|plz|again|now|for me|thx|thanks|thank you|ty)\b.*$/i, "")
      // "the Krebs cycle and then explain glycolysis": a second request is no part of the quiz's subject.
      .replace(SECOND_REQUEST, "")
      .replace(COVERED, "")
      // "gradient descent, 3 questions", "X with five questions": how many is how to ask, never the subject.
      .replace(COUNT_AFTER, "")
      // "考考我三羧酸循环，出三道题", "，来五道": a count after a comma is how many, never the subject.
      .replace(COUNT_AFTER_ZH, "")
      // '"ownership" in rust': the learner's quotes mark the subject, they are no part of it.
      .replace(/["“「『]([^"“”「」『』]{1,80})["”」』]/gu, "$1")
      .replace(/^(?:the|a|an|my)\s+/i, "")
      .replace(/[\s.。!！?？,，\p{Extended_Pictographic}\uFE0F]+$/u, "")
      .trim();
    // "出几道题考考我", "quiz me, test me": the request's own words name no topic.
    // "三道关于指针的选择题": the kind of question is how to ask, not what about.
    const kindless = topic.replace(/(?:的)?(?:选择|单选|多选|判断|填空|简答|问答|计算|应用)$/u, "");
    const named = kindless
      .replace(/考考我|考一考我?|测测我|测一测我?|考我|问问我|练练手?|一下|吧|呢|\b(?:test|quiz|ask) me\b/giu, "")
      .trim();
    if (named && !NO_SUBJECT.test(named)) return named.slice(0, 200);
  }
  return null;
}
