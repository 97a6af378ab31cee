"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { preloadMotion } from "@/components/motion/motion-loader";
import type { OptionDockProps } from "./option-dock";

/*
 * The option dock, and motion which animates its cards, outside /create's first
 * load: cards only ever show after the tutor has replied. The chunk (with the
 * animation features beside it) is fetched once the interview is under way:
 * the first reply streaming, or a question read back from the store.
 */
const OptionDock = lazy(() => import("./option-dock").then((module) => ({ default: module.OptionDock })));

export function LazyOptionDock(props: OptionDockProps) {
  const [wanted, setWanted] = useState(false);
  if (!wanted && (props.disabled || props.question !== null)) {
    // Adjusting state while rendering (React's pattern for state derived from props): once wanted, always mounted.
    setWanted(true);
  }
  useEffect(() => {
    if (wanted) preloadMotion();
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <OptionDock {...props} />
    </Suspense>
  );
}
