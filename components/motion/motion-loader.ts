import type { FeatureBundle } from "motion/react";

/*
 * The motion features arrive in their own chunks, fetched the first time a
 * MotionProvider mounts (or something calls preloadMotion). Until one has
 * loaded, m.* elements render as plain elements, so components ask
 * isMotionReady() before they start anything invisible (an enter from
 * opacity 0): it only ever plays once it can also finish.
 */
let ready = false;
const listeners = new Set<() => void>();

function loaded(bundle: FeatureBundle): FeatureBundle {
  if (!ready) {
    ready = true;
    for (const listener of listeners) listener();
  }
  return bundle;
}

/**
 * A failed fetch (offline, a deploy in between) leaves motion off instead of
 * throwing: the promise LazyMotion waits on never settles, elements stay plain
 * and fully visible, and the next provider that mounts tries again.
 */
function once(load: () => Promise<{ default: FeatureBundle }>) {
  let pending: Promise<FeatureBundle> | undefined;
  return (): Promise<FeatureBundle> =>
    (pending ??= load().then(
      (module) => loaded(module.default),
      () => {
        pending = undefined;
        return new Promise<FeatureBundle>(() => {});
      },
    ));
}

export const loadAnimationFeatures = once(() => import("./motion-features"));
export const loadLayoutFeatures = once(() => import("./motion-layout-features"));

/*
 * A provider "on demand" fetches nothing at mount: where nothing moves until
 * the learner acts (the workspace tutor: its cards rise in only in a live
 * reply), its features wait for the first preloadMotion().
 */
let motionWanted: () => void = () => {};
const wanted = new Promise<void>((resolve) => (motionWanted = resolve));
export const loadAnimationFeaturesOnDemand = (): Promise<FeatureBundle> => wanted.then(() => loadAnimationFeatures());

/** Starts fetching the animation features before anything animates (e.g. while a reply streams). */
export function preloadMotion(): void {
  motionWanted();
  void loadAnimationFeatures();
}

export const isMotionReady = (): boolean => ready;

export function subscribeMotionReady(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
