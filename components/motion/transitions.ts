import type { Transition } from "motion/react";

/*
 * One motion language for the app: short (150–250 ms) and decelerating, so a
 * change is noticed without being waited for. Movement only where it carries
 * meaning: something arrived, something was chosen, something moved.
 */
export const EASE_OUT = [0.2, 0, 0, 1] as const;

/** The default for every m.* element under a MotionProvider. */
export const BASE_TRANSITION: Transition = { duration: 0.2, ease: EASE_OUT };

/** Where an arriving card starts: a little lower and transparent. */
export const ENTER_FROM = { opacity: 0, y: 6 };
export const ENTERED = { opacity: 1, y: 0 };

/** Seconds between siblings entering together (option cards). */
export const STAGGER = 0.04;
