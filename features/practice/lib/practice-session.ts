import type { AttemptResponse, PracticeQuestion } from "../contract";

/**
 * One practice session in the browser, as a reducer: each question is answered, then the learner
 * says how sure they are (1–4) before the answer is revealed, then sees the grade and what was
 * missing. Pure, so the whole flow is tested without a page.
 */
export type Confidence = 1 | 2 | 3 | 4;

export type SessionPhase = "answering" | "checking" | "feedback" | "done";

export interface SessionResult {
  questionId: string;
  correct: boolean;
  nextDue: string;
}

export interface SessionState {
  questions: readonly PracticeQuestion[];
  position: number;
  phase: SessionPhase;
  answer: string;
  confidence: Confidence | null;
  /** Enter was pressed before a confidence was chosen: the page asks for it. */
  askConfidence: boolean;
  reply: AttemptResponse | null;
  error: string | null;
  results: SessionResult[];
  /** When the current question was shown (time taken is sent with the answer). */
  shownAt: number;
}

export type SessionAction =
  | { type: "type"; answer: string }
  | { type: "confidence"; confidence: Confidence }
  | { type: "ask-confidence" }
  | { type: "checking" }
  | { type: "answered"; reply: AttemptResponse }
  | { type: "failed"; message: string }
  | { type: "next"; now: number };

export function startSession(questions: readonly PracticeQuestion[], now: number): SessionState {
  return {
    questions,
    position: 0,
    phase: questions.length === 0 ? "done" : "answering",
    answer: "",
    confidence: null,
    askConfidence: false,
    reply: null,
    error: null,
    results: [],
    shownAt: now,
  };
}

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case "type":
      return state.phase === "answering" ? { ...state, answer: action.answer } : state;
    case "confidence":
      return state.phase === "answering" ? { ...state, confidence: action.confidence, askConfidence: false } : state;
    case "ask-confidence":
      return state.phase === "answering" ? { ...state, askConfidence: true } : state;
    case "checking":
      return state.phase === "answering" ? { ...state, phase: "checking", error: null } : state;
    case "failed":
      return state.phase === "checking" ? { ...state, phase: "answering", error: action.message } : state;
    case "answered": {
      if (state.phase !== "checking") return state;
      const question = state.questions[state.position];
      const result = { questionId: question?.id ?? "", correct: action.reply.correct, nextDue: action.reply.nextDue };
      return { ...state, phase: "feedback", reply: action.reply, results: [...state.results, result] };
    }
    case "next": {
      if (state.phase !== "feedback") return state;
      const position = state.position + 1;
      if (position >= state.questions.length) return { ...state, phase: "done", reply: null };
      return { ...startSession(state.questions, action.now), position, results: state.results };
    }
  }
}

export interface ComingDue {
  /** Due again before the end of tomorrow (local time). */
  tomorrow: number;
  /** After tomorrow, within 7 days. */
  thisWeek: number;
  later: number;
}

/** What the session's answers bring back, and when: the FSRS due dates the server returned. */
export function comingDue(results: readonly SessionResult[], now: Date): ComingDue {
  const endOfTomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 2).getTime();
  const weekAhead = now.getTime() + 7 * 86_400_000;
  const counts: ComingDue = { tomorrow: 0, thisWeek: 0, later: 0 };
  for (const result of results) {
    const due = new Date(result.nextDue).getTime();
    if (due < endOfTomorrow) counts.tomorrow += 1;
    else if (due <= weekAhead) counts.thisWeek += 1;
    else counts.later += 1;
  }
  return counts;
}
