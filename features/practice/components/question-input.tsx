"use client";

import type { PracticeQuestion } from "../contract";
import type { PracticeStrings } from "./practice-messages";

/** The key that picks option `index`: A, B, C… (1–4 are how sure the learner is). */
export const optionKey = (index: number) => String.fromCharCode(65 + index);

/** A choice question's options as large buttons (A–F), or a text field for a blank or a short answer. */
export function QuestionInput({
  question,
  value,
  disabled,
  onChange,
  t,
}: {
  question: PracticeQuestion;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
  t: PracticeStrings;
}) {
  if (question.options) {
    return (
      <div role="radiogroup" aria-label={t.answerLabel} className="flex flex-col gap-2">
        {question.options.map((option, index) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={value === option}
            data-practice-key=""
            disabled={disabled}
            onClick={() => onChange(option)}
            className={`flex min-h-12 items-center gap-3 rounded-lg border px-3 py-2 text-left ${
              value === option ? "border-accent bg-accent-soft" : "border-line hover:bg-surface-2"
            }`}
          >
            <kbd className="shrink-0 rounded border border-line px-1.5 font-mono text-xs" title={t.optionKey({ key: optionKey(index) })}>
              {optionKey(index)}
            </kbd>
            <span>{option}</span>
          </button>
        ))}
      </div>
    );
  }
  const shared = {
    "aria-label": t.answerLabel,
    value,
    disabled,
    autoFocus: true,
    className: "w-full rounded-lg border border-line bg-canvas px-3 py-2 text-base",
    "data-testid": "answer-input",
  };
  return question.kind === "short" ? (
    <textarea {...shared} rows={3} onChange={(event) => onChange(event.target.value)} />
  ) : (
    <input {...shared} type="text" autoComplete="off" spellCheck={false} onChange={(event) => onChange(event.target.value)} />
  );
}
