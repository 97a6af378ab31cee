"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { CourseDetail } from "../api/course-api";
import { CourseApiError, courseClient, toCourseApiError } from "../api/course-client";
import { adoptOutline, recordEdit, startHistory, undoEdit, type OutlineHistory } from "../lib/outline-history";
import * as ops from "../lib/outline-operations";
import type { EditorOutline } from "../lib/outline-operations";
import { createOutlineEdits } from "./outline-edits";
import { AUTOSAVE_DELAY_MS, useOutlineAutosave } from "./use-outline-autosave";

/**
 * The outline review page's state: the outline being edited with its undo
 * history (lib/outline-history.ts), autosave (./use-outline-autosave.ts: a 409
 * adopts the server's course), and the two long actions, regenerate and
 * confirm. Edits are refused while a long action runs, so nothing typed meanwhile is lost.
 */
export type { SaveStatus } from "./use-outline-autosave";
export { AUTOSAVE_DELAY_MS } from "./use-outline-autosave";
export { UNDO_LIMIT } from "../lib/outline-history";
export type EditorNotice = "conflict" | null;

// Client-only row keys; they just need to be unique on the page.
let keySeed = 0;
const nextKey = () => `row${(keySeed += 1)}`;

interface OutlineEditorOptions {
  /** The course as loaded (a draft). Later changes of this prop are ignored: the editor owns the outline now. */
  course: CourseDetail;
  /** Every course the server returns (after a save, a conflict, a regeneration, the confirm). */
  onCourse?: (course: CourseDetail) => void;
  debounceMs?: number;
}

export function useOutlineEditor({ course, onCourse, debounceMs = AUTOSAVE_DELAY_MS }: OutlineEditorOptions) {
  const courseId = course.id;
  const [history, setHistoryState] = useState<OutlineHistory>(() => startHistory(ops.toEditorOutline(course.outline, nextKey)));
  const [notice, setNotice] = useState<EditorNotice>(null);
  const [regenerating, setRegenerating] = useState(false);
  const [regenerateError, setRegenerateError] = useState<CourseApiError | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [confirmError, setConfirmError] = useState<CourseApiError | null>(null);

  // Async code reads refs (never stale closures); commit() updates both.
  const historyRef = useRef(history);
  const outlineRef = useRef<EditorOutline>(history.outline);
  const revision = useRef(course.revision);
  const busy = useRef<"regenerate" | "confirm" | null>(null);
  const onCourseRef = useRef(onCourse);
  useEffect(() => {
    onCourseRef.current = onCourse;
  });
  const commit = useCallback((next: OutlineHistory) => {
    historyRef.current = next;
    outlineRef.current = next.outline;
    setHistoryState(next);
  }, []);

  /** Shows the server's course instead of ours; ours goes on the undo stack so nothing is lost. */
  const adoptRef = useRef<(latest: CourseDetail) => void>(() => {});
  const autosave = useOutlineAutosave({
    courseId,
    outlineRef,
    revision,
    debounceMs,
    onSaved: (saved) => onCourseRef.current?.(saved),
    onConflict: (latest) => {
      adoptRef.current(latest);
      setNotice("conflict");
    },
  });
  const { save, markDirty, markClean, setSaveStatus } = autosave;
  const adopt = useCallback(
    (latest: CourseDetail) => {
      commit(adoptOutline(historyRef.current, ops.toEditorOutline(latest.outline, nextKey)));
      revision.current = latest.revision;
      markClean();
      onCourseRef.current?.(latest);
    },
    [commit, markClean],
  );
  useEffect(() => {
    adoptRef.current = adopt;
  });

  const issues = useMemo(() => ops.validateOutline(history.outline), [history.outline]);

  /** Applies one edit. Consecutive edits with the same `tag` (keystrokes in one field) make a single undo step. */
  const apply = useCallback(
    (change: (current: EditorOutline) => EditorOutline, tag?: string): boolean => {
      if (busy.current) return false;
      const next = recordEdit(historyRef.current, change(historyRef.current.outline), tag);
      if (next === historyRef.current) return false;
      commit(next);
      markDirty(next.outline);
      return true;
    },
    [commit, markDirty],
  );

  const undo = useCallback(() => {
    if (busy.current) return false;
    const previous = undoEdit(historyRef.current);
    if (!previous) return false;
    commit(previous);
    markDirty(previous.outline);
    return true;
  }, [commit, markDirty]);

  const edits = useMemo(() => createOutlineEdits(apply, () => outlineRef.current, nextKey), [apply]);

  /** Runs a long action with edits refused meanwhile; pending edits are saved first. */
  const longAction = useCallback(
    async <T,>(kind: "regenerate" | "confirm", setRunning: (running: boolean) => void, setError: (error: CourseApiError | null) => void, run: () => Promise<T>): Promise<T | null> => {
      if (busy.current) return null;
      busy.current = kind;
      setRunning(true);
      setError(null);
      try {
        // The server keeps hand edits it has, so it must have all of them first.
        if (!(await save())) {
          setError(new CourseApiError("unsaved", 0, "The outline has unsaved changes."));
          return null;
        }
        return await run();
      } catch (caught) {
        const error = toCourseApiError(caught);
        if (kind === "regenerate" && error.conflictCourse) {
          adopt(error.conflictCourse);
          setNotice("conflict");
        }
        setError(error);
        return null;
      } finally {
        busy.current = null;
        setRunning(false);
      }
    },
    [adopt, save],
  );

  /** Asks the curriculum designer to reshape the outline; the previous outline stays undoable. */
  const regenerate = useCallback(
    async (instruction: string): Promise<boolean> =>
      (await longAction("regenerate", setRegenerating, setRegenerateError, async () => {
        adopt(await courseClient.regenerate(courseId, instruction, revision.current));
        setSaveStatus("saved");
        return true;
      })) ?? false,
    [adopt, courseId, longAction, setSaveStatus],
  );

  /** Saves what's pending, then starts generation. A second call while one is pending does nothing. */
  const confirm = useCallback(
    (): Promise<CourseDetail | null> =>
      longAction("confirm", setConfirming, setConfirmError, async () => {
        const confirmed = await courseClient.confirm(courseId);
        onCourseRef.current?.(confirmed);
        return confirmed;
      }),
    [courseId, longAction],
  );

  return {
    outline: history.outline,
    issues,
    saveStatus: autosave.saveStatus,
    saveError: autosave.saveError,
    retrySave: save,
    flush: save,
    notice,
    dismissNotice: useCallback(() => setNotice(null), []),
    canUndo: history.past.length > 0,
    undo,
    edits,
    regenerate,
    regenerating,
    regenerateError,
    confirm,
    confirming,
    confirmError,
    busy: regenerating || confirming,
  };
}

export type OutlineEditorState = ReturnType<typeof useOutlineEditor>;
