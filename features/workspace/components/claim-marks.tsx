"use client";

import type { ClaimMark } from "@/lib/ai/turn/claim-marks";
import type { TutorStrings } from "./workspace-messages";

/**
 * The tutor's claims that no tool of its turn backs (lib/ai/turn/turn-claims.ts), said plainly under its
 * answer: "I've updated notes/x.md" with nothing written is "Not done — no change was made"; "According to
 * your material…" with nothing searched or read is "Not from your material".
 */
export function ClaimMarks({ marks, t }: { marks: readonly ClaimMark[] | undefined; t: TutorStrings }) {
  if (!marks?.length) return null;
  const label = { "not-done": t.claimNotDone, "awaiting-approval": t.claimAwaiting, "not-grounded": t.claimNotGrounded };
  return (
    <ul className="space-y-1" aria-label={t.claimMarksLabel} data-testid="claim-marks">
      {marks.map((mark, index) => (
        <li
          key={index}
          data-testid="claim-mark"
          data-kind={mark.kind}
          className="rounded border border-warning/50 bg-surface-2 px-2 py-1 text-xs"
        >
          <span className="font-medium text-warning">{label[mark.kind]}</span> <span className="text-fg-muted">“{mark.claim}”</span>
        </li>
      ))}
    </ul>
  );
}
