"use client";

import { useMessages } from "@/lib/i18n/i18n-provider";
import { useSetClaim } from "../api/set-claim";
import { progressMessages } from "./progress-messages";

/** The learner's own claim on a chapter, as a badge apart from the evidence: dashed, and saying it is not evidence. */
export function ClaimBadge() {
  const t = useMessages(progressMessages);
  return (
    <span className="rounded-full border border-dashed border-line-strong px-2 text-xs text-fg-muted" data-testid="claim-badge">
      {t.claim.badge}
    </span>
  );
}

/** "I already know this" (or withdraw it) on one chapter; the mastery rule never reads it. */
export function ChapterClaim({ courseId, chapterId, claimed }: { courseId: string; chapterId: string; claimed: boolean }) {
  const t = useMessages(progressMessages);
  const claim = useSetClaim(courseId);
  return (
    <div className="flex flex-col items-start gap-1 pl-3">
      <button
        type="button"
        className="min-h-11 rounded-lg border border-dashed border-line px-3 text-sm disabled:opacity-50"
        disabled={claim.isPending}
        aria-pressed={claimed}
        data-testid="claim-chapter"
        onClick={() => claim.mutate({ chapterId, claimed: !claimed })}
      >
        {claimed ? t.claim.withdraw : t.claim.make}
      </button>
      <p className="text-xs text-fg-muted">{t.claim.note}</p>
      {claim.isError ? (
        <p role="alert" className="text-xs text-danger">
          {t.claim.failed}
        </p>
      ) : null}
    </div>
  );
}
