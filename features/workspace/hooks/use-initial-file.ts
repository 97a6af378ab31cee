"use client";

import { useEffect, useRef } from "react";
import { LEARNING_FILES, type FileReference } from "../contract";
import { WORKSPACE_OPEN_PARAM, linesOf } from "@/lib/course-scope/workspace-at-lines";
import { parseReference } from "../lib/copied-reference";

/**
 * What the workspace opens first, once its tree is there: the file of an
 * `?ask=path:start-end` entry (the reader's "Ask the tutor" on a selection),
 * with that reference attached to the tutor's input; or the file of an
 * `?open=path:start-end` entry (a reviewed question's citation) opened at those
 * lines by `openAt`, the same reveal as a citation chip in the workspace;
 * otherwise guidance.md, so the editor never starts empty. The entry is taken
 * out of the address afterwards, so a reload does not attach or jump again.
 */
export function useInitialFile(
  files: readonly { path: string }[] | null,
  open: (path: string) => Promise<void>,
  onReference: (reference: FileReference) => void,
  openAt: (path: string, lines: { start: number; end: number }) => void,
) {
  const ready = files !== null;
  const hasGuidance = files?.some((file) => file.path === LEARNING_FILES.guidance) ?? false;
  const done = useRef(false);
  const latest = useRef({ open, onReference, openAt });
  useEffect(() => {
    latest.current = { open, onReference, openAt };
  });
  useEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    const url = new URL(window.location.href);
    const reference = parseReference(url.searchParams.get("ask") ?? "");
    const at = linesOf(url.searchParams.get(WORKSPACE_OPEN_PARAM) ?? "");
    if (!reference && !at) {
      if (hasGuidance) void latest.current.open(LEARNING_FILES.guidance);
      return;
    }
    url.searchParams.delete("ask");
    url.searchParams.delete(WORKSPACE_OPEN_PARAM);
    window.history.replaceState(window.history.state, "", url);
    if (reference) void latest.current.open(reference.path).then(() => latest.current.onReference(reference));
    else if (at) latest.current.openAt(at.path, { start: at.start, end: at.end });
  }, [ready, hasGuidance]);
}
