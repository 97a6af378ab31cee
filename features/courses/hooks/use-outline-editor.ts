"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { OutlineChapter } from "@/lib/course-outline";
import type { CourseDetail } from "../lib/course-api";
import * as ops from "../lib/outline-operations";
import type { ChapterAddress, Direction, EditorOutline } from "../lib/outline-operations";
import { CourseApiError, courseClient, saveOutlineOnExit, toCourseApiError } from "./course-client";

/**
 * The outline review page's state: the outline being edited, autosave
 * (debounced PUT with the revision it was made on; a 409 adopts the server's
 * course), an undo stack, and the two long actions, regenerate and confirm.
 * Edits are refused while a long action runs, so nothing typed meanwhile is lost.
 */
export type SaveStatus = "saved" | "pending" | "saving" | "error" | "invalid";
export type EditorNotice = "conflict" | null;

export const AUTOSAVE_DELAY_MS = 600;

// Client-only row keys; they just need to be unique on the page.
let keySeed = 0;
const nextKey = () => `row${(keySeed += 1)}`;
export const UNDO_LIMIT = 30;

interface OutlineEditorOptions {
  /** The course as loaded (a draft). Later changes of this prop are ignored: the editor owns the outline now. */
  course: CourseDetail;
  /** Every course the server returns (after a save, a conflict, a regeneration, the confirm). */
  onCourse?: (course: CourseDetail) => void;
  debounceMs?: number;
}

