"use client";

import { m, type HTMLMotionProps } from "motion/react";
import { useEnterMotion } from "./motion-provider";
import { ENTER_FROM, ENTERED } from "./transitions";

type AppearProps = Omit<HTMLMotionProps<"div">, "initial" | "animate" | "exit"> & {
  /** False for content that was already there (a conversation read back): it is shown as it is. */
  when?: boolean;
};

/** A block that fades and rises into place when it arrives (a proposal, a diff, an answer). */
export function Appear({ when = true, ...props }: AppearProps) {
  const enter = useEnterMotion(when);
  return <m.div initial={enter ? ENTER_FROM : false} animate={ENTERED} {...props} />;
}
