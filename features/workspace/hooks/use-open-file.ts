"use client";

import { useCallback, useRef } from "react";
import type { FileResponse } from "../contract";

/**
 * Opening a file in the editor: the file last asked for is the one shown, whichever answer comes back
 * last. The workspace opens guidance.md on arrival while the learner may already have clicked another
 * file; were each answer shown as it came, a slow guidance.md would replace the file they chose. An
 * answer to a request overtaken by a later one is dropped, and so is its error.
 */
export function useOpenFile(
  fetchFile: (path: string) => Promise<FileResponse>,
  show: (file: FileResponse["file"], options: { show: boolean }) => void,
  onError: (message: string) => void,
) {
  const latest = useRef(0);
  return useCallback(
    async (path: string, { show: bringUp = true }: { show?: boolean } = {}) => {
      const request = (latest.current += 1);
      try {
        const { file } = await fetchFile(path);
        if (request === latest.current) show(file, { show: bringUp });
      } catch (error) {
        if (request === latest.current) onError(error instanceof Error ? error.message : String(error));
      }
    },
    [fetchFile, show, onError],
  );
}
