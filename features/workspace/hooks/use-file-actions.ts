"use client";

import { useCallback, useRef, useState } from "react";
import type { FileEntry, FileResponse } from "../contract";
import { deleteFile } from "../api/delete-file";
import { writeFile } from "../api/write-file";
import { checkWorkspacePath } from "../lib/workspace-path";

export type FileDialog = { kind: "create" } | { kind: "rename"; file: FileEntry } | { kind: "delete"; file: FileEntry };
/** Why the last submit did not go through: the path failed the validator here, or the server refused. */
export type FileActionError = { source: "path" | "server"; message: string };

/**
 * New file, rename and delete behind one dialog at a time. The path is checked
 * with the same validator the server uses before anything is sent; a refusal
 * (invalid path, 409 exists/changed, 413 over a limit) stays in the open
 * dialog with what the learner typed, so they can fix it instead of retyping.
 */
export function useFileActions({
  courseId,
  refresh,
  load,
  openPath,
}: {
  courseId: string;
  refresh: () => Promise<unknown>;
  load: (file: FileResponse["file"]) => void;
  openPath: string | null;
}) {
  const [dialog, setDialog] = useState<FileDialog | null>(null);
  const [error, setError] = useState<FileActionError | null>(null);
  const [busy, setBusy] = useState(false);
  // A dialog closed while its request was in flight must not be reopened or shown an error by the late answer.
  const current = useRef<FileDialog | null>(null);

  const show = useCallback((next: FileDialog | null) => {
    current.current = next;
    setDialog(next);
    setError(null);
    setBusy(false);
  }, []);

  const startCreate = useCallback(() => show({ kind: "create" }), [show]);
  const startRename = useCallback((file: FileEntry) => show({ kind: "rename", file }), [show]);
  const startDelete = useCallback((file: FileEntry) => show({ kind: "delete", file }), [show]);
  const close = useCallback(() => show(null), [show]);

  const submit = useCallback(
    async (typed = "") => {
      const target = current.current;
      if (!target) return;
      let path: string | null = null;
      if (target.kind !== "delete") {
        const checked = checkWorkspacePath(typed.trim(), "write");
        if (!checked.ok) return setError({ source: "path", message: checked.message });
        path = checked.path;
        if (target.kind === "rename" && path === target.file.path) return show(null);
      }
      setBusy(true);
      setError(null);
      try {
        if (target.kind === "create" && path) {
          const title = path.split("/").at(-1)?.replace(/\.md$/, "") ?? "";
          const { file } = await writeFile(courseId, { path, content: `# ${title}\n`, baseVersion: 0 });
          await refresh();
          load(file);
        } else if (target.kind === "rename" && path) {
          const { file } = await writeFile(courseId, { path: target.file.path, renameTo: path, baseVersion: target.file.version });
          await refresh();
          if (openPath === target.file.path) load(file);
        } else if (target.kind === "delete") {
          await deleteFile(courseId, target.file.path, target.file.version);
          await refresh();
        }
        if (current.current === target) show(null);
      } catch (caught) {
        if (current.current !== target) return;
        setBusy(false);
        setError({ source: "server", message: caught instanceof Error ? caught.message : String(caught) });
      }
    },
    [courseId, refresh, load, openPath, show],
  );

  return { dialog, error, busy, startCreate, startRename, startDelete, close, submit };
}
export type FileActions = ReturnType<typeof useFileActions>;
