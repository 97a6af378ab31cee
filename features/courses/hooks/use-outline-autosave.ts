"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { CourseDetail } from "../contract";
import { toApiError, type ApiError } from "@/lib/api/api-error";
import { conflictCourse } from "../api/course-requests";
import { getCourse } from "../api/get-course";
import { saveOutline, saveOutlineOnExit } from "../api/save-outline";
import * as ops from "../lib/outline-operations";
import type { EditorOutline } from "../lib/outline-operations";

export type SaveStatus = "saved" | "pending" | "saving" | "error" | "invalid";
export const AUTOSAVE_DELAY_MS = 600;

/**
 * Autosave for the outline editor: a debounced PUT with the revision the edit
 * was made on, one save at a time, a keepalive save on pagehide. A 409 hands
 * the server's course to `onConflict` (the editor shows it and says so).
 * Async code reads refs, never stale closures.
 */
export function useOutlineAutosave(options: {
  courseId: string;
  /** The revision the loaded outline was made on; the hook tracks it from then on. */
  initialRevision: number;
  /** The outline shown now. */
  readOutline: () => EditorOutline;
  debounceMs: number;
  onSaved: (course: CourseDetail) => void;
  onConflict: (latest: CourseDetail) => void;
}) {
  const { courseId, readOutline, debounceMs } = options;
  const revision = useRef(options.initialRevision);
  const [saveStatus, setSaveStatus] = useState<SaveStatus>("saved");
  const [saveError, setSaveError] = useState<ApiError | null>(null);
  const editVersion = useRef(0);
  const savedVersion = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<Promise<unknown> | null>(null);
  const callbacks = useRef(options);
  useEffect(() => {
    callbacks.current = options;
  });

  const save = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    while (inFlight.current) await inFlight.current;
    if (editVersion.current === savedVersion.current) {
      setSaveStatus("saved");
      return true;
    }
    const current = readOutline();
    if (ops.validateOutline(current).size > 0) {
      setSaveStatus("invalid");
      return false;
    }
    const version = editVersion.current;
    setSaveStatus("saving");
    setSaveError(null);
    const attempt = (async () => {
      try {
        const saved = await saveOutline(courseId, ops.toCourseOutline(current), revision.current);
        revision.current = saved.revision;
        savedVersion.current = Math.max(savedVersion.current, version);
        callbacks.current.onSaved(saved);
        return true;
      } catch (caught) {
        const error = toApiError(caught);
        if (error.status === 409) {
          // Another tab saved first: show what the server has now and say so.
          const latest = conflictCourse(error) ?? (await getCourse(courseId).catch(() => null));
          if (latest) {
            callbacks.current.onConflict(latest);
            return true;
          }
        }
        setSaveError(error);
        return false;
      }
    })();
    inFlight.current = attempt;
    const ok = await attempt;
    inFlight.current = null;
    const clean = editVersion.current === savedVersion.current;
    if (!ok) setSaveStatus("error");
    else setSaveStatus(clean ? "saved" : ops.validateOutline(readOutline()).size > 0 ? "invalid" : "pending");
    return ok && clean;
  }, [courseId, readOutline]);

  const markDirty = useCallback(
    (next: EditorOutline) => {
      editVersion.current += 1;
      clearTimeout(timer.current);
      if (ops.validateOutline(next).size > 0) {
        setSaveStatus("invalid");
        return;
      }
      setSaveStatus("pending");
      timer.current = setTimeout(() => void save(), debounceMs);
    },
    [debounceMs, save],
  );

  // Edits still inside the debounce when the page goes away are sent with keepalive.
  useEffect(() => {
    const sendPending = () => {
      if (editVersion.current === savedVersion.current || inFlight.current) return;
      if (ops.validateOutline(readOutline()).size > 0) return;
      clearTimeout(timer.current);
      saveOutlineOnExit(courseId, ops.toCourseOutline(readOutline()), revision.current);
      savedVersion.current = editVersion.current;
    };
    window.addEventListener("pagehide", sendPending);
    return () => {
      window.removeEventListener("pagehide", sendPending);
      sendPending();
    };
  }, [courseId, readOutline]);

  useEffect(() => () => clearTimeout(timer.current), []);

  /** The server's revision of what is shown: sent with every save and regeneration. */
  const getRevision = useCallback(() => revision.current, []);
  /** Adopting a course from the server: it is the revision from now on, and nothing is waiting to be saved. */
  const adoptRevision = useCallback((next: number) => {
    revision.current = next;
    savedVersion.current = editVersion.current;
  }, []);

  return { saveStatus, setSaveStatus, saveError, save, markDirty, getRevision, adoptRevision };
}
