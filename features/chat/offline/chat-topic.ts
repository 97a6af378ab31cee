import { cleanUserText } from "@/lib/ai/offline/text/text-utils";
import { withCodeNamed } from "@/lib/ai/offline/text/code-question";
import { inOwnScript, toSimplified } from "@/lib/ai/offline/text/simplified";
import { normalisePhrasing } from "@/lib/ai/offline/text/phrasing";
import { isFollowUp } from "@/lib/ai/offline/text/names-nothing";
import type { Locale } from "@/lib/i18n/locales";
import {
  NOT_A_TOPIC,
  TWO_SUBJECTS,
  TOPIC_MORE_EN,
  TOPIC_MORE_ZH,
  trimTopic,
  COURSE_LIST,
  MIXED_REQUEST,
  DROPPED_OBJECT,
  PRONOUN_OBJECT,
} from "./chat-phrasings";
import { GREETING, PARTING_TALK, THANKS } from "./chat-small-talk";
import { chineseSubject } from "./chinese-subject";
import { DROPPED_OBJECT_ZH, NO_OBJECT_EN, PRONOUN_OBJECT_EN, SPEAKER, SPEAKER_QUESTION_EN, SPEAKER_QUESTION_ZH } from "./speaker-questions";
import { BARE_NAME, BARE_REQUEST, MANNER_ZH, TOPIC_ZH } from "./chat-topics-zh";

/**
 * The subject of a learner's chat message ("Explain recursion in depth" → "recursion"), read apart
 * from what the message asks for (./chat-intents.ts): the tutor's replies and the app's composition
 * ask for the subject alone, and the two readers together were past the length one file should have.
 */

/**
 * "What does a p-value of 0.03 actually tell me?", "what does a compiler do": the verb the question ends
 * with asks about the thing, it is no part of it (the asker, "what do you …", is another question).
 */
const WHAT_IT_DOES_EN =
  /(?:^|[:,;]\s*)(?:so\s+|and\s+|but\s+)?what\s+(?:does|do|did)\s+(?!(?:i|you|we|they|u|people|one)\b)(.+?)\s+(?:(?:actually|really|exactly|even|truly|basically|usually|typically|normally)\s+)?(?:tell|say|show|mean|indicate|measure|represent|do|produce|cause|contain|look\s+like|stand\s+for|refer\s+to|involve|require|return|compute|predict|test|control|affect|imply|suggest|signify|estimate|capture|quantify)(?:\s+(?:me|us|you))?\s*(?:[.!?](?=\s|$)|$)/i;

const TOPIC_EN = [
  // "what happens during a backdraft and why…": what it happens in is the subject.
  /\bwhat\s+happens?\s+(?:during|in|inside|to|with)\s+(?:an?\s+|the\s+)?(.+?)(?:\s+and\s+(?:why|how|what|when)\b.*)?\s*(?:[.!?](?=\s|$)|$)/i,
  // "what causes bloat in sheep?": what is caused is the subject.
  /\bwhat\s+(?:causes|caused|leads to|triggers)\s+(?:an?\s+|the\s+)?(.+?)\s*(?:[.!?](?=\s|$)|$)/i,
  // "Can you give me an example of recursion?"
  /\bexamples?\s+(?:of|for|about|on)\s+(.+?)\s*(?:[.!?](?=\s|$)|$)/i,
  // A follow-up: "and what about the learning rate?", "how about learning curves?"
  /\b(?:what|how)\s+about\s+(.+?)\s*(?:[.!?](?=\s|$)|$)/i,
  // "how do I resolve a conflict?": what is done, never who asks (./speaker-questions.ts).
  SPEAKER_QUESTION_EN,
  WHAT_IT_DOES_EN,
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
  BARE_REQUEST,
];

/** Chinese requests often name a Latin-script subject ("讲讲 Kubernetes"), so they try the English patterns too. */
const TOPIC: Record<Locale, RegExp[]> = {
  en: [...TOPIC_MORE_EN, ...TOPIC_EN],
  zh: [...TOPIC_MORE_ZH, ...TOPIC_ZH, ...TOPIC_MORE_EN, ...TOPIC_EN],
};

/**
 * A pasted paragraph ending in a question about "it" ("…I got stuck on the part about first-pass
 * metabolism. The liver … Why does it matter for oral drugs?"): "it" is what the learner says they are
 * stuck on, not the last noun the paragraph happens to use.
 */
const STUCK_ON =
  /\b(?:stuck (?:on|with)|confused (?:about|by)|lost (?:on|with)|struggling with|(?:don'?t|do not|can'?t|cannot) (?:get|understand|figure out))\s+(?:the (?:part|bit|section|idea|concept) (?:about|on|of)\s+)?(.+?)\s*(?:[.!?;](?=\s|$)|$)|(?:卡在|搞不懂|看不懂|不明白|不理解|没懂)(?:了)?(?:关于)?([^，。！？,.!?]{2,20}?)(?:这(?:一)?(?:部分|块|里|段|个地方))?(?:上)?了?(?:[，。！？,.!?]|$)/iu;
const PRONOUN_QUESTION = /\b(?:it|this|that|they|these|those)\b|它|这个|这样|这一点/iu;

