import { englishStyle } from "./english-facts";
import { readLevel } from "./level";
import { readPurpose } from "./purpose";
import { readBudget, readDeadline, withoutTimePhrases } from "./time-facts";

/** "k8s basics", "the basics of X", "intro to X", "X 101", "深度学习入门": an introductory course asked for. */
const INTRO = String.raw`(?:just\s+|only\s+)?(?:the\s+)?basics(?:\s+(?:of|in))?|(?:an?\s+)?(?:intro|introduction)\s+to|101|入门(?:级|课程?|教程)?`;

/** "Vue.js from scratch": where the course starts, said of the course, not a clause about the learner. */
export const START_POINT = new RegExp(
  String.raw`^(?:(?:starting\s+)?from\s+(?:scratch|zero|the (?:very )?beginning|the ground up|(?:the\s+)?basics|the start)|从零(?:开始)?|从头开始|for\s+(?:\w+\s+)?(?:beginners|dummies|newbies|noobs|starters)|beginner[- ]friendly|beginners?'?|${INTRO})$`,
  "i",
);

/**
 * Level words said of the course, not of the learner ("for beginners"), and plain-language asks
 * ("like I'm 12", "in simple terms", "用简单的话", "大白话"): they set the difficulty, but say nothing
 * the learner note may record about the learner.
 */
export const COURSE_LEVEL =
  /^(?:for\s+(?:\w+\s+)?(?:beginners|dummies|newbies|noobs|starters)|beginner[- ]friendly|beginners?'?)$|^(?:(?:just\s+|only\s+)?(?:the\s+)?basics(?:\s+(?:of|in))?|(?:an?\s+)?(?:intro|introduction)\s+to|101|入门(?:级|课程?|教程)?)$|^(?:like\s|eli\d|in\s+(?:very\s+)?(?:simple|plain|layman|easy|basic|everyday)|for\s+(?:a\s+)?(?:layman|laymen|layperson|non)|(?:用|以)?(?:简单|通俗|浅显|直白|易懂)|大白话)|(?:听|看)得?懂$/i;

/**
 * "Teach me SQL, complete beginner, 2 hours a week, short videos please": each
 * comma-separated part that states a fact of its own is a clause of its own, so
 * the facts never end up inside the subject.
 */
export function factSegments(clause: string): string[] {
  const parts = clause.split(/\s*[,，]\s*/u);
  if (parts.length < 2) return [clause];
  const out: string[] = [];
  for (const part of parts) {
    const states = readLevel(part) || readBudget(part) || readDeadline(part) || readPurpose(part) || englishStyle(`I prefer ${part}`);
    const previous = out.at(-1);
    if (
      previous !== undefined &&
      !states &&
      !/^(?:and|but|so|i|i'm|my|just|now|also|really|want|wanna|need|would|hoping|trying)\b/i.test(part)
    )
      out[out.length - 1] = `${previous}, ${part}`;
    else out.push(part);
  }
  return out.filter((part) => part.trim());
}

/** A short fact-only segment ("complete beginner", "short videos please") names no subject. */
export function onlyStatesFacts(segment: string): boolean {
  const rest = withoutTimePhrases(segment)
    .replace(/\b(?:please|pls|thanks|here|i'?m|i am|a|an|the)\b/gi, " ")
    .replace(/[\s,.!?]+/g, " ")
    .trim();
  const level = readLevel(segment);
  const leftover = level ? rest.replace(level.value, "").trim() : rest;
  // "python for beginners" names Python: a level said of the course leaves the subject standing.
  const ofLearner = !!level && !level.about && !START_POINT.test(level.value);
  return leftover.length === 0 || (ofLearner && leftover.split(/\s+/).length <= 1);
}
