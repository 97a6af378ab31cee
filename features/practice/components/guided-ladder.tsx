"use client";

import { useState } from "react";
import { useMessages } from "@/lib/i18n/i18n-provider";
import type { TutorMode } from "@/lib/ai/tutor-mode";
import type { GuidedView } from "../contract";
import { guidedMessages, type GuidedStrings } from "./guided-messages";

const RUNGS = ["ask", "hint1", "hint2", "hint3", "solution"] as const;

/** How far up the ladder a step is (confidence waits on the rung of the hints given so far). */
function rungOf(view: GuidedView): number {
  if (view.step === "solution" || view.step === "solved") return RUNGS.length - 1;
  return Math.min(3, view.hintsUsed);
}

/**
 * The plain switch between guided mode and "just explain". `mode` null: not known yet (hydrating),
 * neither is drawn as chosen, so the wrong one never flashes.
 */
export function TutorModeSwitch({ mode, onMode, t }: { mode: TutorMode | null; onMode: (mode: TutorMode) => void; t: GuidedStrings }) {
  return (
    <div
      role="radiogroup"
      aria-label={t.label}
      aria-busy={mode === null}
      className="inline-flex rounded border border-line text-xs"
      data-testid="tutor-mode"
    >
      {(["guided", "explain"] as const).map((value) => (
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={mode === value}
          title={value === "guided" ? t.guidedHelp : t.explainHelp}
          onClick={() => onMode(value)}
          className={`min-h-11 px-3 sm:min-h-9 ${mode === value ? "bg-accent font-medium text-accent-fg" : "text-fg-muted hover:text-fg"}`}
          data-testid={`tutor-mode-${value}`}
        >
          {value === "guided" ? t.guided : t.explain}
        </button>
      ))}
    </div>
  );
}

function Ladder({ view, t }: { view: GuidedView; t: GuidedStrings }) {
  const at = rungOf(view);
  return (
    <ol aria-label={t.ladder} className="flex flex-wrap gap-1 text-xs" data-testid="guided-ladder">
      {RUNGS.map((rung, index) => (
        <li
          key={rung}
          aria-current={index === at ? "step" : undefined}
          data-reached={index <= at}
          className={`rounded px-2 py-0.5 ${index === at ? "bg-accent text-accent-fg" : index < at ? "bg-accent-soft" : "border border-line text-fg-muted"}`}
        >
          {t.steps[rung]}
        </li>
      ))}
    </ol>
  );
}

/** One of the learner's buttons on the ladder: it says `text` to the tutor, as if typed (big enough to tap on a phone). */
function SendButton(props: { text: string; label: string; testId: string; busy: boolean; onSend: (text: string) => void }) {
  return (
    <button
      type="button"
      disabled={props.busy}
      onClick={() => props.onSend(props.text)}
      className="min-h-11 min-w-11 rounded border border-line px-2 text-xs sm:min-h-9"
      data-testid={props.testId}
    >
      {props.label}
    </button>
  );
}

/**
 * Guided mode beside a tutor (issue 26): the question being worked on, where the learner is on the
 * hint ladder, what they tried, the confidence asked before an answer is checked, and "show me the
 * answer" once they have tried. Every button sends the learner's words through the tutor, which
 * moves the ladder on the server; nothing here decides anything.
 */
export function GuidedPanel({
  view,
  mode,
  onMode,
  onSend,
  busy,
}: {
  view: GuidedView | null;
  mode: TutorMode | null;
  onMode: (mode: TutorMode) => void;
  onSend: (text: string) => void;
  busy: boolean;
}) {
  const t = useMessages(guidedMessages);
  const question = mode === "guided" ? view?.question : null;
  const say = { busy, onSend };
  const open = view && view.step !== "solved" && view.step !== "solution";
  // On a phone the question's full text, options and lines are one tap away (the tutor has just said them):
  // shown whole, the panel left the conversation above it a line or two of the screen.
  const [whole, setWhole] = useState(false);
  const phoneOnly = whole ? "" : "hidden sm:block";
  return (
    <div
      // Capped, so a long list of tries scrolls inside the panel rather than pushing the conversation away.
      className="max-h-[45dvh] space-y-2 overflow-y-auto border-b border-line px-3 py-2 text-sm"
      data-testid="guided-panel"
      data-step={view?.step ?? ""}
    >
      <TutorModeSwitch mode={mode} onMode={onMode} t={t} />
      {view && question ? (
        <section aria-label={t.working} className="space-y-2" data-testid="guided-question">
          <div className="flex items-center justify-between gap-2">
            <p className="text-xs text-fg-muted">{t.working}</p>
            <button
              type="button"
              aria-expanded={whole}
              onClick={() => setWhole((shown) => !shown)}
              className="-my-2 min-h-11 px-1 text-xs text-accent sm:hidden"
              data-testid="guided-whole-question"
            >
              {whole ? t.lessQuestion : t.wholeQuestion}
            </button>
          </div>
          <p className={`whitespace-pre-wrap ${whole ? "" : "line-clamp-2 sm:line-clamp-none"}`}>{question.prompt}</p>
          {question.options ? (
            <ol className={`list-none space-y-0.5 text-xs ${phoneOnly}`}>
              {question.options.map((option, index) => (
                <li key={option}>
                  {String.fromCharCode(65 + index)}) {option}
                </li>
              ))}
            </ol>
          ) : null}
          <p className={`font-mono text-xs text-fg-muted ${phoneOnly}`}>{t.from({ citation: question.citation })}</p>
          <Ladder view={view} t={t} />
          {view.step === "solved" ? <p className="text-xs text-success">{t.solved}</p> : null}
          {view.step === "solution" ? <p className="text-xs text-fg-muted">{t.shown}</p> : null}
          {view.tries.length ? (
            <div className="text-xs">
              <p className="text-fg-muted">{t.tried}</p>
              <ul data-testid="guided-tries">
                {view.tries.map((attempt, index) => (
                  <li key={index}>
                    <span className="font-medium">{attempt.answer}</span> — {attempt.correct ? t.right : t.wrong} ·{" "}
                    {t.sure({ confidence: attempt.confidence })}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {view.held > 0 ? (
            <p role="status" className="text-xs text-fg-muted" data-testid="guided-held">
              {t.held({ count: view.held })}
            </p>
          ) : null}
          {open && view.awaitingConfidence ? (
            <div role="group" aria-label={t.howSure} className="sticky bottom-0 space-y-1 bg-canvas py-1">
              <p className="text-xs">{t.howSure}</p>
              <div className="flex flex-wrap gap-1">
                {(["1", "2", "3", "4"] as const).map((level) => (
                  <SendButton key={level} {...say} text={level} label={t.confidence[level]} testId={`guided-confidence-${level}`} />
                ))}
              </div>
            </div>
          ) : null}
          {open && !view.awaitingConfidence ? (
            <div className="sticky bottom-0 flex flex-wrap gap-2 bg-canvas py-1">
              <SendButton {...say} text={t.hintText} label={t.hint} testId="guided-hint" />
              {view.canShowAnswer ? <SendButton {...say} text={t.showText} label={t.show} testId="guided-show" /> : null}
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
