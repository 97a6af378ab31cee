import "server-only";
import type { UIMessageChunk } from "ai";
import { renderBlock } from "@/lib/ai/prompt-blocks";
import type { TutorMode } from "@/lib/ai/tutor-mode";
import type { Database } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locales";
import { GUIDED_DATA_PART, type AttemptRequest, type AttemptResponse, type GuidedView } from "../contract";
import { latestLadder, ladderQuestion, openLadder, saveLadder } from "../data/guided-ladders";
import { answerLeak } from "../lib/answer-leak";
import { isNotAnAnswer, type HostRequestReader } from "../lib/not-an-answer";
import { answerKeyOf, askText, hintText, solutionText, type LadderQuestion } from "../lib/guided-hints";
import {
  answerMayBeTold,
  graded,
  ladderStep,
  learnerIntent,
  newLadder,
  planMove,
  type LadderMove,
  type LadderState,
} from "../lib/guided-ladder";
import { GUIDED_BLOCK, guidedInstructions, ladderWords } from "../prompts/guided-instructions";
import type { GuidedGuard } from "./guided-guard";

export interface GuidedTurnInput {
  db: Database;
  ownerId: string;
  /** The conversation: `course:<id>` or `chat:<sessionId>`. */
  scope: string;
  mode: TutorMode;
  /** The learner's message this turn (null for a retry or an answer to a proposal: the ladder does not move). */
  learnerText: string | null;
  /** Grades and keeps an attempt (the practice service: the same as POST …/attempts). */
  record: (itemId: string, request: AttemptRequest) => Promise<AttemptResponse>;
  /** The tutor's own reader of the requests it handles: such a message leaves the question, never an attempt. */
  isHostRequest?: HostRequestReader;
}

/** The learner asks to practise: a quiz, a problem, an exercise (a tutor may pose one of its own). */
const PRACTICE_REQUEST = /\b(?:quiz|test me|ask me|problem|exercise|question|practi[sc]e|challenge)|测验|考考|出题|题目|练习|问题/i;

type Working = { question: LadderQuestion & { itemId: string }; state: LadderState };

/** What the tutor does with the move, in the question's language (null: the model answers freely, guarded). */
function sayFor(question: LadderQuestion, state: LadderState, move: LadderMove, result: AttemptResponse | null): string | null {
  const words = ladderWords(question.language);
  switch (move.kind) {
    case "ask-confidence":
      return words.howSure;
    case "hint": {
      // What the wrong option reveals, unless it names the right one.
      const misconception =
        result?.misconception && !answerLeak(result.misconception, answerKeyOf(question)) ? ` ${result.misconception}` : "";
      const wrong = result && !result.correct ? `${words.notYet}${misconception}\n\n` : "";
      return `${wrong}${hintText(question, move.level, move.note)}`;
    }
    case "solution":
      return `${result && !result.correct ? `${words.notYet}\n\n` : ""}${solutionText(question)}`;
    default:
      return state.outcome === "solved" && result?.correct ? `${words.right}\n\n${solutionText(question)}` : null;
  }
}

/** What the learner must read this turn whatever the model writes: the answer of a solution, a hint's citation. */
function marksFor(question: LadderQuestion, move: LadderMove, say: string | null): string[] {
  if (!say) return [];
  if (move.kind === "solution") return [question.answer];
  return move.kind === "hint" && say.includes(question.citation) ? [question.citation] : [];
}

/**
 * One tutor turn in guided mode (issue 26), around the model: before it runs, the learner's message
 * moves the ladder (an attempt is graded through the practice service with the hints used so far,
 * once their confidence is known); the model is told what this turn must do; its words are checked
 * by the guard (./guided-guard.ts); a question asked or posed during the turn starts a ladder; and
 * the turn ends with the ladder's view as a `data-guided` part.
 */
