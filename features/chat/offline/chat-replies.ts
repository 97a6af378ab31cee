import { CHAT_TOOL, type ChatContextBlock } from "../contract";
import type { ChatMaskVoice, ChatPhrases } from "./content/chat-phrase-types";
import type { RoleContext } from "@/lib/ai/offline/model/role-context";
import { asString, cleanUserText, clip, interpolate, pick, quote } from "@/lib/ai/offline/text/text-utils";
import { topicOf } from "./chat-intents";
import { GREETING, PARTING_TALK, THANKS } from "./chat-small-talk";
import { explainTopic, groundedReply } from "./grounded-reply";
import { foundCourses, lookupBody } from "./lookup-answer";
import type { Locale } from "@/lib/i18n/locales";
import { WRITING } from "@/lib/i18n/writing";

/**
 * What the offline chat tutor says: a plain answer in the mask's own voice and method, and the
 * answer after its tools ran, saying only what each tool returned.
 */
export interface Turn {
  ctx: RoleContext;
  lang: Locale;
  phrases: ChatPhrases;
  voice: ChatMaskVoice;
  context: ChatContextBlock;
  /** The learner's words this turn, an acknowledgement in front taken off ("Thanks! How does…" → "How does…"). */
  said: string;
  /** The subject of the conversation so far, for a follow-up that names none ("why is that?"). */
  previousTopic: string | null;
}

