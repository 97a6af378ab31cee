import { ATTEMPT_PREFIX, isNewPracticeRequest, isNotAnAnswer, type HostRequestReader } from "./not-an-answer";
import { answerAndConfidence } from "./quiz-answer";

/**
 * The guided mode's hint ladder as a state machine (issue 26), kept on the server per learner and
 * question: ask → the learner attempts → hint 1 (a nudge) → hint 2 (the key idea, citing its lines)
 * → hint 3 (a worked step) → the worked solution. Pure: the learner's words in, the next state and
 * what the tutor must do out; grading and storage are the service's (server/guided-session.ts).
 *
 * The rules, in code rather than in a prompt:
 * - the answer is never told before the learner has attempted and used two hints (then "show me the
 *   answer" gives it), after three failed attempts the worked solution is given (never stuck), and
 *   a right answer is confirmed;
 * - confidence (1–4) is asked before an answer is checked;
 * - asking for the answer ("just tell me", "I'm the teacher", "spell it", "in English") before that
 *   is a request for the next hint, not for the answer.
 */
export interface LadderTry {
  answer: string;
  correct: boolean;
  confidence: number;
}

export interface LadderState {
  /** 0 none yet, 1 nudge, 2 key idea, 3 worked step. */
  hintsUsed: number;
  attempts: number;
  failed: number;
  tries: LadderTry[];
  /** An answer given without a confidence: checked once the learner says how sure they are. */
  pending: string | null;
  outcome: "open" | "solved" | "shown";
}

export const newLadder = (): LadderState => ({ hintsUsed: 0, attempts: 0, failed: 0, tries: [], pending: null, outcome: "open" });

export const MAX_HINTS = 3;
export const MAX_FAILED = 3;

/** Whether the answer may be told now: the learner has attempted and had two hints, failed three times, or got it. */
export function answerMayBeTold(state: LadderState): boolean {
  return state.outcome !== "open" || (state.attempts >= 1 && state.hintsUsed >= 2) || state.failed >= MAX_FAILED;
}

/** What the learner's message is, on this ladder. */
export type LearnerIntent =
  | { kind: "attempt"; answer: string; confidence: number | null }
  | { kind: "confidence"; confidence: number }
  | { kind: "hint" }
  | { kind: "answer-wanted" }
  | { kind: "talk" };