function pastedParagraphTopic(own: string): string | null {
  const sentences = own.split(/(?<=[.!?。！？])\s*/u).filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
  if (sentences.length < 3 || !PRONOUN_QUESTION.test(sentences.at(-1)!)) return null;
  for (const sentence of sentences.slice(0, -1)) {
    const stuck = STUCK_ON.exec(sentence);
    const what = trimTopic(stuck?.[1] ?? stuck?.[2] ?? "", 60);
    if (what && !PRONOUN_OBJECT_EN.test(what) && !NOT_A_TOPIC.test(what)) return /\p{Script=Han}/u.test(what) ? chineseSubject(what) : what;
  }
  return null;
}

/** The subject of the learner's request ("Explain recursion in depth" → "recursion"), or null. */
export function topicOf(text: string, lang: Locale): string | null {
  // "why does this throw?" over a pasted block: the code is what "this" is.
  const own = cleanUserText(withCodeNamed(text));
  const pasted = pastedParagraphTopic(own);
  if (pasted) return pasted;
  const topic = simplifiedTopicOf(toSimplified(own), lang);
  return topic === null ? null : inOwnScript(topic, own);
}

function simplifiedTopicOf(cleaned: string, lang: Locale): string | null {
  const said = normalisePhrasing(cleaned).replace(MANNER_ZH, " ").trim();
  const clean = said.replace(MIXED_REQUEST, "$1 ");
  if (GREETING.test(clean) || THANKS.test(clean) || PARTING_TALK.test(clean) || isFollowUp(clean)) return null;
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
        // "explain me what is the air brake system": the learner's own "me" (no "to") is no part of it either.
        .replace(/^me\s+(?=(?:what|how|why|the|an?)\s)/i, "")
        // "what is a tone in mandarin and why are there four of them": a second question is no part of the first's subject.
        .replace(/\s+and\s+(?:why|how|what|when|where|which|is|are|does|do|can)\s.*$/i, "")
        .replace(/^(?:what|how|why)\s+(?:is|are|does|do)\s+/i, "")
        // "explain what a monad is", "tell me what entropy is", "how TCP handshakes work": the subject inside the question.
        .replace(/^(?:what|how|why)\s+(?:an?\s+|the\s+)?(.+?)\s+(?:is|are|means?|does|works?|happens?)$/i, "$1")
        .replace(/^(?:how|why|what|when|where)\s+(?!to\b)(?=\S)/i, "")
        // "why do we normalize inputs": who does it is no part of what is done.
        .replace(/^(?:we|you|u|they|people|one)\s+(?=[a-z])/i, "")
        // "how do I explain long division (to a 9 year old)": what is explained or taught is the subject, not the telling.
        .replace(/^(?:explain|teach|describe)\s+(?!(?:to|how|why|what|it|this|that|them)\b)(?=\S)/i, "")
        .replace(/^(?:the\s+)?difference between\s+/i, "")
        .replace(/(?:的吗|的课程?|的内容|的章节|的)$/u, "")
        // "start small in the Kubernetes course", "Kubernetes课程里的从小处开始": where to look is no part of the subject.
        .replace(/^(?:在|从)?[^，。！？]{0,30}?(?:课程|课|章节|笔记|资料)(?:里|中)(?:的|说的|讲的|提到的)?/u, "")
        // "高数里的泰勒展开", "药理学里半衰期": the field named first narrows where to look; the subject follows it.
        .replace(/^[\p{Script=Han}A-Za-z]{2,8}?(?:里面|里|当中)的?(?=\p{Script=Han}{2,}$)/u, "")
        .replace(
          /\s+(?:in|from|within|of)\s+(?:the|my|this|that|our|your)\s+(?:\S+\s+){0,4}?(?:course|chapter|lesson|module|notes?|sources?|materials?|class)(?:es|s)?$/i,
          "",
        )
        // "what is 轰燃 in English": the language it is asked in is no part of the subject.
        .replace(/\s+in\s+(?:english|chinese|mandarin|plain english)\b(?=\s*(?:[,，;.!?]|$))/i, "")
        // "how does a heat pump work in winter", "how does vibrato work when you sing": when it works is no part of what works.
        .replace(
          /\s+(?:work|works|happen|happens)\s+(?:(?:when|while|during|if|once|after|before|at)\s|in\s+(?:the\s+)?(?:winter|summer|spring|autumn|fall|cold|heat|practice|real life|the real world|general|reality)\b).*$/i,
          "",
        )
        .replace(/\s+(?:work|works|happen|happens|mean|means|matter|matters)$/i, "")
        // "how does compound interest work for my savings": whose case it is asked for is no part of what works.
        .replace(/\s+(?:work|works|happen|happens|apply|applies)\s+for\s+(?:my|me|us|our|a|an)\b.*$/i, "")
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
    topic = topic.replace(/^[“"「『'‘]([^“”"「」『』'‘’]+)[”"」』'’]$/u, "$1");
    if (DROPPED_OBJECT.test(topic) || PRONOUN_OBJECT.test(topic) || NO_OBJECT_EN.test(topic) || PRONOUN_OBJECT_EN.test(topic)) continue;
    if (pattern === SPEAKER_QUESTION_ZH && DROPPED_OBJECT_ZH.test(topic)) continue;
    if (/\p{Script=Han}/u.test(topic)) topic = chineseSubject(topic);
    if (topic && !NOT_A_TOPIC.test(topic)) return topic;
  }
  return null;
}
