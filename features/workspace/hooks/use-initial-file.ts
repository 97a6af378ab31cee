"use client";

import { useEffect, useRef } from "react";
import { LEARNING_FILES, type FileReference } from "../contract";
import { parseReference } from "../lib/copied-reference";

/**
 * What the workspace opens first, once its tree is there: the file of an
 * `?ask=path:start-end` entry (the reader's "Ask the tutor" on a selection),
 * with that reference attached to the tutor's input; otherwise guidance.md,
 * so the editor never starts empty. The entry is taken out of the address
 * afterwards, so a reload does not attach it again.
 */
export function useInitialFile(
  files: readonly { path: string }[] | null,
  open: (path: string) => Promise<void>,
  onReference: (reference: FileReference) => void,
) {
  const ready = files !== null;
  const hasGuidance = files?.some((file) => file.path === LEARNING_FILES.guidance) ?? false;
  const done = useRef(false);
  const latest = useRef({ open, onReference });
  useEffect(() => {
    latest.current = { open, onReference };
  });
  useEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    const url = new URL(window.location.href);
    const reference = parseReference(url.searchParams.get("ask") ?? "");
    if (!reference) {
      if (hasGuidance) void latest.current.open(LEARNING_FILES.guidance);
      return;
    }
    url.searchParams.delete("ask");
    window.history.replaceState(window.history.state, "", url);
    void latest.current.open(reference.path).then(() => latest.current.onReference(reference));
  }, [ready, hasGuidance]);
}
