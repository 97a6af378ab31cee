"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { FileResponse } from "../contract";
import { conflictFile } from "../api/workspace-requests";
import { writeFile } from "../api/write-file";

export type SaveState =
  | { kind: "saved" }
  | { kind: "unsaved" }
  | { kind: "saving" }
  | { kind: "error"; message: string }
  | { kind: "conflict"; version: number; content: string };

export interface OpenFile {
  path: string;
  version: number;
  readOnly: boolean;
  /** What the server holds at `version`. */
  saved: string;
  /** What the editor shows (the learner's text, saved or not). */
  draft: string;
}

const AUTOSAVE_MS = 800;

/**
 * One open file with autosave: edits are saved 0.8 s after the last keystroke
 * (or at once with saveNow, Ctrl/⌘+S), always against the version they were
 * made on. A 409 keeps the learner's text and shows the server's version, so
 * neither side is lost; the learner picks one.
 */
export function useFileAutosave(courseId: string, onSaved: (file: FileResponse["file"]) => void) {
  const [file, setFile] = useState<OpenFile | null>(null);
  const [save, setSave] = useState<SaveState>({ kind: "saved" });
  // Bumped whenever the editor must take a document from outside (another file, theirs after a conflict, the tutor's edit).
  const [generation, setGeneration] = useState(0);
  const fileRef = useRef<OpenFile | null>(null);
  const inFlight = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    fileRef.current = file;
  }, [file]);

  const load = useCallback((loaded: FileResponse["file"]) => {
    const opened = { path: loaded.path, version: loaded.version, readOnly: loaded.readOnly, saved: loaded.content, draft: loaded.content };
    fileRef.current = opened;
    setFile(opened);
    setGeneration((value) => value + 1);
    setSave({ kind: "saved" });
  }, []);

  const saveNow = useCallback(
    async (overrideVersion?: number) => {
      if (timer.current) clearTimeout(timer.current);
      const current = fileRef.current;
      if (!current || current.readOnly || inFlight.current) return;
      if (current.draft === current.saved && overrideVersion === undefined) return setSave({ kind: "saved" });
      inFlight.current = true;
      setSave({ kind: "saving" });
      const sent = current.draft;
      try {
        const { file: written } = await writeFile(courseId, {
          path: current.path,
          content: sent,
          baseVersion: overrideVersion ?? current.version,
        });
        if (fileRef.current?.path === written.path)
          fileRef.current = { ...fileRef.current, version: written.version, saved: written.content };
        setFile((now) => (now && now.path === written.path ? { ...now, version: written.version, saved: written.content } : now));
        const stillDirty = fileRef.current?.path === written.path && fileRef.current.draft !== sent;
        setSave(stillDirty ? { kind: "unsaved" } : { kind: "saved" });
        onSaved(written);
      } catch (error) {
        const current409 = conflictFile(error);
        if (current409) setSave({ kind: "conflict", version: current409.version, content: current409.content });
        else setSave({ kind: "error", message: error instanceof Error ? error.message : String(error) });
      } finally {
        inFlight.current = false;
      }
    },
    [courseId, onSaved],
  );

  const edit = useCallback(
    (draft: string) => {
      if (fileRef.current) fileRef.current = { ...fileRef.current, draft };
      setFile((now) => (now ? { ...now, draft } : now));
      setSave({ kind: "unsaved" });
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void saveNow(), AUTOSAVE_MS);
    },
    [saveNow],
  );

  /** After a 409: load the server's text (theirs), or save ours over the version we now know. */
  const resolveConflict = useCallback(
    (choice: "theirs" | "mine") => {
      if (save.kind !== "conflict") return;
      if (choice === "theirs") {
        const theirs = fileRef.current ? { ...fileRef.current, version: save.version, saved: save.content, draft: save.content } : null;
        fileRef.current = theirs;
        setFile(theirs);
        setGeneration((value) => value + 1);
        setSave({ kind: "saved" });
      } else {
        void saveNow(save.version);
      }
    },
    [save, saveNow],
  );

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const documentKey = file ? `${file.path}#${generation}` : "";
  return { file, save, documentKey, load, edit, saveNow, resolveConflict };
}
