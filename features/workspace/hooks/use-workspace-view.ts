"use client";

import { useEffect, useMemo, useRef, useState } from "react";
import type { WorkspaceHost, WorkspaceView } from "../components/workspace-extensions";

/**
 * The view another feature shows in place of the editor (a source at its
 * cited lines), and the host object handed to extensions. `onShow` runs when
 * a view opens (on a phone: switch to the editor tab). The host is stable per
 * course, so extensions may keep it in effects and callbacks.
 */
export function useWorkspaceView(courseId: string, onShow: () => void) {
  const [view, setView] = useState<WorkspaceView | null>(null);
  const onShowRef = useRef(onShow);
  useEffect(() => {
    onShowRef.current = onShow;
  });
  const host = useMemo<WorkspaceHost>(
    () => ({
      courseId,
      showView: (next) => {
        setView(next);
        if (next) onShowRef.current();
      },
    }),
    [courseId],
  );
  return { view, host };
}
