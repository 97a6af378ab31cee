"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import type { InterviewStrings } from "./interview-messages";

/** /create without a goal: ask for one, then start through the same `?goal=` path as the home page. */
export function GoalForm({ strings }: { strings: InterviewStrings }) {
  const router = useRouter();
  const [goal, setGoal] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = goal.trim();
    if (trimmed) router.push(`/create?goal=${encodeURIComponent(trimmed)}`);
  };
  return (
    <form onSubmit={submit} className="mx-auto w-full max-w-xl px-4 py-16">
      <h1 className="text-2xl font-semibold text-zinc-900 dark:text-zinc-50">{strings.newGoalTitle}</h1>
      <p className="mt-2 text-sm text-fg-subtle">{strings.newGoalHint}</p>
      <div className="mt-6 flex gap-2">
        <input
          value={goal}
          onChange={(event) => setGoal(event.target.value)}
          placeholder={strings.newGoalPlaceholder}
          maxLength={2000}
          autoFocus
          name="goal"
          aria-label={strings.newGoalTitle}
          className="min-w-0 flex-1 rounded-xl border border-zinc-300 bg-white px-4 py-2.5 text-[15px] outline-none focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/20 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
          data-testid="create-goal-input"
        />
        <button
          type="submit"
          disabled={!goal.trim()}
          className="rounded-xl bg-indigo-600 px-5 py-2.5 text-sm font-medium text-white hover:bg-indigo-500 disabled:opacity-40"
        >
          {strings.start}
        </button>
      </div>
    </form>
  );
}