export interface ToolResult {
  toolName: string;
  value: unknown;
  isError: boolean;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export function opening(turn: Turn): string {
  return pick(turn.phrases.openings[turn.voice], turn.said || turn.context.now);
}

export function fallbackTopic(turn: Turn): string {
  return (
    topicOf(turn.said, turn.lang) ??
    turn.previousTopic ??
    (turn.said ? clip(cleanUserText(turn.said).replace(/[.。!！?？]+$/u, ""), 60) : "")
  );
}

const HURRY = /\b(?:quick(?:ly)?|brief(?:ly)?|short|tl;?dr|in a hurry|one line)\b|简单说|简短|快速|一句话|赶时间/iu;
const PLAYFUL = /\b(?:analog(?:y|ies)|like i'?m (?:five|5)|eli5|fun|intuiti(?:on|ve)|metaphor|picture)\b|比喻|通俗|形象|打个比方|好玩/iu;
const PRECISE = /\b(?:precise(?:ly)?|rigorous(?:ly)?|formal(?:ly)?|proof|prove|exact(?:ly)?|definition)\b|严谨|精确|证明|严格|定义/iu;

/** The chameleon reads how the learner writes: asks for speed, play or rigour, or (unsaid) a short message gets the short version. */
function chameleonStyle(turn: Turn): keyof ChatPhrases["chameleon"] {
  const said = cleanUserText(turn.said);
  if (PRECISE.test(said)) return "rigorous";
  if (PLAYFUL.test(said)) return "playful";
  if (HURRY.test(said)) return "brief";
  const words = said.split(/\s+/).length + (said.match(/\p{Script=Han}/gu)?.length ?? 0) / 3;
  return words <= 6 ? "brief" : "playful";
}

const chameleonBody = (turn: Turn) => turn.phrases.chameleon[chameleonStyle(turn)];

/** The mask's own way of answering about {topic}. */
export function bodyFor(turn: Turn, topic: string): string {
  const template =
    turn.voice === "chameleon" ? chameleonBody(turn) : turn.voice === "default" ? turn.phrases.plainBody : turn.phrases.bodies[turn.voice];
  return interpolate(template, { topic }, turn.lang);
}

/** An acknowledgement in front of a new question: "Thanks! How…", "好的，那…". */
const ACK =
  /^(?:(?:thanks?(?: you)?(?: so much)?|thx|got it|ok(?:ay)?|great|cool|nice|i see|right|alright|makes sense|谢谢|多谢|感谢|好的|明白了|懂了|嗯|哦|原来如此)[\s!！.。,，~]*)+(?=\S)/iu;

export function withoutAcknowledgement(text: string): string {
  const rest = text.replace(ACK, "").trim();
  return rest && !THANKS.test(text.trim()) ? rest : text;
}

/** The blunt coach's body already ends on its challenge: terse means no second one. */
const closing = (turn: Turn) => (turn.voice === "blunt" ? [] : [turn.phrases.closings[turn.voice]]);

export function plainAnswer(turn: Turn): string {
  const { phrases } = turn;
  const said = cleanUserText(turn.said);
  const topic = topicOf(said, turn.lang);
  if (!topic && GREETING.test(said)) return [opening(turn), phrases.greeting].join("\n\n");
  if (!topic && THANKS.test(said)) return [opening(turn), phrases.thanks].join("\n\n");
  if (!topic && PARTING_TALK.test(said)) return [opening(turn), phrases.parting].join("\n\n");
  // No subject read, now or before ("summarize our conversation", "thanks! and why is that?" opening a chat):
  // said so, never a plan about the learner's whole sentence posing as an answer.
  const subject = topic ?? turn.previousTopic;
  if (!subject) return [opening(turn), said ? phrases.unread : phrases.greeting].join("\n\n");
  return [opening(turn), bodyFor(turn, subject), ...closing(turn)].join("\n\n");
}

function citationLine(value: unknown): string | null {
  const citation = record(value);
  const href = asString(citation.href);
  const course = asString(citation.courseTitle);
  if (!href || !course || !href.startsWith("/courses/")) return null;
  const chapter = asString(citation.chapterTitle);
  const title = (chapter ? `${course} › ${chapter}` : course).replace(/[[\]]/g, "");
  return `- [${title}](${href})`;
}

const linesOf = (value: unknown) => (Array.isArray(value) ? value : []).map(citationLine).filter((line): line is string => line !== null);

/** Whether a lookup found courses about the subject: its follow-up differs from one that found none. */
const lookupFound = (value: Record<string, unknown>) => foundCourses(value.matches).length > 0;

function coursesAnswer(turn: Turn, value: Record<string, unknown>): string {
  const { phrases, lang, voice } = turn;
  const topic = topicOf(turn.said, lang) ?? turn.previousTopic;
  const found = foundCourses(value.matches);
  if (found.length > 0) return lookupBody({ phrases, lang, voice, brief: chameleonStyle(turn) === "brief", topic, courses: found });
  const yours = linesOf(value.yourCourses);
  if (yours.length === 0)
    return topic ? `${interpolate(phrases.coursesNoneTopic, { topic }, lang)} ${phrases.coursesNone}` : phrases.coursesNone;
  return [topic ? interpolate(phrases.coursesNoneTopicList, { topic }, lang) : phrases.coursesAll, ...yours].join("\n");
}

function firstSentence(text: string): string {
  const plain = text.replace(/^#.*$/gm, "").replace(/[*_`]/g, "").replace(/\s+/g, " ").trim();
  const match = /^(.+?[.。!！?？])(\s|$)/u.exec(plain);
  return clip(match?.[1] ?? plain, 240);
}

function deepDiveAnswer(turn: Turn, value: Record<string, unknown>): string[] {
  const { phrases, lang } = turn;
  const explanation = asString(value.explanationStart) ?? asString(value.explanation) ?? "";
  const pieces = [interpolate(phrases.deepDiveDone, { topic: fallbackTopic(turn), gist: firstSentence(explanation) }, lang)];
  const lines = (Array.isArray(value.citations) ? value.citations : [])
    .map((entry) => {
      const citation = record(entry);
      const href = asString(citation.href);
      const title = asString(citation.title);
      return href && title && href.startsWith("/courses/") ? `- [${title.replace(/[[\]]/g, "")}](${href})` : citationLine(entry);
    })
    .filter((line): line is string => line !== null);
  if (lines.length > 0) pieces.push([phrases.deepDiveCited, ...lines].join("\n"));
  return pieces;
}

/** The answer after this turn's tools ran: what each one returned, in the mask's voice. */
export function finalAnswer(turn: Turn, results: readonly ToolResult[]): string {
  const { phrases, lang } = turn;
  const pieces: string[] = [opening(turn)];
  let answeredTopic = false;
  // The follow-up fits the answer given: a lookup, a deep dive or a new course each end their own way; a plan ends on the mask's closing.
  let followUp: keyof ChatPhrases["followUps"] | null = null;
  for (const result of results) {
    if (result.isError) {
      pieces.push(
        result.toolName === CHAT_TOOL.deepDive
          ? interpolate(phrases.deepDiveFailed, { topic: fallbackTopic(turn) }, lang)
          : phrases.toolFailed,
      );
      continue;
    }
    const value = record(result.value);
    switch (result.toolName) {
      case CHAT_TOOL.updateLearnerNote:
        pieces.push(phrases.noted);
        break;
      case CHAT_TOOL.startCourse: {
        const goal = asString(value.goal) ?? fallbackTopic(turn);
        const href = asString(value.href) ?? `/create?goal=${encodeURIComponent(goal)}`;
        pieces.push(interpolate(phrases.startCourse, { goal: goal.replace(/[[\]]/g, ""), href }, lang));
        answeredTopic = true;
        followUp = "started";
        break;
      }
      case CHAT_TOOL.lookupCourses:
        pieces.push(coursesAnswer(turn, value));
        answeredTopic = true;
        followUp = lookupFound(value) ? "found" : "none";
        break;
      case CHAT_TOOL.deepDive:
        pieces.push(...deepDiveAnswer(turn, value));
        answeredTopic = true;
        followUp = "deepDive";
        break;
      case CHAT_TOOL.searchMyCourses:
        // The answer sentence comes first: the mask's voice frames the quotes, no opening in front of them.
        if (pieces.length === 1) pieces.pop();
        pieces.push(groundedReply(turn, explainTopic(turn.said, turn) ?? fallbackTopic(turn), result.value));
        return pieces.join("\n\n");
      case CHAT_TOOL.offerOptions: {
        const selected = Array.isArray(value.selected) ? value.selected.filter((item): item is string => typeof item === "string") : [];
        const typed = asString(value.text);
        if (selected.length > 0) {
          pieces.push(interpolate(phrases.chose, { choice: selected.join(WRITING[lang].listSeparator) }, lang));
          // The card was about the learner's subject; the choice says which way to take it.
          pieces.push(bodyFor(turn, topicOf(turn.said, lang) ?? clip(selected[0] ?? "", 80)));
        } else if (typed) {
          pieces.push(interpolate(phrases.typedAnswer, { answer: quote(typed, lang, 120) }, lang));
          pieces.push(bodyFor(turn, topicOf(typed, lang) ?? clip(cleanUserText(typed), 60)));
        }
        answeredTopic = true;
        break;
      }
      default:
        break;
    }
  }
  if (!answeredTopic) {
    const subject = fallbackTopic(turn);
    if (subject) pieces.push(bodyFor(turn, subject));
  }
  pieces.push(...(followUp ? [phrases.followUps[followUp][turn.voice]] : closing(turn)));
  return pieces.join("\n\n");
}
