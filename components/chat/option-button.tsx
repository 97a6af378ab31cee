"use client";

import { m, type Variants } from "motion/react";
import { useEnterMotion } from "@/components/motion/motion-provider";
import { ENTER_FROM, STAGGER } from "@/components/motion/transitions";

// The cards of a new question rise in one after another, in reading order; a picked
// card dips and settles, so the pick registers where the eye already is.
const variants: Variants = {
  hidden: ENTER_FROM,
  shown: (index: number) => ({ opacity: 1, y: 0, scale: 1, transition: { delay: index * STAGGER } }),
  chosen: { opacity: 1, y: 0, scale: [0.97, 1] },
};

/**
 * One answer of an option question (interview and chat): a numbered card the
 * learner clicks; in a multi-select question a pressed toggle. "card" is the
 * interview's roomy dock, "compact" the chat's inline card. `enter` is false
 * for cards that were already there (an answered question read back).
 */
export function OptionButton(props: {
  index: number;
  option: string;
  selected: boolean;
  multi: boolean;
  disabled?: boolean;
  onPick: (option: string) => void;
  size: "card" | "compact";
  testId: string;
  enter?: boolean;
}) {
  const enter = useEnterMotion(props.enter ?? true);
  const size = props.size === "card" ? "gap-3 rounded-xl px-3.5 py-3" : "gap-2 rounded-lg px-3 py-2";
  const state = props.selected ? "border-accent bg-accent-soft" : "border-line bg-surface";
  return (
    <m.button
      type="button"
      custom={props.index}
      variants={variants}
      initial={enter ? "hidden" : false}
      animate={props.selected ? "chosen" : "shown"}
      disabled={props.disabled}
      onClick={() => props.onPick(props.option)}
      aria-pressed={props.multi ? props.selected : undefined}
      data-testid={props.testId}
      // Colours only: a CSS transition on transform or opacity would fight the motion above.
      className={`flex items-start border text-left text-sm text-fg transition-colors hover:border-accent hover:bg-accent-soft disabled:cursor-not-allowed disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus ${size} ${state}`}
    >
      <kbd className="mt-px hidden h-5 w-5 shrink-0 items-center justify-center rounded border border-line-strong text-[11px] text-fg-subtle sm:flex">
        {props.index + 1}
      </kbd>
      <span className="min-w-0 break-words">{props.option}</span>
    </m.button>
  );
}
