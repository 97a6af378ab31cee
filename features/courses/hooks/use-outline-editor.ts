"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { CourseDetail } from "../contract";
import { ApiError, toApiError } from "@/lib/api/api-error";
import { conflictCourse } from "../api/course-requests";
import { confirmCourse } from "../api/confirm-course";
import { regenerateCourse } from "../api/regenerate-course";
import { adoptOutline, recordEdit, startHistory, undoEdit, type OutlineHistory } from "../lib/outline-history";
import * as ops from "../lib/outline-operations";
import type { OutlineChapter } from "@/lib/course-outline";
import type { ChapterAddress, Direction, EditorOutline } from "../lib/outline-operations";
import { defaultMinutes, type EditTag } from "../lib/outline-edit-tags";
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
  const [regenerateError, setRegenerateError] = useState<ApiError | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [confirmError, setConfirmError] = useState<ApiError | null>(null);

  // Async code reads refs (never stale closures); commit() updates both.
  const historyRef = useRef(history);
  const outlineRef = useRef<EditorOutline>(history.outline);
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
  const readOutline = useCallback(() => outlineRef.current, []);
  const autosave = useOutlineAutosave({
    courseId,
    initialRevision: course.revision,
    readOutline,
    debounceMs,
    onSaved: (saved) => onCourseRef.current?.(saved),
    onConflict: (latest) => {
      adoptRef.current(latest);
      setNotice("conflict");
    },
  });
  const { save, markDirty, getRevision, adoptRevision, setSaveStatus } = autosave;
  const adopt = useCallback(
    (latest: CourseDetail) => {
      commit(adoptOutline(historyRef.current, ops.toEditorOutline(latest.outline, nextKey)));
      adoptRevision(latest.revision);
      onCourseRef.current?.(latest);
    },
    [adoptRevision, commit],
  );
  useEffect(() => {
    adoptRef.current = adopt;
  });

  const issues = useMemo(() => ops.validateOutline(history.outline), [history.outline]);

  /** Applies one edit. Consecutive edits with the same `tag` (keystrokes in one field) make a single undo step. */
  const apply = useCallback(
    (change: (current: EditorOutline) => EditorOutline, tag?: EditTag): boolean => {
      if (busy.current) return false;
      const current = historyRef.current.outline;
      const next = recordEdit(historyRef.current, change(current), typeof tag === "function" ? tag(current) : tag);
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

  // Every edit the review page offers; text edits carry a tag per field so a run of keystrokes is one undo step.
  const edits = useMemo(() => {
    const moduleKey = (moduleIndex: number) => (current: EditorOutline) => `module:${current.modules[moduleIndex]?.key}:title`;
    const chapterKey = (address: ChapterAddress, fields: string) => (current: EditorOutline) =>
      `chapter:${current.modules[address.moduleIndex]?.chapters[address.chapterIndex]?.key}:${fields}`;
    return {
      updateCourse: (patch: Parameters<typeof ops.updateCourse>[1]) =>
        apply((current) => ops.updateCourse(current, patch), `course:${Object.keys(patch).join(",")}`),
      renameModule: (moduleIndex: number, title: string) =>
        apply((current) => ops.renameModule(current, moduleIndex, title), moduleKey(moduleIndex)),
      updateChapter: (address: ChapterAddress, patch: Partial<Pick<OutlineChapter, "title" | "objective">>) =>
        apply((current) => ops.updateChapter(current, address, patch), chapterKey(address, Object.keys(patch).join(","))),
      /** Returns the new chapter's key (to focus it), or null when the module is full. */
      addChapter: (moduleIndex: number, text: { title: string; objective: string }): string | null => {
        const key = nextKey();
        const added = apply((current) =>
          ops.addChapter(current, moduleIndex, { ...text, minutes: defaultMinutes(current, moduleIndex), key }),
        );
        return added ? key : null;
      },
      /** Returns the new module's key, or null when the course has the most modules allowed. */
      addModule: (text: { title: string; chapterTitle: string; chapterObjective: string }): string | null => {
        const key = nextKey();
        const chapters = [{ title: text.chapterTitle, objective: text.chapterObjective, minutes: 20, key: nextKey() }];
        const added = apply((current) => ops.addModule(current, { key, title: text.title, chapters }));
        return added ? key : null;
      },
      removeModule: (moduleIndex: number) => apply((current) => ops.removeModule(current, moduleIndex)),
      removeChapter: (address: ChapterAddress) => apply((current) => ops.removeChapter(current, address)),
      moveModule: (moduleIndex: number, direction: Direction) => apply((current) => ops.moveModule(current, moduleIndex, direction)),
      moveModuleTo: (from: number, to: number) => apply((current) => ops.moveModuleTo(current, from, to)),
      moveChapter: (address: ChapterAddress, direction: Direction) => apply((current) => ops.moveChapter(current, address, direction)),
      moveChapterTo: (from: ChapterAddress, to: ChapterAddress) => apply((current) => ops.moveChapterTo(current, from, to)),
    };
  }, [apply]);

  /** Runs a long action with edits refused meanwhile; pending edits are saved first. */
  const longAction = useCallback(
    async <T>(
      kind: "regenerate" | "confirm",
      setRunning: (running: boolean) => void,
      setError: (error: ApiError | null) => void,
      run: () => Promise<T>,
    ): Promise<T | null> => {
      if (busy.current) return null;
      busy.current = kind;
      setRunning(true);
      setError(null);
      try {
        // The server keeps hand edits it has, so it must have all of them first.
        if (!(await save())) {
          setError(new ApiError("unsaved", 0, "The outline has unsaved changes."));
          return null;
        }
        return await run();
      } catch (caught) {
        const error = toApiError(caught);
        const current = kind === "regenerate" ? conflictCourse(error) : null;
        if (current) {
          adopt(current);
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
        adopt(await regenerateCourse(courseId, instruction, getRevision()));
        setSaveStatus("saved");
        return true;
      })) ?? false,
    [adopt, courseId, getRevision, longAction, setSaveStatus],
  );

  /** Saves what's pending, then starts generation. A second call while one is pending does nothing. */
  const confirm = useCallback(
    (): Promise<CourseDetail | null> =>
      longAction("confirm", setConfirming, setConfirmError, async () => {
        const confirmed = await confirmCourse(courseId);
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
