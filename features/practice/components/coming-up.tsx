"use client";

import { useMessages } from "@/lib/i18n/i18n-provider";
import { useProgressSummary } from "../api/get-progress-summary";
import { progressMessages } from "./progress-messages";

/**
 * On /review: what comes due next, from the learner's own due chart (their days): tomorrow, the
 * rest of this week (the five days after tomorrow) and the streak to keep. Quiet until it is read.
 */
export function ComingUp() {
  const t = useMessages(progressMessages);
  const { state } = useProgressSummary(null);
  if (state.status !== "ready") return null;
  const days = state.data.dueDays;
  const tomorrow = days[1]?.count ?? 0;
  const week = days.slice(2, 7).reduce((sum, day) => sum + day.count, 0);
  return (
    <p className="text-sm text-fg-muted" data-testid="coming-up">
      {t.comingUp({ tomorrow, week })} · {t.streak({ days: state.data.streak.days })}
    </p>
  );
}
