"use client";

import { useCallback, useState } from "react";
import * as z from "zod/mini";
import type { DesignedOutline } from "../lib/interview-schemas";

/** POST /api/courses answers `{ course: { id } }` (or the app's JSON error shape). */
// zod/mini: this hook is in the /create page's first load (full zod adds ~32 KB gzip).
const savedSchema = z.object({ course: z.object({ id: z.string().check(z.minLength(1)) }) });
const errorSchema = z.object({ error: z.object({ message: z.string() }) });

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
      const saved = savedSchema.safeParse(body);
      if (response.ok && saved.success) return setState({ kind: "saved", courseId: saved.data.course.id });
      const error = errorSchema.safeParse(body);
      setState({ kind: "unsaved", error: error.success ? error.data.error.message : null });
    } catch {
      setState({ kind: "unsaved", error: null });
    }
  }, [outline]);

  return { state, retry };
}
