import { CHAT_TOOL } from "../contract";
import { readGoal, type GoalReading } from "@/lib/ai/offline/knowledge/goal-reading";
import { cleanUserText, clip } from "@/lib/ai/offline/text/text-utils";
import { withCodeNamed } from "@/lib/ai/offline/text/code-question";
import { inOwnWords, toSimplified } from "@/lib/ai/offline/text/simplified";
import type { Locale } from "@/lib/i18n/locales";
import {
  asksToCompare,
  COURSES_MORE_EN,
  COURSES_MORE_ZH,
  EXPLAIN_MORE_EN,
  EXPLAIN_MORE_ZH,
  FOLLOW_UP_EN,
  FOLLOW_UP_ZH,
  NEW_COURSE_EN,
  NEW_COURSE_ZH,
  trimTopic,
} from "./chat-phrasings";
import { normalisePhrasing } from "@/lib/ai/offline/text/phrasing";
import { isFollowUp } from "@/lib/ai/offline/text/names-nothing";
import { GREETING, PARTING_TALK, THANKS } from "./chat-small-talk";
import { BARE_NAME, BARE_REQUEST } from "./chat-topics-zh";
import { topicOf } from "./chat-topic";

// The chat's readers and tests read a message's intents and its subject from this one module.
export { topicOf };

/**
 * What the learner's latest words ask the offline tutor for, in the order the
 * tutor handles them in one turn (the note first, options last: they stop the
 * turn). Pure functions over the text so they are easy to test.
 */
export type ChatIntent =
  | { tool: typeof CHAT_TOOL.updateLearnerNote; fact: LearnerFact }
  | { tool: typeof CHAT_TOOL.startCourse; goal: string }
  | { tool: typeof CHAT_TOOL.lookupCourses; query: string }
  | { tool: typeof CHAT_TOOL.deepDive; topic: string }
  | { tool: typeof CHAT_TOOL.offerOptions; topic: string | null }
  /** "What is X?", "explain X", "为什么…": answered from the learner's own material; no topic → the conversation's. */
  | { tool: typeof CHAT_TOOL.searchMyCourses; topic: string | null };

export type LearnerFact =
  { kind: "level"; level: "beginner" | "intermediate" | "advanced" } | { kind: "struggle"; what: string } | { kind: "goal"; what: string };

// --- detection -------------------------------------------------------------

const DEEP_EN =
  /\b(?:in[- ]depth|deep[- ]?dive|in (?:full |great |more )?detail|(?:all|every|the full)(?: the)? details?|thoroughly|go deep|dig (?:deep )?into|go (?:a (?:bit|little) )?deeper|(?:more|greater) depth)\b/i;
const DEEP_ZH = /详细讲|详细解释|详细说|(?:说|讲|解释)(?:得)?(?:更)?详细|深入|讲透|彻底讲|(?:讲|说)(?:得)?(?:更)?深/;
const OPTIONS_EN = /\b(?:options?|choices?|which (?:one )?should i|what should i (?:learn|study|do) next|where should i start)\b/i;
const OPTIONS_ZH = /几个选择|选项|选哪个|该学什么|从哪里开始|给我选/;
const COURSES_EN =
  /\bdo i (?:already |still |even )?(?:have|own) (?:a |any )?(?:courses?|chapters?)\b|\bmy\b[^.?!]{0,40}?\b(?:courses?|chapters?|lessons?)\b|\bcourses? (?:i|that i) (?:have|made|created)\b|\bwhat (?:courses?|classes|chapters?) (?:do i (?:have|own)|have i (?:got|made|created|started))\b/i;
// "我哪一门课讲到…", "哪一個課程": 一 between 哪 and the measure word asks the same.
const COURSES_ZH =
  /我的课程|我的课|我的章节|我的.{0,10}课程|哪一?门课|哪一?个课程|哪些课程|我有(?:什么|几门|多少门?)?课(?:程)?(?:吗|呢|没有)?\s*[？?]?\s*$/;