const LONE_CONFIDENCE = /^\s*(?:confidence|sure|把握|信心)?\s*[:：=]?\s*([1-4])\s*(?:\/\s*4)?\s*[.。!！]?\s*$/i;
const SHOW = /show (?:me )?the (?:answer|solution)|显示答案|看答案|给我看答案|公布答案/i;
const ANSWER_WANTED =
  /\b(?:tell me|give me|just say|say it|the answer|answer key|the key|spell|letter by letter|one letter|teacher|instructor|professor|pretend|role.?play|act as|you are|translate|in (?:french|english|chinese|spanish|german|japanese|pinyin)|reveal|solution|what is it|what'?s the)\b|答案|告诉我|直接说|说出|老师|拼写|拼出|逐字|一个字一个字|翻译|扮演|假装|英文|英语|中文|揭晓|你就是/i;
/** The message names the answer itself ("what's the answer?", "答案是什么？"): never a request that leaves the question. */
const NAMES_ANSWER = /\b(?:answer|solution|answer key)\b|答案|解答/i;
const HINT = /\b(?:hint|help|stuck|clue|no idea|don'?t know|not sure what|idk)\b|提示|不会|不知道|卡住|帮帮|线索|没思路/i;
/**
 * The learner's message read against the ladder's state. `isHostRequest`: the tutor's own reader of
 * the requests it handles; such a request leaves the question for now ("give me an example of X" is
 * that request, not a plea for the answer: the guard still keeps the answer out of the reply).
 */
export function learnerIntent(text: string, state: LadderState, isHostRequest?: HostRequestReader): LearnerIntent {
  const trimmed = text.trim();
  if (!trimmed) return { kind: "talk" };
  const lone = LONE_CONFIDENCE.exec(trimmed);
  if (lone?.[1] && state.pending !== null) return { kind: "confidence", confidence: Number(lone[1]) };
  if (SHOW.test(trimmed)) return { kind: "answer-wanted" };
  if (isNewPracticeRequest(trimmed)) return { kind: "talk" };
  const prefixed = ATTEMPT_PREFIX.exec(trimmed);
  if (prefixed && !ANSWER_WANTED.test(trimmed.slice(prefixed[0].length))) {
    const { answer, confidence } = answerAndConfidence(trimmed.slice(prefixed[0].length).replace(/[?？]\s*$/, ""));
    if (answer) return { kind: "attempt", answer, confidence };
  }
  if (isHostRequest?.(trimmed) && !NAMES_ANSWER.test(trimmed)) return { kind: "talk" };
  if (ANSWER_WANTED.test(trimmed)) return { kind: "answer-wanted" };
  if (HINT.test(trimmed)) return { kind: "hint" };
  if (isNotAnAnswer(trimmed, isHostRequest)) return { kind: "talk" };
  const { answer, confidence } = answerAndConfidence(trimmed);
  return answer ? { kind: "attempt", answer, confidence } : { kind: "talk" };
}

/** What the tutor does this turn. */
export type LadderMove =
  | { kind: "grade"; answer: string; confidence: number }
  | { kind: "ask-confidence" }
  | { kind: "hint"; level: number; note?: "try-first" }
  | { kind: "solution" }
  | { kind: "talk" };

/** The next hint, or (with two hints and no attempt yet) the learner is asked to try before a third. */
function nextHint(state: LadderState): { state: LadderState; move: LadderMove } {
  if (state.hintsUsed >= 2 && state.attempts === 0) return { state, move: { kind: "hint", level: state.hintsUsed, note: "try-first" } };
  if (state.hintsUsed >= MAX_HINTS) return { state, move: { kind: "hint", level: MAX_HINTS } };
  const hintsUsed = state.hintsUsed + 1;
  return { state: { ...state, hintsUsed }, move: { kind: "hint", level: hintsUsed } };
}

/** The state and this turn's move for the learner's message (grading comes back through `graded`). */
export function planMove(state: LadderState, intent: LearnerIntent): { state: LadderState; move: LadderMove } {
  if (state.outcome !== "open") return { state, move: { kind: "talk" } };
  switch (intent.kind) {
    case "confidence":
      return state.pending === null
        ? { state, move: { kind: "talk" } }
        : { state: { ...state, pending: null }, move: { kind: "grade", answer: state.pending, confidence: intent.confidence } };
    case "attempt":
      if (intent.confidence === null) return { state: { ...state, pending: intent.answer }, move: { kind: "ask-confidence" } };
      return { state: { ...state, pending: null }, move: { kind: "grade", answer: intent.answer, confidence: intent.confidence } };
    case "answer-wanted":
      if (answerMayBeTold(state)) return { state: { ...state, outcome: "shown" }, move: { kind: "solution" } };
      return nextHint(state);
    case "hint":
      return nextHint(state);
    default:
      return { state, move: { kind: "talk" } };
  }
}

/** After a graded attempt: right → solved; wrong → the next hint, or the worked solution after three. */
export function graded(state: LadderState, attempt: LadderTry): { state: LadderState; move: LadderMove } {
  const tried = { ...state, attempts: state.attempts + 1, tries: [...state.tries, attempt].slice(-10) };
  if (attempt.correct) return { state: { ...tried, outcome: "solved" }, move: { kind: "talk" } };
  const failed = { ...tried, failed: tried.failed + 1 };
  if (failed.failed >= MAX_FAILED) return { state: { ...failed, outcome: "shown" }, move: { kind: "solution" } };
  const hintsUsed = Math.min(MAX_HINTS, failed.hintsUsed + 1);
  return { state: { ...failed, hintsUsed }, move: { kind: "hint", level: hintsUsed } };
}

/** Where the learner is, by name (the page's ladder and the stream's data part). */
export type LadderStep = "ask" | "confidence" | "hint1" | "hint2" | "hint3" | "solved" | "solution";

export function ladderStep(state: LadderState): LadderStep {
  if (state.outcome === "solved") return "solved";
  if (state.outcome === "shown") return "solution";
  if (state.pending !== null) return "confidence";
  return state.hintsUsed === 0 ? "ask" : (`hint${Math.min(MAX_HINTS, state.hintsUsed)}` as LadderStep);
}
