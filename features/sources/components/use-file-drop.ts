"use client";

import { useEffect, useRef, useState, type RefObject } from "react";

/** The attribute a host puts on the larger area (the whole file tree) that should accept dropped files too. */
export const DROP_ROOT_ATTRIBUTE = "data-file-drop-root";

const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes("Files");

/**
 * Files dropped on `target`, or on the nearest ancestor marked with
 * DROP_ROOT_ATTRIBUTE (the whole tree), go to `onFiles`. Returns whether files
 * are being dragged over it, for a visible drop hint. Drags of text or links
 * are left alone.
 */
export function useFileDrop(target: RefObject<HTMLElement | null>, onFiles: (files: File[]) => void): boolean {
  const [dragging, setDragging] = useState(false);
  const onFilesRef = useRef(onFiles);
  useEffect(() => {
    onFilesRef.current = onFiles;
  });

  useEffect(() => {
    const own = target.current;
    if (!own) return;
    const area = own.closest<HTMLElement>(`[${DROP_ROOT_ATTRIBUTE}]`) ?? own;
    // dragenter/dragleave fire for every child crossed: count them to know when the pointer really left.
    let depth = 0;
    const enter = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth += 1;
      setDragging(true);
    };
    const over = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = "copy";
    };
    const leave = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const drop = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth = 0;
      setDragging(false);
      const files = Array.from(event.dataTransfer?.files ?? []);
      if (files.length) onFilesRef.current(files);
    };
    area.addEventListener("dragenter", enter);
    area.addEventListener("dragover", over);
    area.addEventListener("dragleave", leave);
    area.addEventListener("drop", drop);
    return () => {
      area.removeEventListener("dragenter", enter);
      area.removeEventListener("dragover", over);
      area.removeEventListener("dragleave", leave);
      area.removeEventListener("drop", drop);
    };
  }, [target]);

  return dragging;
}
