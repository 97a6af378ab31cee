"use client";

import {
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type DroppableContainers,
  type KeyboardCoordinateGetter,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import type { PointerEvent as ReactPointerEvent } from "react";
import { useCallback, useMemo, useState } from "react";
import { findChapter, findModule, type ChapterAddress, type EditorOutline } from "../lib/outline-operations";

/**
 * Drag-and-drop reordering of modules and chapters on dnd-kit: a mouse/pen
 * sensor, a touch sensor (phones and tablets fire no HTML5 drag events) and a
 * keyboard sensor (Space/Enter on a handle, arrows, Space/Enter to drop), with
 * dnd-kit's live-region announcements in the UI language. The move buttons
 * and Alt+Arrow stay as they were; this is an extra way, not the only one.
 */
export type DragItem = { kind: "chapter" | "module"; key: string };
/** `slot` is an insertion index in the current list: 0 = before the first item, length = after the last. */
export type DropSlot = { kind: "chapter"; moduleIndex: number; slot: number } | { kind: "module"; slot: number };

export type DropDestination = { kind: "chapter"; from: ChapterAddress; to: ChapterAddress } | { kind: "module"; from: number; to: number };

/** What each sortable row carries in dnd-kit's `data`. */
export interface SortableRowData {
  kind: DragItem["kind"];
  title: string;
}

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

/**
 * The slot a drop over `overKey` means: an item dropped on a later sibling goes
 * after it, on an earlier one (or in another module) before it — the sortable
 * list's own preview.
 */
export function slotOver(outline: EditorOutline, item: DragItem, overKey: string): DropSlot | null {
  if (item.kind === "chapter") {
    const from = findChapter(outline, item.key);
    const over = findChapter(outline, overKey);
    if (!from || !over) return null;
    const after = from.moduleIndex === over.moduleIndex && from.chapterIndex < over.chapterIndex;
    return { kind: "chapter", moduleIndex: over.moduleIndex, slot: over.chapterIndex + (after ? 1 : 0) };
  }
  const from = findModule(outline, item.key);
  const over = findModule(outline, overKey);
  if (from === null || over === null) return null;
  return { kind: "module", slot: over + (from < over ? 1 : 0) };
}

/** Mouse and pen only: touch goes to the TouchSensor, so one finger never starts two drags. */
class MousePenSensor extends PointerSensor {
  static activators = [
    {
      eventName: "onPointerDown" as const,
      handler: ({ nativeEvent }: ReactPointerEvent) =>
        nativeEvent.isPrimary && nativeEvent.button === 0 && nativeEvent.pointerType !== "touch",
    },
  ];
}

const kindOf = (data: { current?: unknown } | undefined) => (data?.current as SortableRowData | undefined)?.kind;

/** Chapters only collide with chapters and modules with modules (a chapter row sits inside a module card). */
function sameKind(containers: DroppableContainers, kind: DragItem["kind"] | undefined): DroppableContainers {
  const enabled = () => containers.getEnabled().filter((container) => kindOf(container.data) === kind);
  return new Proxy(containers, {
    get(target, property) {
      if (property === "getEnabled") return enabled;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

const collisionDetection: CollisionDetection = (args) =>
  closestCenter({ ...args, droppableContainers: args.droppableContainers.filter((c) => kindOf(c.data) === kindOf(args.active.data)) });

const keyboardCoordinates: KeyboardCoordinateGetter = (event, args) =>
  sortableKeyboardCoordinates(event, {
    ...args,
    context: { ...args.context, droppableContainers: sameKind(args.context.droppableContainers, kindOf(args.context.active?.data)) },
  });

/** The announcements, as the editor's message book gives them (ICU messages bound by use-intl). */
export interface DragStrings {
  dragInstructions: string;
  dragPickedUp: (values: { title: string }) => string;
  dragOver: (values: { title: string; over: string }) => string;
  dragNotOver: (values: { title: string }) => string;
  dragCancelled: (values: { title: string }) => string;
}

const titleOf = (data: { current?: unknown } | undefined) => (data?.current as SortableRowData | undefined)?.title ?? "";

export function useOutlineDrag({
  outline,
  disabled,
  onDrop,
  strings,
}: {
  outline: EditorOutline;
  disabled: boolean;
  onDrop: (destination: DropDestination, item: DragItem) => void;
  strings: DragStrings;
}) {
  const [dragging, setDragging] = useState<DragItem | null>(null);
  const [overKey, setOverKey] = useState<string | null>(null);

  const sensors = useSensors(
    useSensor(MousePenSensor, { activationConstraint: { distance: 4 } }),
    // A short hold, so a swipe that starts on a handle can still be told from a drag.
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  );

  const onDragStart = useCallback(({ active }: DragStartEvent) => {
    const kind = kindOf(active.data);
    if (kind) setDragging({ kind, key: String(active.id) });
  }, []);
  const onDragOver = useCallback(({ over }: DragOverEvent) => setOverKey(over ? String(over.id) : null), []);
  const reset = useCallback(() => {
    setDragging(null);
    setOverKey(null);
  }, []);
  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      reset();
      const kind = kindOf(active.data);
      if (!kind || !over || disabled) return;
      const item: DragItem = { kind, key: String(active.id) };
      const slot = slotOver(outline, item, String(over.id));
      const destination = slot ? dropDestination(outline, item, slot) : null;
      if (destination) onDrop(destination, item);
    },
    [disabled, onDrop, outline, reset],
  );

  const accessibility = useMemo(() => {
    const announcements: Announcements = {
      onDragStart: ({ active }) => strings.dragPickedUp({ title: titleOf(active.data) }),
      onDragOver: ({ active, over }) =>
        over
          ? strings.dragOver({ title: titleOf(active.data), over: titleOf(over.data) })
          : strings.dragNotOver({ title: titleOf(active.data) }),
      // The review page announces the finished move itself, with the new position.
      onDragEnd: () => undefined,
      onDragCancel: ({ active }) => strings.dragCancelled({ title: titleOf(active.data) }),
    };
    return { announcements, screenReaderInstructions: { draggable: strings.dragInstructions } };
  }, [strings]);

  const contextProps = {
    id: "outline-dnd",
    sensors,
    collisionDetection,
    onDragStart,
    onDragOver,
    onDragEnd,
    onDragCancel: reset,
    accessibility,
  };
  return { dragging, overKey, disabled, contextProps };
}
