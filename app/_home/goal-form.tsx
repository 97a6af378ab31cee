"use client";
import ArrowRight from "lucide-react/icons/arrow-right";

import { useRouter } from "next/navigation";
import { useState, useTransition, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { TextareaAutosize } from "@/components/ui/textarea-autosize";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { createHref } from "./create-href";
import { homeMessages } from "./home-messages";

export const GOAL_MAX_LENGTH = 2000;

/**
 * The goal box. It is a real GET form to /create, so it still works before
 * hydration; with JS it trims the goal and navigates client-side.
 */
export function GoalForm() {
  const t = useMessages(homeMessages);
  const router = useRouter();
  const [goal, setGoal] = useState("");
  const [navigating, startTransition] = useTransition();
  const trimmed = goal.trim();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!trimmed || navigating) return;
    startTransition(() => router.push(createHref(trimmed)));
  }

  return (
    <form action="/create" method="get" onSubmit={handleSubmit} className="w-full">
      <div className="card flex flex-col gap-2 p-2 shadow-soft transition-[border-color,box-shadow] focus-within:border-accent/60 focus-within:ring-4 focus-within:ring-accent/15 sm:flex-row sm:items-end">
        <label htmlFor="goal-input" className="sr-only">
          {t.inputLabel}
        </label>
        <TextareaAutosize
          id="goal-input"
          name="goal"
          data-testid="goal-input"
          autoFocus
          submitOnEnter
          enterKeyHint="go"
          maxLength={GOAL_MAX_LENGTH}
          value={goal}
          onChange={(event) => setGoal(event.target.value)}
          placeholder={t.placeholder}
          // The card shows the focus ring (focus-within), so the bare field needs no outline of its own.
          className="max-h-48 min-h-12 w-full flex-1 resize-none bg-transparent px-3 py-3 text-base leading-6 text-fg placeholder:text-fg-subtle focus-visible:outline-none sm:text-lg sm:leading-7"
        />
        <Button type="submit" size="lg" data-testid="start-interview" disabled={!trimmed || navigating} className="w-full sm:w-auto">
          {navigating ? (
            <>
              {/* The spinner's status label is what screen readers hear; the visible text would repeat it. */}
              <Spinner size="sm" label={t.starting} />
              <span aria-hidden="true">{t.starting}</span>
            </>
          ) : (
            <>
              {t.start}
              <ArrowIcon />
            </>
          )}
        </Button>
      </div>
      <p className="mt-2 hidden px-1 text-xs text-fg-subtle sm:block">{t.enterHint}</p>
    </form>
  );
}

function ArrowIcon() {
  return <ArrowRight aria-hidden="true" className="size-4" />;
}
