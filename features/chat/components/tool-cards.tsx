"use client";
import Check from "lucide-react/icons/check";
import { OptionButton } from "@/components/chat/option-button";
import Circle from "lucide-react/icons/circle";
import CircleDot from "lucide-react/icons/circle-dot";

import Link from "next/link";
import { useState } from "react";
import { LazyMarkdown as Markdown } from "@/components/lazy-markdown";
import { Appear } from "@/components/motion/appear";
import { MotionProvider } from "@/components/motion/motion-provider";
import {
  deepDiveOutputSchema,
  lookupCoursesOutputSchema,
  offerOptionsOutputSchema,
  startCourseOutputSchema,
  updateLearnerNoteOutputSchema,
  type DeepDivePhase,
} from "../lib/chat-schemas";
import type { ChatStrings } from "./chat-messages";
import { Citations } from "./course-citations";

const PHASES: DeepDivePhase[] = ["started", "analyzing", "consulting", "complete"];

/** Input of a tool part as it streams: a partial object, or nothing yet. */
export function partialInput<T>(input: unknown): Partial<T> {
  return input && typeof input === "object" ? (input as Partial<T>) : {};
}

type OfferOptionsProps = {
  input: unknown;
  output: unknown;
  pending: boolean;
  disabled: boolean;
  onAnswer: (selected: string[]) => void;
  strings: ChatStrings;
};

// Motion only in this (lazily loaded) card: the chat page's first load carries none of it.
export function OfferOptionsCard(props: OfferOptionsProps) {
  return (
    <MotionProvider>
      <OfferOptions {...props} />
    </MotionProvider>
  );
}

function OfferOptions(props: OfferOptionsProps) {
  const { strings } = props;
  const input = partialInput<{ question: string; options: string[]; multiSelect: boolean }>(props.input);
  const multi = input.multiSelect === true;
  const [chosen, setChosen] = useState<string[]>([]);
  const pick = (option: string) => {
    if (!multi) return props.onAnswer([option]);
    setChosen((current) => (current.includes(option) ? current.filter((item) => item !== option) : [...current, option]));
  };
  const answer = offerOptionsOutputSchema.safeParse(props.output);
  // Cards and the answer animate only for a question answered here, not for a conversation read back.
  const [askedHere] = useState(!answer.success);
  const options = Array.isArray(input.options) ? input.options.filter((option): option is string => typeof option === "string") : [];
  return (
    <div className="card w-full max-w-xl self-start p-4" data-testid="option-card" role="group" aria-label={input.question ?? undefined}>
      {input.question && <p className="font-medium text-fg">{input.question}</p>}
      {props.pending && (
        <p className="mt-0.5 text-xs text-fg-muted">
          {multi ? `${strings.multiHint} · ` : ""}
          {strings.pickHint}
        </p>
      )}
      {answer.success ? (
        <Appear when={askedHere} className="mt-2 text-sm text-fg-muted" data-testid="option-answer">
          {strings.youChose}: <span className="font-medium text-fg">{answer.data.selected?.join(" · ") ?? answer.data.text}</span>
        </Appear>
      ) : (
        <>
          <div className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
            {options.map((option, index) => (
              <OptionButton
                key={`${index}-${option}`}
                index={index}
                option={option}
                selected={chosen.includes(option)}
                multi={multi}
                disabled={!props.pending || props.disabled}
                onPick={pick}
                size="compact"
                testId="chat-option"
                enter={askedHere && props.pending}
              />
            ))}
          </div>
          {multi && props.pending && (
            <button
              type="button"
              disabled={chosen.length === 0 || props.disabled}
              onClick={() => props.onAnswer(chosen)}
              className="mt-2 rounded-lg bg-accent px-3.5 py-1.5 text-sm font-medium text-accent-fg hover:bg-accent-hover disabled:cursor-not-allowed disabled:opacity-40"
              data-testid="chat-option-confirm"
            >
              {strings.confirm}
            </button>
          )}
        </>
      )}
    </div>
  );
}

