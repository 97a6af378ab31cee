"use client";

import { useEffect, useEffectEvent, useReducer, useRef } from "react";
import { toApiError } from "@/lib/api/api-error";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { useAnswerQuestion } from "../api/answer-question";
import type { PracticeQuestion, QuestionPlace } from "../contract";
import { sessionReducer, startSession, type Confidence, type SessionState } from "../lib/practice-session";
import { AnswerFeedback, EnterKey } from "./answer-feedback";
import { ConfidencePicker } from "./confidence-picker";
import { EditQuestionButton } from "./edit-question-button";
import { practiceMessages } from "./practice-messages";
import { QuestionInput, optionKey } from "./question-input";
import { QuestionSource } from "./question-source";
import { SessionSummary } from "./session-summary";

const CONFIDENCE_KEYS: Record<string, Confidence> = { "1": 1, "2": 2, "3": 3, "4": 4 };

function typingIn(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.isContentEditable);
}

/**
 * One session over `questions`: answer, say how sure you are (1–4) before the answer is revealed,
 * see what was missing, go on. Keyboard first — 1–4 how sure, A–F an option, Enter check / next,
 * Space "I don't know", Esc out of the answer box — and every step is a large button for touch.
 */
export function PracticeSession({
  questions,
  places,
  onRestart,
}: {
  questions: readonly PracticeQuestion[];
  /** Where the questions come from (course and chapter), when they span courses (/review). */
  places?: readonly QuestionPlace[];
  onRestart?: () => void;
}) {
  const t = useMessages(practiceMessages);
  const [state, dispatch] = useReducer(sessionReducer, questions, (initial) => startSession(initial, Date.now()));
  const answer = useAnswerQuestion();
  const question = state.questions[state.position];

  // One answer in flight: a key and a click in the same instant send it once.
  const sending = useRef(false);
  async function submit(current: SessionState, dontKnow = false) {
    const item = current.questions[current.position];
    if (!item || current.phase !== "answering" || sending.current) return;
    const confidence = dontKnow ? (current.confidence ?? 1) : current.confidence;
    if (confidence === null) return dispatch({ type: "ask-confidence" });
    sending.current = true;
    dispatch({ type: "checking" });
    try {
      const reply = await answer.mutateAsync({
        itemId: item.id,
        request: { answer: dontKnow ? "" : current.answer, confidence, timeTakenMs: Math.max(0, Date.now() - current.shownAt) },
      });
      dispatch({ type: "answered", reply });
    } catch (error) {
      // The server's sentence when it gave one; the learner's language for a lost connection or a bare failure.
      const failure = toApiError(error);
      dispatch({ type: "failed", message: failure.code === "network" ? t.networkError : failure.message || t.checkFailed });
    } finally {
      sending.current = false;
    }
  }

  // The window's key handler, attached once, reads the latest state.
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const typing = typingIn(event.target);
    // A focused button answers Enter and Space itself (its click), except an option or a confidence:
    // there Enter still checks the answer and Space still says "I don't know".
    const button = event.target instanceof HTMLButtonElement ? event.target : null;
    if (button && button.dataset.practiceKey === undefined && (event.key === "Enter" || event.key === " ")) return;
    // A focused link (the question's citation) follows itself on Enter; Space stays the session's.
    if (event.target instanceof HTMLAnchorElement && event.target.href && event.key === "Enter") return;
    if (state.phase === "feedback" && (event.key === "Enter" || event.key === " ")) {
      event.preventDefault();
      return dispatch({ type: "next", now: Date.now() });
    }
    if (state.phase !== "answering") return;
    if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      return void submit(state);
    }
    // Esc leaves the answer box, so 1–4 and Space (which type there) work again.
    if (typing && event.key === "Escape" && event.target instanceof HTMLElement) return event.target.blur();
    if (typing) return;
    const confidence = CONFIDENCE_KEYS[event.key];
    if (confidence) return dispatch({ type: "confidence", confidence });
    if (event.key === " ") {
      event.preventDefault();
      return void submit(state, true);
    }
    const options = question?.options ?? [];
    const picked = options.findIndex((_, index) => optionKey(index) === event.key.toUpperCase());
    if (picked >= 0) dispatch({ type: "type", answer: options[picked]! });
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, []);

  if (state.phase === "done" || !question) return <SessionSummary results={state.results} onRestart={onRestart} />;
  const total = state.questions.length;
  const correct = state.results.filter((result) => result.correct).length;
  const options = question.options ?? [];
  return (
    <section className="flex w-full flex-col gap-4" data-testid="practice-session" aria-live="polite">
      <div className="flex items-center justify-between gap-3 text-sm text-fg-muted">
        <span data-testid="session-progress">{t.progress({ current: state.position + 1, total })}</span>
        <span>{t.score({ correct })}</span>
      </div>
      <div
        className="h-1.5 overflow-hidden rounded-full bg-surface-2"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={state.results.length}
      >
        <div className="h-full bg-accent" style={{ width: `${(state.results.length / total) * 100}%` }} />
      </div>
      <article className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4 shadow-sm sm:p-6" data-testid="question">
        <QuestionSource question={question} place={places?.find((place) => place.chapterId === question.chapterId)} t={t} />
        <h2 className="text-lg leading-relaxed font-medium whitespace-pre-wrap" data-testid="question-prompt">
          {question.prompt}
        </h2>
        <QuestionInput
          key={question.id}
          question={question}
          value={state.answer}
          disabled={state.phase !== "answering"}
          onChange={(value) => dispatch({ type: "type", answer: value })}
          t={t}
        />
        {state.phase === "feedback" && state.reply ? (
          <>
            <AnswerFeedback
              reply={state.reply}
              last={state.position + 1 >= total}
              onNext={() => dispatch({ type: "next", now: Date.now() })}
            />
            <EditQuestionButton itemId={question.id} />
          </>
        ) : (
          <>
            <ConfidencePicker
              value={state.confidence}
              ask={state.askConfidence}
              disabled={state.phase !== "answering"}
              onPick={(confidence) => dispatch({ type: "confidence", confidence })}
            />
            {state.error ? (
              <p role="alert" className="text-sm text-danger">
                {state.error}
              </p>
            ) : null}
            <div className="flex flex-col gap-2 sm:flex-row">
              <button
                type="button"
                className="min-h-12 flex-1 rounded-lg bg-accent px-4 font-medium text-accent-fg disabled:opacity-50"
                disabled={state.phase !== "answering"}
                onClick={() => void submit(state)}
                data-testid="check-answer"
              >
                {state.phase === "checking" ? (
                  t.checking
                ) : (
                  <>
                    {t.check} <EnterKey />
                  </>
                )}
              </button>
              <button
                type="button"
                className="min-h-12 rounded-lg border border-line px-4 text-sm text-fg-muted disabled:opacity-50"
                disabled={state.phase !== "answering"}
                onClick={() => void submit(state, true)}
                data-testid="dont-know"
              >
                {t.dontKnow}
              </button>
            </div>
            <p className="hidden text-xs text-fg-muted sm:block">
              {options.length > 0 ? t.keysChoice({ last: optionKey(options.length - 1) }) : t.keys}
            </p>
          </>
        )}
      </article>
    </section>
  );
}
