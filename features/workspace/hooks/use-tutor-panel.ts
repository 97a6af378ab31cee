"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { DEFAULT_TUTOR_MODE, type TutorMode } from "@/lib/ai/tutor-mode";

/**
 * The tutor pane's side of a panel another feature puts beside it (WorkspaceExtensions.tutorPanel):
 * the tutor's mode, sent with each request (read through a ref: the transport is made once), and
 * the latest data of each transient data part the tutor streamed, by type.
 */
export function useTutorPanel() {
  const [mode, setMode] = useState<TutorMode>(DEFAULT_TUTOR_MODE);
  const modeRef = useRef(mode);
  useEffect(() => {
    modeRef.current = mode;
  });
  const [data, setData] = useState<Record<string, unknown>>({});
  const onData = useCallback((part: { type: string; data: unknown }) => setData((parts) => ({ ...parts, [part.type]: part.data })), []);
  return { mode, setMode, modeRef, data, onData };
}
