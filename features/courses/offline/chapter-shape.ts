import { type ChapterRequestBlock } from "../contract";
import { difficultyOf, isGiven, styleFlags, type StyleFlags } from "@/lib/ai/offline/knowledge/profile-signals";
import type { Difficulty } from "@/lib/course-outline";

/**
 * How an offline chapter is shaped for its learner: keyword guesses over the
 * profile and the rewrite reason, each with a neutral default (the same policy
 * as ./profile-signals). The content tables decide the words; this decides
 * which sections appear and in what order.
 */
export interface RewriteSignals {
  deeper: boolean;
  gentler: boolean;
  examples: boolean;
}

/** "too easy" asks for more depth, "too hard" for a gentler pace; checked before "easier"/"harder" can be confused. */
const DEEPER =
  /too easy|too simple|too basic|deeper|harder|advanced|more depth|more detail|challeng|太简单|太基础|更深|深入|更难|进阶|挑战/i;
const GENTLER =
  /too hard|too difficult|difficult|simpler|easier|gentler|confus|slow(?:er| down)|太难|看不懂|更简单|简单一些|简单点|慢一点|基础一些/i;
const EXAMPLES = /example|case stud|more practice|exercise|例子|示例|案例|练习/i;

export function rewriteSignals(reason: string | null): RewriteSignals {
  const text = reason ?? "";
  return { deeper: DEEPER.test(text), gentler: GENTLER.test(text), examples: EXAMPLES.test(text) };
}

export interface ChapterShape {
  level: Difficulty | null;
  style: StyleFlags;
  rewrite: RewriteSignals | null;
  /** Hands-on learners meet the example before the explanation. */
  exampleFirst: boolean;
  keyTerms: boolean;
  why: boolean;
  quickChecks: boolean;
  secondExample: boolean;
  yourTurn: boolean;
  gentler: boolean;
  deeper: boolean;
}

export function chapterShape(request: ChapterRequestBlock): ChapterShape {
  const background = request.profile.background;
  // The interview's reading of the learner's own words ("我从零开始", "I've used it for years") when it
  // kept one: the chapter says what the outline was designed for, never a second guess at the same words.
  const level = isGiven(background) ? (request.statedLevel ?? difficultyOf(background)) : null;
  const style = styleFlags(request.profile.cognitiveStyle);
  const rewrite = isGiven(request.rewriteReason) ? rewriteSignals(request.rewriteReason) : null;
  const gentler = rewrite?.gentler === true;
  const deeper = rewrite?.deeper === true && !gentler;
  return {
    level,
    style,
    rewrite,
    exampleFirst: style.handsOn && !style.conceptsFirst,
    keyTerms: gentler || level === "beginner" || (level === null && request.difficulty === "beginner"),
    why: style.conceptsFirst || deeper,
    quickChecks: style.quizzes,
    secondExample: style.examples || rewrite?.examples === true,
    yourTurn: style.handsOn,
    gentler,
    deeper,
  };
}
