import { readGoal } from "@/lib/ai/offline/knowledge/goal-reading";
import type { ProfileField } from "./interview-schemas";

/**
 * Picks up profile dimensions a learner states in free text ("I know Docker, I
 * want the CKA"), so the tutor never asks for them again. Deliberately
 * conservative: a missed fact costs one question, a wrong one skews the course.
 * Real models also report such facts through presentOptions' `noted` field; this
 * is the safety net that works with any model. The shared goal reader (the same
 * one the offline model reads goals with) comes first; the patterns below fill
 * what it leaves open. Either way a fact is the learner's own clause.
 */
type StatedFacts = Partial<Record<ProfileField, string>>;

const patterns: Record<Exclude<ProfileField, "goal">, RegExp[]> = {
  background: [
    /\bI(?:'m| am)?\s*(?:already\s+)?(?:know|use|used|have used|work with|worked with|am familiar with|have experience (?:with|in)|have a background in)\s+\S.*/i,
    /\bI(?:'m| am)\s+(?:a|an)\s+(?:complete\s+)?(?:beginner|novice|student|developer|engineer|designer|teacher|analyst|scientist|manager|programmer)\b.*/i,
    /\b(?:complete beginner|total beginner|no (?:prior )?experience|never (?:used|learned|studied|tried))\b.*/i,
    // 会 only before a Latin name ("我会 Docker"): "我会每天学" is "I will", not a skill.
    /我(?:已经|之前|以前)?(?:会(?=\s*[A-Za-z])|会用|会写|懂|熟悉|用过|学过|做过|接触过|了解)\s*\S{1,40}/,
    /(?:零基础|完全新手|纯新手|小白|没有基础|没学过|没接触过|从没学过)\S{0,20}/,
    /我是(?:一名|一个)?\S{0,12}(?:学生|工程师|开发者|程序员|设计师|老师|新手|小白)/,
  ],
  targetOutcome: [
    /\b(?:pass|take|prepare for|get)\s+(?:the\s+)?\S*\s*(?:certification|certificate|exam)\b.*/i,
    /\b(?:want|need|hope|plan)\s+(?:to\s+)?(?:get|pass|earn)\s+(?:the\s+|my\s+)?[A-Z][A-Za-z0-9-]{1,10}\b.*/,
    /\b(?:so (?:that )?I can|in order to|my goal is to|I want to (?:build|ship|deploy|create|become|land|get a job|switch))\s+\S.*/i,
    // 考 but not 考虑 ("consider").
    /(?:想|要|希望|为了|目标是)(?:考(?!虑)|通过|拿到|考取)\s*\S{1,30}/,
    /(?:想|要|希望|为了|目标是)(?:做出|开发|搭建|部署|转行|找到|找份|成为|能够)\s*\S{1,30}/,
  ],
  cognitiveStyle: [
    /\b(?:I (?:learn|like to learn|prefer to learn|prefer)|I like)\s+(?:best\s+)?(?:by doing|hands-on|through (?:projects|examples|videos|reading)|with (?:examples|projects|exercises|quizzes|diagrams)|theory first|step by step)\b.*/i,
    /\b(?:hands-on|learn by doing|learning by doing)\b.*/i,
    /(?:喜欢|偏好|习惯|更喜欢)(?:边做边学|动手|实践|看视频|看书|图解|案例|例子|理论|循序渐进)\S{0,20}/,
    /边做边学|动手实践/,
  ],
};

function clausesOf(text: string): string[] {
  return text
    .split(/[.;!?\n。；！？，,]+/)
    .map((clause) => clause.trim())
    .filter((clause) => clause.length > 0);
}

/**
 * The learner profile is rebuilt from the whole history before every step of
 * every turn, so the same learner texts are read again and again: their facts
 * are remembered (a small, bounded map; long texts are not kept).
 */
const remembered = new Map<string, Readonly<StatedFacts>>();
const REMEMBER_MAX_ENTRIES = 1000;
const REMEMBER_MAX_TEXT = 4000;

export function inferStatedFacts(text: string): Readonly<StatedFacts> {
  const known = remembered.get(text);
  if (known) return known;
  const facts = Object.freeze(readStatedFacts(text));
  if (text.length <= REMEMBER_MAX_TEXT) {
    if (remembered.size >= REMEMBER_MAX_ENTRIES) remembered.delete(remembered.keys().next().value as string);
    remembered.set(text, facts);
  }
  return facts;
}

function readStatedFacts(text: string): StatedFacts {
  const facts: StatedFacts = {};
  const reading = readGoal(text);
  if (reading.background) facts.background = reading.background.evidence;
  if (reading.outcome) facts.targetOutcome = reading.outcome.evidence;
  if (reading.style) facts.cognitiveStyle = reading.style.evidence;
  for (const clause of clausesOf(text)) {
    for (const [field, fieldPatterns] of Object.entries(patterns) as [keyof typeof patterns, RegExp[]][]) {
      if (facts[field]) continue;
      const match = fieldPatterns.map((pattern) => clause.match(pattern)).find((found) => found !== null);
      if (match) facts[field] = clause.slice(0, 200);
    }
  }
  return facts;
}
