"use client";

import { useEffect, useState } from "react";
import { prepareChatEngine } from "@/hooks/use-deferred-chat";
import { useMessages } from "@/lib/i18n/i18n-provider";
import type { InterviewStore, StoredInterview } from "../lib/interview-store";
import { newInterviewId, openInterviewStore } from "../lib/interview-store-loader";
import { GoalForm } from "./goal-form";
import { InterviewChat } from "./interview-chat";
import { interviewMessages } from "./interview-messages";
import { OfflineModelNotice } from "@/components/offline-model-notice";

export const MAX_GOAL_LENGTH = 2000;

type PageState =
  | { kind: "loading" }
  | { kind: "ask-goal" }
  | { kind: "not-found" }
  | { kind: "ready"; interview: StoredInterview; store: InterviewStore; goalTrimmed: boolean };

/**
 * /create: `?goal=` starts a new interview (saved under a fresh id that
 * replaces the goal in the URL, so a reload resumes instead of restarting);
 * `?id=` reopens a saved one; neither asks for a goal.
 */
export function InterviewPage({ goal, id }: { goal?: string; id?: string }) {
  const strings = useMessages(interviewMessages);
  const [state, setState] = useState<PageState>({ kind: "loading" });

  useEffect(() => {
    let cancelled = false;
    // A goal (or a saved interview) starts talking at once: fetch the engine while the store opens.
    if (id || goal?.trim()) prepareChatEngine();
    void (async () => {
      const store = await openInterviewStore();
      if (id) {
        const interview = await store.get(id);
        if (!cancelled) setState(interview ? { kind: "ready", interview, store, goalTrimmed: false } : { kind: "not-found" });
        return;
      }
      const trimmedGoal = goal?.trim() ?? "";
      if (!trimmedGoal) {
        if (!cancelled) setState({ kind: "ask-goal" });
        return;
      }
      const now = Date.now();
      const interview: StoredInterview = {
        id: newInterviewId(),
        goal: trimmedGoal.slice(0, MAX_GOAL_LENGTH),
        messages: [],
        createdAt: now,
        updatedAt: now,
      };
      await store.put(interview);
      if (cancelled) return;
      // No navigation: the page keeps running, only the address changes to the resumable one.
      window.history.replaceState(null, "", `/create?id=${interview.id}`);
      setState({ kind: "ready", interview, store, goalTrimmed: trimmedGoal.length > MAX_GOAL_LENGTH });
    })();
    return () => {
      cancelled = true;
    };
  }, [goal, id]);

  if (state.kind === "loading") {
    return (
      <p className="p-8 text-center text-sm text-fg-subtle" role="status">
        {strings.loading}
      </p>
    );
  }
  if (state.kind === "ask-goal") return <GoalForm strings={strings} />;
  if (state.kind === "not-found") {
    return (
      <div className="mx-auto max-w-md p-8 text-center" data-testid="interview-not-found">
        <h1 className="text-lg font-semibold text-zinc-900 dark:text-zinc-100">{strings.notFoundTitle}</h1>
        <p className="mt-2 text-sm text-fg-subtle">{strings.notFoundBody}</p>
        <a
          href="/create"
          className="mt-4 inline-block rounded-lg bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-500"
        >
          {strings.startNew}
        </a>
      </div>
    );
  }
  return (
    <div className="flex h-[calc(100dvh-var(--header-height))] w-full flex-col">
      <OfflineModelNotice />
      {(!state.store.persistent || state.goalTrimmed) && (
        <div
          className="mx-auto mt-4 w-[calc(100%-2rem)] max-w-2xl space-y-1 rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-800 dark:bg-amber-950/40 dark:text-amber-200"
          role="note"
          data-testid="interview-notice"
        >
          {!state.store.persistent && <p>{strings.memoryOnly}</p>}
          {state.goalTrimmed && <p>{strings.goalTrimmed({ max: MAX_GOAL_LENGTH })}</p>}
        </div>
      )}
      <InterviewChat key={state.interview.id} interview={state.interview} store={state.store} />
    </div>
  );
}
