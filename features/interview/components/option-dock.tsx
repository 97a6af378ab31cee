"use client";

import { m } from "motion/react";
import { OptionButton } from "@/components/chat/option-button";
import { MotionProvider, useEnterMotion } from "@/components/motion/motion-provider";
import { useEffect, useState } from "react";
import type { PendingQuestion } from "../hooks/use-interview-chat";
import type { PresentOptionsOutput } from "../lib/interview-schemas";
import type { InterviewStrings } from "./interview-messages";

/**
 * The open question's option cards, docked above the input. Keys 1–4 pick an
 * option (toggle in multi-select), Enter confirms a multi-select.
 */
export interface OptionDockProps {
  question: PendingQuestion | null;
  disabled: boolean;
  onAnswer: (output: PresentOptionsOutput) => void;
  strings: InterviewStrings;
}

export function OptionDock(props: OptionDockProps) {
  const { question, disabled } = props;
  // Keyed by the question: a new question starts with nothing chosen (and its cards enter anew). No exit
  // animation: an answered question's cards must be gone at once, not clickable while fading.
  // The provider outlives each question, so its features are there when the next one's cards enter.
  return (
    <MotionProvider>
      {question && !disabled ? <QuestionCards key={question.toolCallId} {...props} question={question} /> : null}
    </MotionProvider>
  );
}

function QuestionCards(props: OptionDockProps & { question: PendingQuestion }) {
  const { question, disabled, onAnswer, strings } = props;
  const [chosen, setChosen] = useState<string[]>([]);
  const enter = useEnterMotion();

  const multi = question?.input.multiSelect === true;
  const pick = (option: string) => {
    if (disabled) return;
    if (!multi) return onAnswer({ selected: [option] });
    setChosen((current) => (current.includes(option) ? current.filter((item) => item !== option) : [...current, option]));
  };

  useEffect(() => {
    if (disabled) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && (target.tagName === "TEXTAREA" || target.tagName === "INPUT")) return;
      const option = question.input.options[Number(event.key) - 1];
      if (option !== undefined) pick(option);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  return (
    // The cards carry the entrance (staggered); the dock only fades. Before motion has loaded, or with
    // reduced motion, the plain CSS rise of before (itself off under reduced motion) stands in.
    <m.div
      initial={enter ? { opacity: 0 } : false}
      animate={{ opacity: 1 }}
      className={enter ? "space-y-2" : "animate-rise space-y-2"}
      data-testid="option-dock"
      role="group"
      aria-label={question.input.question}
    >
      <div className="flex items-baseline justify-between gap-2 px-1">
        <p className="text-sm font-medium text-zinc-700 dark:text-zinc-200" data-testid="question-title">
          {question.input.question}
        </p>
        {multi && <p className="text-xs text-fg-subtle">{strings.multiHint}</p>}
      </div>
      {question.input.options.length === 0 && (
        <p className="px-1 text-sm text-fg-subtle" data-testid="own-words-hint">
          {strings.ownWords}
        </p>
      )}
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {question.input.options.map((option, index) => (
          <OptionButton
            key={option}
            index={index}
            option={option}
            selected={chosen.includes(option)}
            multi={multi}
            onPick={pick}
            size="card"
            testId="option-card"
          />
        ))}
      </div>
      {(multi || question.input.allowSkip) && (
        <div className="flex justify-end gap-2">
          {question.input.allowSkip && (
            <button
              type="button"
              onClick={() => onAnswer({ skipped: true })}
              className="rounded-lg px-3 py-1.5 text-sm text-fg-subtle hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:bg-zinc-800"
              data-testid="skip-question"
            >
              {strings.skip}
            </button>
          )}
          {multi && (
            <button
              type="button"
              disabled={chosen.length === 0}
              onClick={() => onAnswer({ selected: chosen })}
              className="rounded-lg bg-indigo-600 px-3.5 py-1.5 text-sm font-medium text-white hover:bg-indigo-500 disabled:cursor-not-allowed disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
              data-testid="confirm-selection"
            >
              {strings.confirm}
            </button>
          )}
        </div>
      )}
    </m.div>
  );
}
