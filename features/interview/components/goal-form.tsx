"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { prepareChatEngine } from "@/hooks/use-deferred-chat";
import { useMaterialAttachments } from "../hooks/use-material-attachments";
import { newInterviewId, openInterviewStore } from "../lib/interview-store-loader";
import type { InterviewStrings } from "./interview-messages";
import { MaterialAttachments } from "./material-attachments";

const MAX_GOAL = 2000;

/**
 * /create without a goal: ask for one (and, optionally, the learner's own
 * material), then start. Without material it starts through the same `?goal=`
 * path as the home page; with material the interview is created here, under the
 * id the documents were attached to, with the ids of the ready ones.
 */
export function GoalForm({ strings }: { strings: InterviewStrings }) {
  const router = useRouter();
  const [goal, setGoal] = useState("");
  const [interviewId] = useState(newInterviewId);
  const material = useMaterialAttachments(interviewId);
  const [askedToWait, setAskedToWait] = useState(false);

  const start = async (withPending: boolean) => {
    const trimmed = goal.trim().slice(0, MAX_GOAL);
    if (!trimmed) return;
    if (material.pendingCount > 0 && !withPending) {
      setAskedToWait(true);
      return;
    }
    if (material.readyIds.length === 0) {
      router.push(`/create?goal=${encodeURIComponent(trimmed)}`);
      return;
    }
    const store = await openInterviewStore();
    const now = Date.now();
    await store.put({ id: interviewId, goal: trimmed, messages: [], materialIds: material.readyIds, createdAt: now, updatedAt: now });
    router.push(`/create?id=${interviewId}`);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void start(false);
  };

  return (
    <form onSubmit={submit} className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
      <h1 className="text-2xl font-semibold text-zinc-900 dark:text-zinc-50">{strings.newGoalTitle}</h1>
      <p className="mt-2 text-sm text-fg-subtle">{strings.newGoalHint}</p>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row">
        <input
          value={goal}
          onChange={(event) => {
            // Typing a goal (not focus: the field is autofocused) means an interview is about to start.
            prepareChatEngine();
            setGoal(event.target.value);
          }}
          placeholder={strings.newGoalPlaceholder}
          maxLength={MAX_GOAL}
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
      <MaterialAttachments
        strings={strings.material}
        attachments={material.attachments}
        onFiles={(files) => void material.attach(files)}
        onRemove={material.remove}
      />
      {askedToWait && material.pendingCount > 0 && (
        <div
          className="mt-3 flex flex-col gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 sm:flex-row sm:items-center dark:bg-amber-950/40 dark:text-amber-100"
          role="status"
          data-testid="material-pending"
        >
          <p className="flex-1">{strings.material.pending({ count: material.pendingCount })}</p>
          <button
            type="button"
            onClick={() => void start(true)}
            className="self-start rounded-lg border border-amber-300 px-3 py-1.5 text-sm font-medium hover:bg-amber-100 dark:border-amber-800 dark:hover:bg-amber-900/40"
          >
            {strings.material.startWithout}
          </button>
        </div>
      )}
      {material.readyIds.length > 0 && material.pendingCount === 0 && (
        <p className="mt-3 text-xs text-fg-subtle" data-testid="material-follows">
          {strings.material.followsMaterial}
        </p>
      )}
    </form>
  );
}
