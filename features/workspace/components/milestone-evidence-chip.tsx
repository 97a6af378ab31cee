"use client";

import type { MilestoneStatus } from "../lib/milestone-status";
import type { WorkspaceStrings } from "./workspace-messages";

const STYLE: Record<MilestoneStatus["status"], string> = {
  earned: "border-success text-success",
  in_progress: "border-warning text-fg",
  not_started: "border-line text-fg-muted",
};

/**
 * A milestone's evidence status (earned / in progress / not started) as the practice answers show
 * it, linking to the attempts behind it; an earned milestone not yet ticked offers the tick, which
 * the server allows because the same evidence holds.
 */
export function MilestoneEvidenceChip({
  title,
  status,
  ticked,
  onTick,
  t,
}: {
  title: string;
  status: MilestoneStatus;
  ticked: boolean;
  onTick: () => void;
  t: WorkspaceStrings;
}) {
  const label = t.evidenceStatus[status.status];
  return (
    <>
      {status.status === "not_started" ? (
        <span
          className={`inline-flex items-center rounded border px-1 ${STYLE.not_started}`}
          title={t.evidenceHint}
          data-testid="milestone-evidence"
          data-status="not_started"
        >
          {label}
        </span>
      ) : (
        <a
          href={status.href}
          className={`inline-flex items-center self-stretch rounded border px-1 underline ${STYLE[status.status]}`}
          title={t.evidenceHint}
          aria-label={`${label} (${t.attempts}): ${title}`}
          data-testid="milestone-evidence"
          data-status={status.status}
        >
          {label}
        </a>
      )}
      {status.status === "earned" && !ticked ? (
        <button
          type="button"
          className="inline-flex items-center self-stretch rounded bg-success px-1.5 font-medium text-white"
          onClick={onTick}
          title={t.tickEarnedHint}
          aria-label={`${t.tickEarnedHint}: ${title}`}
          data-testid="milestone-tick-earned"
        >
          {t.tickEarned}
        </button>
      ) : null}
    </>
  );
}
