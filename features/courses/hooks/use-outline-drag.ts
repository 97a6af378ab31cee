"use client";

import { useCallback, useRef, useState, type DragEvent } from "react";
import { findChapter, findModule, type ChapterAddress, type EditorOutline } from "../lib/outline-operations";

/**
 * Drag-and-drop reordering with the browser's native HTML5 events (no
 * library). A drag starts on an item's handle; while it moves over items the
 * hook tracks a drop slot ("before chapter 2 of module 1"), drawn by the
 * items as a line; dropping turns the slot into a move. Keyboard users have
 * the move buttons and Alt+Arrow instead, so this is an extra, not the only way.
 */
export type DragItem = { kind: "chapter" | "module"; key: string };
/** `slot` is an insertion index in the current list: 0 = before the first item, length = after the last. */
export type DropSlot = { kind: "chapter"; moduleIndex: number; slot: number } | { kind: "module"; slot: number };

export type DropDestination = { kind: "chapter"; from: ChapterAddress; to: ChapterAddress } | { kind: "module"; from: number; to: number };

/** Where a drop lands, in the "index after removal" terms the outline operations use. Null for a no-op. */
export function dropDestination(outline: EditorOutline, item: DragItem, slot: DropSlot): DropDestination | null {
  if (item.kind === "chapter" && slot.kind === "chapter") {
    const from = findChapter(outline, item.key);
    if (!from) return null;
    const sameModule = from.moduleIndex === slot.moduleIndex;
    const chapterIndex = sameModule && slot.slot > from.chapterIndex ? slot.slot - 1 : slot.slot;
    if (sameModule && chapterIndex === from.chapterIndex) return null;
    return { kind: "chapter", from, to: { moduleIndex: slot.moduleIndex, chapterIndex } };
  }
  if (item.kind === "module" && slot.kind === "module") {
    const from = findModule(outline, item.key);
    if (from === null) return null;
    const to = slot.slot > from ? slot.slot - 1 : slot.slot;
    return to === from ? null : { kind: "module", from, to };
  }
  return null;
}

const sameSlot = (a: DropSlot | null, b: DropSlot | null) => JSON.stringify(a) === JSON.stringify(b);

export function useOutlineDrag({
  outline,
  disabled,
  onDrop,
}: {
  outline: EditorOutline;
  disabled: boolean;
  onDrop: (destination: DropDestination, item: DragItem) => void;
}) {
  const [dragging, setDragging] = useState<DragItem | null>(null);
  const [slot, setSlotState] = useState<DropSlot | null>(null);
  const slotRef = useRef<DropSlot | null>(null);
  const draggingRef = useRef<DragItem | null>(null);

  const setSlot = useCallback((next: DropSlot | null) => {
    // dragover fires many times a second; only re-render when the slot changes.
    if (sameSlot(slotRef.current, next)) return;
    slotRef.current = next;
    setSlotState(next);
  }, []);

  const end = useCallback(() => {
    draggingRef.current = null;
    setDragging(null);
    setSlot(null);
  }, [setSlot]);

  /** Props for a drag handle. The whole row (the closest [data-drag-row]) is the drag image. */
  const handleProps = useCallback(
    (item: DragItem, label: string) => ({
      draggable: !disabled,
      onDragStart(event: DragEvent<HTMLElement>) {
        event.dataTransfer.effectAllowed = "move";
        event.dataTransfer.setData("text/plain", label);
        const row = event.currentTarget.closest<HTMLElement>("[data-drag-row]");
        if (row) event.dataTransfer.setDragImage(row, 20, 20);
        draggingRef.current = item;
        // Chrome cancels a drag whose source changes during dragstart: restyle a frame later.
        requestAnimationFrame(() => {
          if (draggingRef.current === item) setDragging(item);
        });
      },
      onDragEnd: end,
    }),
    [disabled, end],
  );

  /** Props for an item that accepts drops of its own kind (before or after it, by pointer height). */
  const dropProps = useCallback(
    (kind: DragItem["kind"], moduleIndex: number, index: number) => {
      const slotFor = (event: DragEvent<HTMLElement>): DropSlot => {
        const rect = event.currentTarget.getBoundingClientRect();
        const after = event.clientY > rect.top + rect.height / 2;
        return kind === "chapter" ? { kind, moduleIndex, slot: index + (after ? 1 : 0) } : { kind, slot: index + (after ? 1 : 0) };
      };
      return {
        onDragOver(event: DragEvent<HTMLElement>) {
          // Not ours (a module dragged over a chapter): let it bubble to the module.
          if (draggingRef.current?.kind !== kind) return;
          event.preventDefault();
          event.stopPropagation();
          event.dataTransfer.dropEffect = "move";
          setSlot(slotFor(event));
        },
        onDrop(event: DragEvent<HTMLElement>) {
          const item = draggingRef.current;
          if (item?.kind !== kind) return;
          event.preventDefault();
          event.stopPropagation();
          const destination = dropDestination(outline, item, slotFor(event));
          end();
          if (destination) onDrop(destination, item);
        },
      };
    },
    [end, onDrop, outline, setSlot],
  );

  return { dragging, slot, handleProps, dropProps };
}