const LEARN_EN =
  /\b(?:i (?:(?:want|would like|'d like|plan|need) to|wanna|gonna)|help me) (?:learn|study|master|get into|get started with)\s+(.+)$/i;
const LEARN_ZH = /我(?:想|要|打算)(?:系统地|系统|好好|从头)?(?:学习|学会|学)(.+)$/u;
const learnOf = (text: string, lang: Locale) => LEARN[lang].exec(text) ?? NEW_COURSE_EN.exec(text) ?? NEW_COURSE_ZH.exec(text);
const LEVEL_EN: [RegExp, "beginner" | "intermediate" | "advanced"][] = [
  [/\b(?:i'?m|i am) (?:a |an |a complete |a total )?(?:beginner|newbie|novice|new to)\b|\bnever (?:done|learned|used)\b/i, "beginner"],
  [/\b(?:i'?m|i am) (?:an? )?intermediate\b|\bi know the basics\b/i, "intermediate"],
  [/\b(?:i'?m|i am) (?:an? )?(?:advanced|expert|professional)\b/i, "advanced"],
];
const LEVEL_ZH: [RegExp, "beginner" | "intermediate" | "advanced"][] = [
  [/我是(?:个|一个)?(?:新手|初学者|小白|零基础)|零基础|完全没学过/, "beginner"],
  [/我(?:有一些|有点|懂一些)基础|中级/, "intermediate"],
  [/我是(?:个|一个)?(?:专家|高手|老手)|很熟练/, "advanced"],
];
/**
 * An explanation request: "what is / how does / why …" (after "in X," too: "in sight-reading, how do you…"), "explain X",
 * "X是什么", "解释一下X", "为什么…", and what a result tells ("p值等于0.03说明什么", "R²是0.8意味着什么", the English "what does X tell me").
 */
const EXPLAIN_EN =
  /^(?:in\s+[^,;]{1,60}[,;]\s*)?(?:so\s+|and\s+|but\s+|then\s+)?(?:what|how|why)\b|^in\s+[^,;]{1,60}[,;]\s*(?:when|where)\s+(?:do|does|did|is|are|should|can|would|must)\s|\b(?:explain|describe|tell me (?:(?:a (?:bit|little|lot)|more|everything|something|all)\s+)?(?:about|what|how|why)|walk me through|teach me|what does .{1,80} mean|(?:what|how) about|break (?:it |this |that )?down|unpack|clarify|run me through|help me understand)\b/iu;
const EXPLAIN_ZH =
  /怎么(?!样)|如何|怎样|为何|咋|是什么|什么是|什么意思|是啥|(?:说明|意味着|代表|表示|表明|反映|告诉(?:我|我们)?)了?(?:些)?(?:什么|啥)|是(?:干|做)(?:嘛|什么|啥)(?:用)?的|在(?:干|做|搞)(?:嘛|什么|啥)|有(?:什么|啥)用|解释|为什么|为啥|怎么回事|怎么工作|如何工作|原理|讲讲|介绍一下|有什么关系|有什么区别|(?:^|[！!。，,\s])(?:那|那么|还有)?[^，。！？,.!?\s]{1,30}呢\s*[？?]?\s*$/u;
/** "Can you give me an example?", "an example of recursion?", "能举个例子吗": an example of the subject, said or earlier. */
const EXAMPLE_REQUEST =
  /\b(?:give|show)\s+(?:me\s+)?(?:an?\s+|some\s+|one\s+)?(?:[\w-]+\s+){0,2}?examples?\b|\b(?:for example|for instance|an example|examples?)\s*(?:of\s+.{1,80})?\?\s*$|举(?:个|一个|几个|些)?例|举(?:个|一个|几个|些)[^，。！？,.!?]{1,20}?的?(?:例子|实例)|(?:例子|示例)(?:吗|呢)?\s*[？?]?\s*$/iu;

export function asksForExample(text: string): boolean {
  return EXAMPLE_REQUEST.test(cleanUserText(text));
}

/** Per language: "I want to learn X" and a stated level are read in the learner's language only. */
const LEARN: Record<Locale, RegExp> = { en: LEARN_EN, zh: LEARN_ZH };
const LEVEL: Record<Locale, [RegExp, "beginner" | "intermediate" | "advanced"][]> = { en: LEVEL_EN, zh: LEVEL_ZH };

// "什麼是藥物動力學": traditional characters are read as simplified; what is named keeps the learner's script.
export function detectIntents(rawText: string, lang: Locale): ChatIntent[] {
  const own = cleanUserText(withCodeNamed(rawText));
  return inOwnWords(detectSimplified(toSimplified(own), lang), own);
}

function detectSimplified(cleaned: string, lang: Locale): ChatIntent[] {
  const text = normalisePhrasing(cleaned);
  // "how's it going?", "🙂", "最近怎么样": small talk asks for no tool.
  if (GREETING.test(text) || THANKS.test(text) || PARTING_TALK.test(text)) return [];
  const intents: ChatIntent[] = [];
  // The same reading the interview uses: difficulties, goals and subjects as a person reads them.
  const reading = readGoal(text);
  // "Python和R做统计哪个好" asks a question: no goal to note from its "做统计".
  const fact = learnerFact(text, lang, reading);
  // "acrylic vs watercolor for a beginner?": who a comparison is for is no level the learner states of themselves.
  if (fact && !(fact.kind !== "struggle" && asksToCompare(text))) intents.push({ tool: CHAT_TOOL.updateLearnerNote, fact });

  const learn = learnOf(text, lang);
  // "再说详细点", "go into more detail": more of the same subject (grounded-reply.ts), no new deep dive.
  const wantsDeep = (DEEP_EN.test(text) || DEEP_ZH.test(text)) && !isFollowUp(text);
  const compares = asksToCompare(text);
  const wantsOptions = !compares && (OPTIONS_EN.test(text) || OPTIONS_ZH.test(text));
  const mentionsCourses = [COURSES_EN, COURSES_ZH, COURSES_MORE_EN, COURSES_MORE_ZH].some((pattern) => pattern.test(text));
  if (learn?.[1] && !wantsDeep && !wantsOptions && !mentionsCourses) {
    // A sentence ends at its punctuation, not at the dot inside a name ("Node.js", ".NET").
    const goal = trimTopic(learn[1].split(/[.!?。！？](?![A-Za-z0-9])/u)[0] ?? learn[1], 200);
    if (goal) intents.push({ tool: CHAT_TOOL.startCourse, goal });
  }
  if (mentionsCourses) intents.push({ tool: CHAT_TOOL.lookupCourses, query: clip(text, 200) });
  if (wantsDeep)
    intents.push({
      tool: CHAT_TOOL.deepDive,
      topic: reading.struggle?.value ?? topicOf(text, lang) ?? (reading.subject || trimTopic(text)),
    });
  if (wantsOptions) intents.push({ tool: CHAT_TOOL.offerOptions, topic: topicOf(text, lang) });
  const explains =
    compares ||
    isFollowUp(text) ||
    [EXPLAIN_EN, BARE_NAME, BARE_REQUEST, EXPLAIN_ZH, EXPLAIN_MORE_EN, EXPLAIN_MORE_ZH, FOLLOW_UP_EN, FOLLOW_UP_ZH, EXAMPLE_REQUEST].some(
      (pattern) => pattern.test(text),
    );
  if (explains && !learn?.[1] && !wantsDeep && !wantsOptions && !mentionsCourses)
    intents.push({ tool: CHAT_TOOL.searchMyCourses, topic: topicOf(text, lang) });
  return intents;
}

function learnerFact(text: string, lang: Locale, reading: GoalReading): LearnerFact | null {
  for (const [pattern, level] of LEVEL[lang]) if (pattern.test(text)) return { kind: "level", level };
  // "我在学递归，总是搞不懂": the reader names 递归, not the 总是 in front of the complaint.
  if (reading.struggle?.value) return { kind: "struggle", what: trimTopic(reading.struggle.value, 80) };
  // "还是不太懂" after an answer asks again; a level is noted only when it is said of something.
  if (reading.background?.kind === "beginner" && (reading.subject || reading.level?.about)) return { kind: "level", level: "beginner" };
  if (reading.outcome) return { kind: "goal", what: trimTopic(reading.outcome.value, 80) };
  return null;
}
