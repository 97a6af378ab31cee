"use client";

import type { Milestone } from "../lib/milestones";
import { milestoneStatus } from "../lib/milestone-status";
import { MilestoneEvidenceChip } from "./milestone-evidence-chip";
import type { MilestoneEvidence } from "./workspace-extensions";
import type { WorkspaceStrings } from "./workspace-messages";

/**
 * done / total and one pill per milestone: clicking a pill opens milestones.md at it; the box ticks
 * or unticks it (the server ticks only on practice evidence and says what is missing otherwise). A
 * ticked one links to the attempts behind it; an open one can carry the learner's own "I already
 * know this", shown as their claim and never as a tick. With `evidence` (the practice feature's
 * mastery, composed in app/) the count says how many are earned beside those ticked, each milestone
 * shows its status by the same rule the server ticks with, and an earned one offers its tick.
 */
export function MilestonesBar({
  milestones,
  attemptsHref,
  evidence = null,
  onOpen,
  onToggle,
  onClaim,
  t,
}: {
  milestones: Milestone[];
  attemptsHref: string;
  evidence?: MilestoneEvidence | null;
  onOpen: (milestone: Milestone) => void;
  onToggle: (milestone: Milestone) => void;
  onClaim: (milestone: Milestone) => void;
  t: WorkspaceStrings;
}) {
  const done = milestones.filter((milestone) => milestone.done).length;
  const statuses = milestones.map((milestone) => (evidence ? milestoneStatus(milestone.title, evidence) : null));
  const earned = statuses.filter((status) => status?.status === "earned").length;
  return (
    <div
      className="flex flex-wrap items-center gap-x-3 gap-y-1.5 border-b border-line px-3 py-2"
      data-testid="milestones-bar"
      aria-label={t.milestones}
    >
      {/* Ticked / total, and beside it (with evidence) how many the answers have earned: the course page's truth. */}
      <span className="flex shrink-0 items-baseline gap-1 text-sm">
        <span className="font-medium" data-testid="milestones-count">
          {t.milestonesDone({ done, total: milestones.length })}
        </span>
        {evidence ? (
          <span className={earned > done ? "text-success" : "text-fg-muted"} data-testid="milestones-earned">
            {t.milestonesEarned({ earned })}
          </span>
        ) : null}
      </span>
      <div className="h-1.5 w-20 shrink-0 overflow-hidden rounded-full bg-surface-2" aria-hidden="true">
        <div className="h-full bg-success" style={{ width: `${milestones.length ? (done / milestones.length) * 100 : 0}%` }} />
      </div>
      {milestones.length === 0 ? <span className="text-sm text-fg-muted">{t.noMilestones}</span> : null}
      <ul className={`flex min-w-0 gap-1.5 overflow-x-auto ${evidence ? "w-full" : "w-full sm:w-auto sm:flex-1"}`}>
        {milestones.map((milestone, position) => {
          const status = statuses[position];
          return (
            <li
              key={milestone.index}
              className={`flex shrink-0 items-center gap-1 rounded-full border px-2 py-0.5 text-xs ${milestone.done ? "border-success bg-accent-soft" : "border-line"}`}
              data-testid="milestone-pill"
              data-done={milestone.done}
            >
              <input
                type="checkbox"
                checked={milestone.done}
                onChange={() => onToggle(milestone)}
                aria-label={`${milestone.done ? t.untick : t.tick}: ${milestone.title}`}
              />
              <button type="button" className="max-w-48 truncate" title={milestone.title} onClick={() => onOpen(milestone)}>
                {milestone.title}
              </button>
              {status ? (
                <MilestoneEvidenceChip
                  title={milestone.title}
                  status={status}
                  ticked={milestone.done}
                  onTick={() => onToggle(milestone)}
                  t={t}
                />
              ) : null}
              {milestone.done && !status ? (
                <a href={attemptsHref} className="text-accent underline" aria-label={`${t.attempts}: ${milestone.title}`}>
                  {t.attempts}
                </a>
              ) : milestone.done || status?.status === "earned" ? null : milestone.claimed ? (
                <span className="rounded border border-dashed border-line px-1 text-fg-muted" title={t.ownClaimHint}>
                  {t.ownClaim}
                </span>
              ) : (
                <button
                  type="button"
                  className="text-fg-muted underline"
                  onClick={() => onClaim(milestone)}
                  aria-label={`${t.claim}: ${milestone.title}`}
                  title={t.ownClaimHint}
                >
                  {t.claim}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
