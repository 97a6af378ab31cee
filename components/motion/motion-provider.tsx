"use client";

import { LazyMotion, MotionConfig, useReducedMotionConfig } from "motion/react";
import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from "react";
import {
  isMotionReady,
  loadAnimationFeatures,
  loadAnimationFeaturesOnDemand,
  loadLayoutFeatures,
  subscribeMotionReady,
} from "./motion-loader";
import { BASE_TRANSITION } from "./transitions";

type Level = "animation" | "layout";
const ProvidedLevel = createContext<Level | null>(null);

/**
 * Motion for one animated subtree: LazyMotion (strict, so only the small m.*
 * components are ever bundled) with its features fetched after mount, and
 * MotionConfig reducedMotion="user", which makes transform, size and layout
 * animations instant for people who ask their system for reduced motion.
 * Mounted locally around what animates, never in the root layout, so a route
 * without motion loads none of it. `layout` adds layout projection (reorder).
 * Nested providers reuse the outer one unless they need more features.
 * `onDemand` waits for preloadMotion() instead of fetching at mount.
 */
export function MotionProvider({
  children,
  layout = false,
  onDemand = false,
}: {
  children: ReactNode;
  layout?: boolean;
  onDemand?: boolean;
}) {
  const outer = useContext(ProvidedLevel);
  const level: Level = layout ? "layout" : "animation";
  if (outer === "layout" || outer === level) return <>{children}</>;
  const features = layout ? loadLayoutFeatures : onDemand ? loadAnimationFeaturesOnDemand : loadAnimationFeatures;
  return (
    <ProvidedLevel.Provider value={level}>
      <LazyMotion features={features} strict>
        <MotionConfig reducedMotion="user" transition={BASE_TRANSITION}>
          {children}
        </MotionConfig>
      </LazyMotion>
    </ProvidedLevel.Provider>
  );
}

/**
 * Whether motion can run right now: inside a provider, features loaded, and
 * no reduced-motion preference. Anything that would start hidden or collapsed
 * checks this first, so nothing waits on a chunk that may never come.
 */
export function useMotionActive(): boolean {
  const provided = useContext(ProvidedLevel) !== null;
  const ready = useSyncExternalStore(subscribeMotionReady, isMotionReady, () => false);
  const reduced = useReducedMotionConfig();
  return provided && ready && reduced !== true;
}

/**
 * Whether this element plays its enter animation, decided once when it mounts
 * (`initial` is only read then): `wanted` says it appeared because of
 * something the learner or the tutor just did, not on page load.
 */
export function useEnterMotion(wanted = true): boolean {
  const active = useMotionActive();
  const [enter] = useState(() => wanted && active);
  return enter;
}
