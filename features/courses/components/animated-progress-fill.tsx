"use client";

import { m } from "motion/react";
import { MotionProvider, useMotionActive } from "@/components/motion/motion-provider";
import { FILL_CLASS, StaticFill } from "./progress-fill";

/** The fill of a bar that is still moving: it slides to each new value with motion. Loaded lazily by ProgressBar. */
export function AnimatedFill({ percent }: { percent: number }) {
  return (
    <MotionProvider>
      <Fill percent={percent} />
    </MotionProvider>
  );
}

function Fill({ percent }: { percent: number }) {
  // Until the features are in, and with reduced motion, the plain fill stands in. The swap
  // remounts at the same width (initial={false}: no animation from zero), so nothing jumps.
  if (!useMotionActive()) return <StaticFill percent={percent} />;
  return <m.div className={FILL_CLASS} initial={false} animate={{ width: `${percent}%` }} />;
}
