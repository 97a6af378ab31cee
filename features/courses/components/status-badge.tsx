import Check from "lucide-react/icons/check";
import type { ChapterStatus, CourseStatus } from "../contract";

/** Small pill for a course's or a chapter's status. Colour is never the only signal: the label says it too. */
const tone: Record<CourseStatus | ChapterStatus, string> = {
  draft: "bg-surface-2 text-fg-muted ring-line",
  queued: "bg-surface-2 text-fg-muted ring-line",
  generating: "bg-accent-soft text-accent-ink ring-accent/25",
  writing: "bg-accent-soft text-accent-ink ring-accent/25",
  ready: "bg-success/10 text-success ring-success/25",
  done: "bg-success/10 text-success ring-success/25",
  failed: "bg-danger-soft text-danger ring-danger/25",
};

export function StatusBadge({ status, label, className }: { status: CourseStatus | ChapterStatus; label: string; className?: string }) {
  const live = status === "writing" || status === "generating";
  return (
    <span
      className={[
        "inline-flex h-6 shrink-0 items-center gap-1.5 rounded-full px-2.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset",
        tone[status],
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    >
      <StatusDot status={status} live={live} />
      {label}
    </span>
  );
}

function StatusDot({ status, live }: { status: CourseStatus | ChapterStatus; live: boolean }) {
  if (status === "done" || status === "ready") {
    return <Check aria-hidden="true" className="size-3" strokeWidth={2.2} />;
  }
  return (
    <span aria-hidden="true" className="relative flex size-2">
      {/* The ping ring shows work in progress; reduced-motion users get a steady dot. */}
      {live ? (
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-current opacity-60 motion-reduce:hidden" />
      ) : null}
      <span
        className={[
          "relative inline-flex size-2 rounded-full bg-current",
          status === "queued" || status === "draft" ? "opacity-50" : "",
        ].join(" ")}
      />
    </span>
  );
}
