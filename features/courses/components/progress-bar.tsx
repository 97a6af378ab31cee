"use client";

import { lazy, Suspense, useState } from "react";
import { StaticFill } from "./progress-fill";

// Motion only for a bar that can still move (a course being written): the library's
// bars and a finished course's never load it, and their routes' first load carries none.
const AnimatedFill = lazy(() =>
  import("./animated-progress-fill").then(
    (module) => ({ default: module.AnimatedFill }),
    () => ({ default: StaticFill }),
  ),
);

/**
 * A labelled progress bar (role=progressbar), e.g. chapters written of all chapters.
 * `live`: the value will change while the page is open, so each step animates.
 */
export function ProgressBar({
  value,
  max,
  label,
  size = "md",
  live = false,
  className,
}: {
  value: number;
  max: number;
  label: string;
  size?: "sm" | "md";
  live?: boolean;
  className?: string;
}) {
  // Once live, always animated: the last chapter finishing ends "live", and that step should move too.
  const [animated, setAnimated] = useState(live);
  if (live && !animated) setAnimated(true);
  const percent = max > 0 ? Math.round((Math.min(value, max) / max) * 100) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      className={["overflow-hidden rounded-full bg-surface-2", size === "sm" ? "h-1.5" : "h-2", className].filter(Boolean).join(" ")}
    >
      {animated ? (
        <Suspense fallback={<StaticFill percent={percent} />}>
          <AnimatedFill percent={percent} />
        </Suspense>
      ) : (
        <StaticFill percent={percent} />
      )}
    </div>
  );
}