export async function beginGuidedTurn(input: GuidedTurnInput) {
  const { db, ownerId, scope, mode } = input;
  let working: Working | null = null;
  let say: string | null = null;
  /** What this turn's answer must carry: the answer in a worked solution, the citation in a hint. */
  let marks: string[] = [];
  let held = 0;
  let askedNow = false;
  /** The learner asked the tutor for something else: the question is left for now, not hinted at. */
  let leftFor = false;
  const askedToPractise = PRACTICE_REQUEST.test(input.learnerText ?? "");
  const latest = await latestLadder(db, ownerId, scope);
  const question = latest && (await ladderQuestion(db, ownerId, latest.itemId));
  if (latest && question) working = { question, state: latest.state };

  if (mode === "guided" && working && working.state.outcome === "open" && input.learnerText !== null) {
    const intent = learnerIntent(input.learnerText, working.state, input.isHostRequest);
    leftFor = intent.kind === "talk" && isNotAnAnswer(input.learnerText, input.isHostRequest);
    let { state, move } = planMove(working.state, intent);
    let result: AttemptResponse | null = null;
    if (move.kind === "grade") {
      result = await input.record(working.question.itemId, {
        answer: move.answer,
        confidence: move.confidence,
        hintsUsed: state.hintsUsed,
        answerShown: false,
      });
      ({ state, move } = graded(state, { answer: move.answer, correct: result.correct, confidence: move.confidence }));
    }
    working = { ...working, state };
    say = sayFor(working.question, state, move, result);
    marks = marksFor(working.question, move, say);
    await saveLadder(db, ownerId, working.question.itemId, state);
  }

  const guarded = () => mode === "guided" && working !== null && working.state.outcome === "open" && !answerMayBeTold(working.state);
  const guard: GuidedGuard = {
    // Steps are held only while they matter: a question is being worked on, a rung must be said, or the
    // learner asked to practise (a problem the tutor poses may come with its answer). Otherwise they stream.
    active: () => mode === "guided" && (guarded() || say !== null || askedToPractise),
    key: () => (guarded() && working ? answerKeyOf(working.question) : null),
    fallback: () => {
      if (say) return say;
      if (!working) return "";
      // A question just asked is asked again, as stored, rather than hinted at before the learner has read it.
      if (askedNow && working.state.attempts === 0 && working.state.hintsUsed === 0) return askText(working.question);
      // A request whose reply would tell the answer: said so, no hint spent on a learner who asked for something else.
      if (leftFor) return ladderWords(working.question.language).leftForNow;
      // The next rung, counted as a hint used: the learner got it.
      const state = working.state;
      const level = Math.min(3, Math.max(1, state.hintsUsed + (state.hintsUsed >= 2 && state.attempts === 0 ? 0 : 1)));
      if (level > state.hintsUsed) working = { ...working, state: { ...state, hintsUsed: level } };
      return hintText(working.question, level, state.hintsUsed >= 2 && state.attempts === 0 ? "try-first" : undefined);
    },
    onHeld: () => {
      held += 1;
    },
    required: () => (say && marks.length ? { marks, say } : null),
  };

  return {
    mode,
    guard,
    /** The model's instructions for this turn (and the offline tutor's block). */
    instructions: (language: Locale) => {
      if (mode !== "guided") return "";
      const current = working && {
        prompt: working.question.prompt,
        options: working.question.options?.map((option) => option.text) ?? null,
        citation: working.question.citation,
        step: ladderStep(working.state),
        answerMayBeTold: answerMayBeTold(working.state) || working.state.outcome !== "open",
      };
      return [guidedInstructions(language, current, say), renderBlock(GUIDED_BLOCK, { say, question: current })].join("\n\n");
    },
    /** A question asked (askPracticeQuestion) or posed during this turn: its ladder starts now. */
    questionAsked: async (itemId: string) => {
      if (mode !== "guided") return;
      const asked = await ladderQuestion(db, ownerId, itemId);
      if (!asked) return;
      await openLadder(db, ownerId, itemId, scope);
      working = { question: asked, state: newLadder() };
      askedNow = true;
      say = null;
      marks = [];
    },
    /** The turn's last chunk: where the learner is on the ladder (saved first if a fallback hint moved it). */
    finalChunks: async (): Promise<UIMessageChunk[]> => {
      if (working) await saveLadder(db, ownerId, working.question.itemId, working.state).catch(() => undefined);
      return [{ type: GUIDED_DATA_PART, id: "guided", data: viewOf(mode, working, held), transient: true }];
    },
  };
}

export type GuidedTurn = Awaited<ReturnType<typeof beginGuidedTurn>>;

/** Where the learner is on the ladder now, without a turn: the panel as the last turn left it (a page load). */
export async function currentGuidedView(db: Database, ownerId: string, scope: string, mode: TutorMode): Promise<GuidedView> {
  const latest = await latestLadder(db, ownerId, scope);
  const question = latest && (await ladderQuestion(db, ownerId, latest.itemId));
  return viewOf(mode, latest && question ? { question, state: latest.state } : null, 0);
}

function viewOf(mode: TutorMode, working: Working | null, held: number): GuidedView {
  const state = working?.state ?? newLadder();
  return {
    mode,
    question: working && {
      itemId: working.question.itemId,
      kind: working.question.kind,
      prompt: working.question.prompt,
      options: working.question.options?.map((option) => option.text) ?? null,
      citation: working.question.citation,
    },
    step: working ? ladderStep(state) : null,
    hintsUsed: state.hintsUsed,
    attempts: state.attempts,
    failed: state.failed,
    tries: state.tries,
    awaitingConfidence: state.pending !== null,
    canShowAnswer: working !== null && state.outcome === "open" && state.attempts >= 1,
    held,
  };
}