export function useOutlineEditor({ course, onCourse, debounceMs = AUTOSAVE_DELAY_MS }: OutlineEditorOptions) {
  const courseId = course.id;

  const [outline, setOutlineState] = useState<EditorOutline>(() => ops.toEditorOutline(course.outline, nextKey));
  const [history, setHistoryState] = useState<EditorOutline[]>([]);
  const [saveStatus, setSaveStatus] = useState<SaveStatus>("saved");
  const [saveError, setSaveError] = useState<CourseApiError | null>(null);
  const [notice, setNotice] = useState<EditorNotice>(null);
  const [regenerating, setRegenerating] = useState(false);
  const [regenerateError, setRegenerateError] = useState<CourseApiError | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [confirmError, setConfirmError] = useState<CourseApiError | null>(null);

  // Async code reads refs (never stale closures); each setter below updates both.
  const outlineRef = useRef(outline);
  const historyRef = useRef(history);
  const revision = useRef(course.revision);
  const editVersion = useRef(0);
  const savedVersion = useRef(0);
  const lastTag = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<Promise<unknown> | null>(null);
  const busy = useRef<"regenerate" | "confirm" | null>(null);
  const onCourseRef = useRef(onCourse);
  useEffect(() => {
    onCourseRef.current = onCourse;
  });

  const setOutline = useCallback((next: EditorOutline) => {
    outlineRef.current = next;
    setOutlineState(next);
  }, []);
  const setHistory = useCallback((next: EditorOutline[]) => {
    historyRef.current = next.slice(-UNDO_LIMIT);
    setHistoryState(historyRef.current);
  }, []);

  const issues = useMemo(() => ops.validateOutline(outline), [outline]);

  /** Shows the server's course instead of ours; ours goes on the undo stack so nothing is lost. */
  const adopt = useCallback(
    (latest: CourseDetail) => {
      setHistory([...historyRef.current, outlineRef.current]);
      lastTag.current = null;
      setOutline(ops.toEditorOutline(latest.outline, nextKey));
      revision.current = latest.revision;
      savedVersion.current = editVersion.current;
      onCourseRef.current?.(latest);
    },
    [setHistory, setOutline],
  );

  const save = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    while (inFlight.current) await inFlight.current;
    if (editVersion.current === savedVersion.current) {
      setSaveStatus("saved");
      return true;
    }
    const current = outlineRef.current;
    if (ops.validateOutline(current).size > 0) {
      setSaveStatus("invalid");
      return false;
    }
    const version = editVersion.current;
    setSaveStatus("saving");
    setSaveError(null);
    const attempt = (async () => {
      try {
        const saved = await courseClient.saveOutline(courseId, ops.toCourseOutline(current), revision.current);
        revision.current = saved.revision;
        savedVersion.current = Math.max(savedVersion.current, version);
        onCourseRef.current?.(saved);
        return true;
      } catch (caught) {
        const error = toCourseApiError(caught);
        if (error.status === 409) {
          // Another tab saved first: show what the server has now and say so.
          const latest = error.conflictCourse ?? (await courseClient.get(courseId).catch(() => null));
          if (latest) {
            adopt(latest);
            setNotice("conflict");
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
    else setSaveStatus(clean ? "saved" : ops.validateOutline(outlineRef.current).size > 0 ? "invalid" : "pending");
    return ok && clean;
  }, [adopt, courseId]);

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

  /**
   * Applies one edit. Consecutive edits with the same `tag` (keystrokes in one
   * field) make a single undo step.
   */
  const apply = useCallback(
    (change: (current: EditorOutline) => EditorOutline, tag?: string): boolean => {
      if (busy.current) return false;
      const current = outlineRef.current;
      const next = change(current);
      if (next === current) return false;
      if (tag === undefined || tag !== lastTag.current) setHistory([...historyRef.current, current]);
      lastTag.current = tag ?? null;
      setOutline(next);
      markDirty(next);
      return true;
    },
    [markDirty, setHistory, setOutline],
  );

  const undo = useCallback(() => {
    if (busy.current) return false;
    const previous = historyRef.current.at(-1);
    if (!previous) return false;
    setHistory(historyRef.current.slice(0, -1));
    lastTag.current = null;
    setOutline(previous);
    markDirty(previous);
    return true;
  }, [markDirty, setHistory, setOutline]);

  /** Saves now whatever is waiting; true when the server has exactly what the learner sees. */
  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    return save();
  }, [save]);

  // Edits still inside the debounce when the page goes away are sent with keepalive.
  useEffect(() => {
    const sendPending = () => {
      if (editVersion.current === savedVersion.current || inFlight.current) return;
      if (ops.validateOutline(outlineRef.current).size > 0) return;
      clearTimeout(timer.current);
      saveOutlineOnExit(courseId, ops.toCourseOutline(outlineRef.current), revision.current);
      savedVersion.current = editVersion.current;
    };
    window.addEventListener("pagehide", sendPending);
    return () => {
      window.removeEventListener("pagehide", sendPending);
      sendPending();
    };
  }, [courseId]);

  const edits = useMemo(() => {
    /** A new chapter's minutes: the module's average, so the total stays believable. */
    const defaultMinutes = (current: EditorOutline, moduleIndex: number) => {
      const chapters = current.modules[moduleIndex]?.chapters ?? [];
      const average = chapters.reduce((sum, chapter) => sum + chapter.minutes, 0) / Math.max(1, chapters.length);
      return Math.max(5, Math.round((average || 20) / 5) * 5);
    };
    return {
      updateCourse: (patch: Parameters<typeof ops.updateCourse>[1]) =>
        apply((current) => ops.updateCourse(current, patch), `course:${Object.keys(patch).join(",")}`),
      renameModule: (moduleIndex: number, title: string) =>
        apply(
          (current) => ops.renameModule(current, moduleIndex, title),
          `module:${outlineRef.current.modules[moduleIndex]?.key}:title`,
        ),
      updateChapter: (address: ChapterAddress, patch: Partial<Pick<OutlineChapter, "title" | "objective">>) =>
        apply(
          (current) => ops.updateChapter(current, address, patch),
          `chapter:${outlineRef.current.modules[address.moduleIndex]?.chapters[address.chapterIndex]?.key}:${Object.keys(patch).join(",")}`,
        ),
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
        const added = apply((current) =>
          ops.addModule(current, {
            key,
            title: text.title,
            chapters: [{ title: text.chapterTitle, objective: text.chapterObjective, minutes: 20, key: nextKey() }],
          }),
        );
        return added ? key : null;
      },
      removeModule: (moduleIndex: number) => apply((current) => ops.removeModule(current, moduleIndex)),
      removeChapter: (address: ChapterAddress) => apply((current) => ops.removeChapter(current, address)),
      moveModule: (moduleIndex: number, direction: Direction) =>
        apply((current) => ops.moveModule(current, moduleIndex, direction)),
      moveModuleTo: (from: number, to: number) => apply((current) => ops.moveModuleTo(current, from, to)),
      moveChapter: (address: ChapterAddress, direction: Direction) =>
        apply((current) => ops.moveChapter(current, address, direction)),
      moveChapterTo: (from: ChapterAddress, to: ChapterAddress) =>
        apply((current) => ops.moveChapterTo(current, from, to)),
    };
  }, [apply]);

  /** Asks the curriculum designer to reshape the outline; the previous outline stays undoable. */
  const regenerate = useCallback(
    async (instruction: string): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = "regenerate";
      setRegenerating(true);
      setRegenerateError(null);
      try {
        // The server keeps hand edits it has, so it must have all of them first.
        if (!(await save())) {
          setRegenerateError(new CourseApiError("unsaved", 0, "The outline has unsaved changes."));
          return false;
        }
        const regenerated = await courseClient.regenerate(courseId, instruction, revision.current);
        adopt(regenerated);
        setSaveStatus("saved");
        return true;
      } catch (caught) {
        const error = toCourseApiError(caught);
        const latest = error.conflictCourse;
        if (latest) {
          adopt(latest);
          setNotice("conflict");
        }
        setRegenerateError(error);
        return false;
      } finally {
        busy.current = null;
        setRegenerating(false);
      }
    },
    [adopt, courseId, save],
  );

  /** Saves what's pending, then starts generation. A second call while one is pending does nothing. */
  const confirm = useCallback(async (): Promise<CourseDetail | null> => {
    if (busy.current) return null;
    busy.current = "confirm";
    setConfirming(true);
    setConfirmError(null);
    try {
      if (!(await save())) {
        setConfirmError(new CourseApiError("unsaved", 0, "The outline has unsaved changes."));
        return null;
      }
      const confirmed = await courseClient.confirm(courseId);
      onCourseRef.current?.(confirmed);
      return confirmed;
    } catch (caught) {
      setConfirmError(toCourseApiError(caught));
      return null;
    } finally {
      busy.current = null;
      setConfirming(false);
    }
  }, [courseId, save]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    outline,
    issues,
    saveStatus,
    saveError,
    retrySave: flush,
    flush,
    notice,
    dismissNotice: useCallback(() => setNotice(null), []),
    canUndo: history.length > 0,
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
