"use client";

import { useCallback, useState } from "react";
import { readApiError } from "@/lib/http/client-error-message";
import type { DesignedOutline } from "../lib/interview-schemas";
import { readSavedCourseId } from "../lib/saved-course";

export type OutlineSaveState =
  { kind: "saved"; courseId: string } | { kind: "unsaved"; error: string | null } | { kind: "saving" } | { kind: "none" };

/**
 * The outline card's Retry: when the interview could not save the outline
 * (the tool output carries `unsaved` instead of a course id), send it again to
 * the courses API. Saving is an upsert per interview, so a retry never duplicates.
 */
export function useOutlineSaveRetry(outline: DesignedOutline): { state: OutlineSaveState; retry: () => Promise<void> } {
  const initial: OutlineSaveState = outline.courseId
    ? { kind: "saved", courseId: outline.courseId }
    : outline.unsaved
      ? { kind: "unsaved", error: null }
      : { kind: "none" };
  const [state, setState] = useState<OutlineSaveState>(initial);

  const retry = useCallback(async () => {
    const { unsaved } = outline;
    if (!unsaved) return;
    // The outline alone (JSON drops the undefined keys): the draft fields go beside it.
    const rest = { ...outline, courseId: undefined, unsaved: undefined };
    setState({ kind: "saving" });
    try {
      const response = await fetch("/api/courses", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...unsaved, outline: rest }),
      });
      const body: unknown = await response.json().catch(() => null);
      // POST /api/courses answers `{ course: { id } }` or the app's JSON error shape.
      const courseId = response.ok ? readSavedCourseId(body) : null;
      if (courseId) return setState({ kind: "saved", courseId });
      setState({ kind: "unsaved", error: readApiError(body)?.message ?? null });
    } catch {
      setState({ kind: "unsaved", error: null });
    }
  }, [outline]);

  return { state, retry };
}
