"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { DEFAULT_TUTOR_MODE, type TutorMode } from "@/lib/ai/tutor-mode";
import { useRememberedTutorMode } from "@/stores/ui-preferences-store";

/**
 * The tutor pane's side of a panel another feature puts beside it (WorkspaceExtensions.tutorPanel):
 * the tutor's mode, sent with each request (read through a ref: the transport is made once), and
 * the latest data of each transient data part the tutor streamed, by type. The mode is the learner's
 * last choice in this course (kept across reloads), guided until they make one.
 */
export function useTutorPanel(courseId: string) {
  // Null only while hydrating (not yet known): the panel draws no mode then; nothing can be sent before it is known.
  const [mode, setMode] = useRememberedTutorMode(`course:${courseId}`);
  const modeRef = useRef<TutorMode>(mode ?? DEFAULT_TUTOR_MODE);
  useEffect(() => {
    modeRef.current = mode ?? DEFAULT_TUTOR_MODE;
  });
  const [data, setData] = useState<Record<string, unknown>>({});
  const onData = useCallback((part: { type: string; data: unknown }) => setData((parts) => ({ ...parts, [part.type]: part.data })), []);
  return { mode, setMode, modeRef, data, onData };
}
