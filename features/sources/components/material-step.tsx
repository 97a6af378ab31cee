"use client";

import { lazy, Suspense, type ComponentProps } from "react";
import type { MaterialStep as View } from "./material-step-view";

export { isMaterialTool } from "../lib/material-tool";

/*
 * A step of the tutor's timeline, outside the workspace's first load: steps show
 * only for the tutor's searchMaterial/readSource calls, and the view brings
 * motion (m.*, the fold slides) and the tool schemas. Its chunk is fetched the
 * first time a step renders (motion itself comes with the tutor's other cards,
 * fetched when the learner turns to the tutor); until then the step shows nothing.
 */
const Lazy = lazy(() => import("./material-step-view").then((module) => ({ default: module.MaterialStep })));

export function MaterialStep(props: ComponentProps<typeof View>) {
  return (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
}