export function DeepDiveCard(props: {
  input: unknown;
  output: unknown;
  state: string;
  preliminary: boolean;
  errorText?: string;
  strings: ChatStrings;
}) {
  const { strings } = props;
  const input = partialInput<{ topic: string }>(props.input);
  const parsed = deepDiveOutputSchema.safeParse(props.output);
  const output = parsed.success ? parsed.data : null;
  const phase: DeepDivePhase | "pending" = output
    ? props.preliminary || output.phase !== "complete"
      ? output.phase
      : "complete"
    : "pending";
  const reached = phase === "pending" ? -1 : PHASES.indexOf(phase);
  return (
    <div className="card w-full max-w-xl self-start p-4" data-testid="deep-dive-card" data-phase={phase} aria-busy={phase !== "complete"}>
      <p className="font-medium text-fg">{strings.deepDive({ topic: input.topic ?? "…" })}</p>
      <ol className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs" aria-label={strings.deepDiveSteps}>
        {PHASES.map((step, index) => {
          const done = index < reached || phase === "complete";
          const current = index === reached && phase !== "complete";
          return (
            <li
              key={step}
              data-step={step}
              aria-current={current ? "step" : undefined}
              className={`flex items-center gap-1 ${done ? "text-success" : current ? "font-medium text-accent-ink" : "text-fg-subtle"}`}
            >
              {done ? (
                <Check aria-hidden="true" className="size-3.5" />
              ) : current ? (
                <CircleDot aria-hidden="true" className="size-3.5" />
              ) : (
                <Circle aria-hidden="true" className="size-3.5" />
              )}
              {strings.phases[step]}
            </li>
          );
        })}
      </ol>
      {output?.explanation ? (
        <Markdown className="mt-3 text-sm" demoteH1>
          {output.explanation}
        </Markdown>
      ) : null}
      {output && <Citations citations={output.citations} title={strings.consulted} />}
      {props.state === "output-error" && <p className="mt-2 text-sm text-danger">{strings.toolFailed({ error: props.errorText ?? "" })}</p>}
    </div>
  );
}

/** What a course lookup found; the places the reply's text already links (`linked`) are not listed twice. */
export function LookupCoursesCard(props: { input: unknown; output: unknown; linked?: ReadonlySet<string>; strings: ChatStrings }) {
  const { strings } = props;
  const input = partialInput<{ query: string }>(props.input);
  const parsed = lookupCoursesOutputSchema.safeParse(props.output);
  const query = input.query ?? "";
  if (!parsed.success) {
    return (
      <p className="self-start px-1 text-sm text-fg-muted" role="status">
        {strings.lookingUp({ query })}
      </p>
    );
  }
  const { matches } = parsed.data;
  const unlinked = matches.filter((match) => !props.linked?.has(match.href));
  // The reply lists every place found: the card would only repeat it.
  if (matches.length > 0 && unlinked.length === 0) return null;
  return (
    <div className="card w-full max-w-xl self-start p-4" data-testid="course-lookup-card">
      <p className="text-sm font-medium text-fg">{strings.foundCourses({ query })}</p>
      {matches.length === 0 ? (
        <p className="mt-1 text-sm text-fg-muted">{strings.noCourses}</p>
      ) : (
        <Citations citations={unlinked} title="" />
      )}
    </div>
  );
}

export function StartCourseCard(props: { output: unknown; strings: ChatStrings }) {
  const parsed = startCourseOutputSchema.safeParse(props.output);
  if (!parsed.success)
    return (
      <p className="self-start px-1 text-sm text-fg-muted" role="status">
        {props.strings.preparingCourse}
      </p>
    );
  return (
    <Link
      href={parsed.data.href}
      className="self-start rounded-xl bg-accent px-4 py-2 text-sm font-medium text-accent-fg hover:bg-accent-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      data-testid="start-course-button"
    >
      {props.strings.startCourse({ goal: parsed.data.goal })}
    </Link>
  );
}

export function NotedChip(props: { output: unknown; strings: ChatStrings }) {
  const parsed = updateLearnerNoteOutputSchema.safeParse(props.output);
  if (!parsed.success) return null;
  const short = parsed.data.note.length > 80 ? `${parsed.data.note.slice(0, 79)}…` : parsed.data.note;
  return (
    <p
      className="self-start rounded-full bg-accent-soft px-3 py-1 text-xs text-accent-ink"
      data-testid="noted-chip"
      title={parsed.data.note}
    >
      {props.strings.noted({ note: short })}
    </p>
  );
}
