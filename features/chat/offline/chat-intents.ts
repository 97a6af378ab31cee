import { CHAT_TOOL } from "../contract";
import { readGoal, type GoalReading } from "@/lib/ai/offline/knowledge/goal-reading";
import { cleanUserText, clip } from "@/lib/ai/offline/text/text-utils";
import { inOwnScript, inOwnWords, toSimplified } from "@/lib/ai/offline/text/simplified";
import type { Locale } from "@/lib/i18n/locales";
import {
  NOT_A_TOPIC,
  asksToCompare,
  TWO_SUBJECTS,
  COURSES_MORE_EN,
  COURSES_MORE_ZH,
  EXPLAIN_MORE_EN,
  EXPLAIN_MORE_ZH,
  FOLLOW_UP_EN,
  FOLLOW_UP_ZH,
  TOPIC_MORE_EN,
  TOPIC_MORE_ZH,
  NEW_COURSE_EN,
  NEW_COURSE_ZH,
  trimTopic,
  COURSE_LIST,
  MIXED_REQUEST,
  DROPPED_OBJECT,
  PRONOUN_OBJECT,
} from "./chat-phrasings";
import { normalisePhrasing } from "@/lib/ai/offline/text/phrasing";
import { GREETING, PARTING_TALK, THANKS } from "./chat-small-talk";
import { chineseSubject } from "./chinese-subject";
import { DROPPED_OBJECT_ZH, NO_OBJECT_EN, PRONOUN_OBJECT_EN, SPEAKER, SPEAKER_QUESTION_EN, SPEAKER_QUESTION_ZH } from "./speaker-questions";
import { BARE_NAME, MANNER_ZH, TOPIC_ZH } from "./chat-topics-zh";

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
  /\bdo i (?:already |still |even )?(?:have|own) (?:a |any )?(?:courses?|chapters?)\b|\bmy\b[^.?!]{0,40}?\b(?:courses?|chapters?|lessons?)\b|\bcourses? (?:i|that i) (?:have|made|created)\b/i;
const COURSES_ZH = /我的课程|我的课|我的章节|我的.{0,10}课程|哪门课|哪个课程|哪些课程/;
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
/** An explanation request: "what is / how does / why …", "explain X", "X是什么", "解释一下X", "为什么…". */
const EXPLAIN_EN =
  /^(?:so\s+|and\s+|but\s+|then\s+)?(?:what|how|why)\b|\b(?:explain|describe|tell me (?:(?:a (?:bit|little|lot)|more|everything|something|all)\s+)?(?:about|what|how|why)|walk me through|what does .{1,80} mean|(?:what|how) about|break (?:it |this |that )?down|unpack|clarify|run me through|help me understand)\b/iu;
