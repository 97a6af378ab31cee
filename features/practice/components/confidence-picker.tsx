"use client";

import { useEffect, useRef } from "react";
import { useMessages } from "@/lib/i18n/i18n-provider";
import type { Confidence } from "../lib/practice-session";
import { practiceMessages } from "./practice-messages";

const LEVELS: Confidence[] = [1, 2, 3, 4];

/** How sure the learner is, asked before the answer is revealed (it sets the FSRS rating of a right answer). */
export function ConfidencePicker({
  value,
  ask,
  disabled,
  onPick,
}: {
  value: Confidence | null;
  ask: boolean;
  disabled: boolean;
  onPick: (confidence: Confidence) => void;
}) {
  const t = useMessages(practiceMessages);
  // Asked for (Enter with no confidence, maybe from the answer field): focus leaves the field so 1–4 choose.
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (ask) first.current?.focus();
  }, [ask]);
  return (
    <fieldset className="flex flex-col gap-2" data-testid="confidence">
      <legend className="mb-2 text-sm font-medium">{t.confidenceTitle}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {LEVELS.map((level) => (
          <button
            key={level}
            ref={level === 1 ? first : undefined}
            type="button"
            data-practice-key=""
            aria-pressed={value === level}
            disabled={disabled}
            onClick={() => onPick(level)}
            className={`flex min-h-12 items-center justify-center gap-2 rounded-lg border px-2 text-sm ${
              value === level ? "border-accent bg-accent-soft font-medium" : "border-line hover:bg-surface-2"
            }`}
          >
            <kbd className="rounded border border-line px-1.5 font-mono text-xs">{level}</kbd>
            {t.confidence[String(level) as "1"]}
          </button>
        ))}
      </div>
      {ask ? (
        <p role="alert" className="text-sm text-danger">
          {t.confidenceHint}
        </p>
      ) : null}
    </fieldset>
  );
}