const EXPLAIN_ZH =
  /怎么(?!样)|如何|怎样|为何|咋|是什么|什么是|什么意思|是啥|解释|为什么|为啥|怎么回事|怎么工作|如何工作|原理|讲讲|介绍一下|有什么关系|有什么区别|(?:^|[！!。，,\s])(?:那|那么|还有)?[^，。！？,.!?\s]{1,30}呢\s*[？?]?\s*$/u;
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
  const own = cleanUserText(rawText);
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
  const wantsDeep = DEEP_EN.test(text) || DEEP_ZH.test(text);
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
    [EXPLAIN_EN, BARE_NAME, EXPLAIN_ZH, EXPLAIN_MORE_EN, EXPLAIN_MORE_ZH, FOLLOW_UP_EN, FOLLOW_UP_ZH, EXAMPLE_REQUEST].some((pattern) =>
      pattern.test(text),
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

// --- topics ----------------------------------------------------------------

const TOPIC_EN = [
  // "what happens during a backdraft and why…": what it happens in is the subject.
  /\bwhat\s+happens?\s+(?:during|in|inside|to|with)\s+(?:an?\s+|the\s+)?(.+?)(?:\s+and\s+(?:why|how|what|when)\b.*)?\s*(?:[.!?](?=\s|$)|$)/i,
  // "Can you give me an example of recursion?"
  /\bexamples?\s+(?:of|for|about|on)\s+(.+?)\s*(?:[.!?](?=\s|$)|$)/i,
  // A follow-up: "and what about the learning rate?", "how about learning curves?"
  /\b(?:what|how)\s+about\s+(.+?)\s*(?:[.!?](?=\s|$)|$)/i,
  // "how do I resolve a conflict?": what is done, never who asks (./speaker-questions.ts).
  SPEAKER_QUESTION_EN,
  // "What is X?", and after a lead-in: "quick: what is a closure?", "ok, how does X work?"
  /(?:^|[:,;]\s*)(?:so\s+|and\s+|but\s+)?(?:what|how|why)\s+(?:is|are|does|do)\s+(.+?)\s*(?:[.!?](?=\s|$)|$)/i,
  // "a precise account of what a closure is", "tell me what the learning rate does": the clause names it.
  /\bwhat\s+(?:an?\s+|the\s+)?(.+?)\s+(?:is|are|means|does|do)\s*(?:[.!?](?=\s|$)|$)/i,
  /\b(?:explain|describe|teach me|tell me(?: about)?|walk me through|break down|unpack|clarify|run me through|help me understand|deep[- ]?dive (?:into|on)|dig (?:deep )?into|go deep (?:into|on)|options (?:for|about|on)|choices (?:for|about|on)|learn|study|understand)\s+(.+?)(?:\s+(?:in[- ]depth|in detail|thoroughly|deeply|step by step|to me|for me|please|pls))*\s*(?:[.!?](?=\s|$)|$)/i,
  /\b(?:about|on|into|with)\s+(.+?)(?:\s+(?:in[- ]depth|in detail|thoroughly|deeply|please))*\s*(?:[.!?](?=\s|$)|$)/i,
  // "Which of my courses covers X?"
  /\b(?:covers?|teach(?:es)?|mentions?|includes?|explains?|talks? about|discuss(?:es)?|goes over|deals? with)\s+(.+?)\s*(?:[.!?](?=\s|$)|$)/i,
  // "photosynthesis??": a bare name asked about is the subject.
  BARE_NAME,
];
/** Chinese requests often name a Latin-script subject ("讲讲 Kubernetes"), so they try the English patterns too. */
const TOPIC: Record<Locale, RegExp[]> = {
  en: [...TOPIC_MORE_EN, ...TOPIC_EN],
  zh: [...TOPIC_MORE_ZH, ...TOPIC_ZH, ...TOPIC_MORE_EN, ...TOPIC_EN],
};

/** The subject of the learner's request ("Explain recursion in depth" → "recursion"), or null. */
export function topicOf(text: string, lang: Locale): string | null {
  const own = cleanUserText(text);
  const topic = simplifiedTopicOf(toSimplified(own), lang);
  return topic === null ? null : inOwnScript(topic, own);
}

function simplifiedTopicOf(cleaned: string, lang: Locale): string | null {
  const said = normalisePhrasing(cleaned).replace(MANNER_ZH, " ").trim();
  const clean = said.replace(MIXED_REQUEST, "$1 ");
  if (GREETING.test(clean) || THANKS.test(clean) || PARTING_TALK.test(clean)) return null;
  const relation = TWO_SUBJECTS.map((pattern) => pattern.exec(said.replace(MIXED_REQUEST, ""))).find(Boolean);
  if (relation) {
    const [a, b] = [relation[1]!, relation[2]!].map((part) => (/\p{Script=Han}/u.test(part) ? chineseSubject(part) : trimTopic(part, 60)));
    // "how can I speed up training": the asker is no second subject.
    if (a && b && !SPEAKER.test(a) && !SPEAKER.test(b)) return /\p{Script=Han}/u.test(clean) ? `${a}和${b}` : `${a} and ${b}`;
  }
  for (const pattern of TOPIC[lang]) {
    const captured = pattern.exec(clean)?.[1];
    if (!captured) continue;
    let topic = trimTopic(
      captured
        .replace(/^(?:我的|关于|一下|下|的)+/u, "")
        // "那个 attention 机制", "就是 CNN": a spoken filler set off by a space is no part of the subject.
        .replace(/^(?:那个|这个|就是说?|嗯+|呃+)[\s,，]+(?=\S)/u, "")
        // "everything about the Krebs cycle", "a bit about X": how much is asked is no part of the subject.
        .replace(
          /^(?:everything|all|a (?:bit|little|lot)|something|more)\s+(?:(?:there is to know|you know)\s+)?(?:about|on|regarding)\s+(?=\S)/i,
          "",
        )
        .replace(/(?:吗|呢|吧|一下|给我|好吗)+$/u, "")
        .replace(/^(?:to|for)\s+(?:me|us)\s+/i, "")
        .replace(/^(?:what|how|why)\s+(?:is|are|does|do)\s+/i, "")
        // "explain what a monad is", "tell me what entropy is", "how TCP handshakes work": the subject inside the question.
        .replace(/^(?:what|how|why)\s+(?:an?\s+|the\s+)?(.+?)\s+(?:is|are|means?|does|works?|happens?)$/i, "$1")
        .replace(/^(?:how|why|what|when|where)\s+(?!to\b)(?=\S)/i, "")
        // "why do we normalize inputs": who does it is no part of what is done.
        .replace(/^(?:we|you|u|they|people|one)\s+(?=[a-z])/i, "")
        .replace(/^(?:the\s+)?difference between\s+/i, "")
        .replace(/(?:的吗|的课程?|的内容|的章节|的)$/u, "")
        // "start small in the Kubernetes course", "Kubernetes课程里的从小处开始": where to look is no part of the subject.
        .replace(/^(?:在|从)?[^，。！？]{0,30}?(?:课程|课|章节|笔记|资料)(?:里|中)(?:的|说的|讲的|提到的)?/u, "")
        .replace(
          /\s+(?:in|from|within|of)\s+(?:the|my|this|that|our|your)\s+(?:\S+\s+){0,4}?(?:course|chapter|lesson|module|notes?|sources?|materials?|class)(?:es|s)?$/i,
          "",
        )
        // "what is 轰燃 in English": the language it is asked in is no part of the subject.
        .replace(/\s+in\s+(?:english|chinese|mandarin|plain english)\b(?=\s*(?:[,，;.!?]|$))/i, "")
        .replace(/\s+(?:work|works|happen|happens|mean|means|matter|matters)$/i, "")
        // "how do promises work in JS": where it works narrows the subject, the verb does not.
        .replace(/\s+(?:work|works|happen|happens)\s+(?=(?:in|on|with|under|inside)\s)/i, " ")
        // "a course about Rust already?": when is no part of what.
        .replace(/\s+(?:already|yet|still|anymore|at all)$/i, "")
        // "the loading dose, all details please": how much is asked, after a comma, is no part of the subject.
        .replace(
          /\s*[,，]\s*(?:with\s+)?(?:all(?: the)?|every|full|more|in(?: full| great)?)\s+details?\b.*$|\s*[,，]\s*(?:step by step|briefly|in simple (?:terms|words))\b.*$/i,
          "",
        ),
    );
    if (COURSE_LIST.test(topic)) continue;
    // "what does “start small” mean": the quotes mark the subject, they are no part of it.
    topic = topic.replace(/^[“"「『]([^“”"「」『』]+)[”"」』]$/u, "$1");
    if (DROPPED_OBJECT.test(topic) || PRONOUN_OBJECT.test(topic) || NO_OBJECT_EN.test(topic) || PRONOUN_OBJECT_EN.test(topic)) continue;
    if (pattern === SPEAKER_QUESTION_ZH && DROPPED_OBJECT_ZH.test(topic)) continue;
    if (/\p{Script=Han}/u.test(topic)) topic = chineseSubject(topic);
    if (topic && !NOT_A_TOPIC.test(topic)) return topic;
  }
  return null;
}
