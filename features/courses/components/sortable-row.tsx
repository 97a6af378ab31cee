"use client";

import type { DraggableAttributes, DraggableSyntheticListeners } from "@dnd-kit/core";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { useOutlineDrag, SortableRowData } from "../hooks/use-outline-drag";
import { GripIcon } from "./icons";

type Drag = ReturnType<typeof useOutlineDrag>;

/**
 * One module or chapter as a dnd-kit sortable: the row moves with the drag
 * (the list's own preview), and a handle starts it by mouse, touch or keyboard.
 */
export function useSortableRow(drag: Drag, data: SortableRowData & { key: string }, roleDescription: string) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: data.key,
    data: { kind: data.kind, title: data.title } satisfies SortableRowData,
    disabled: drag.disabled,
    attributes: { roleDescription },
  });
  const style = {
    transform: CSS.Translate.toString(transform),
    transition,
    // The lifted row stays above its neighbours while they make room.
    zIndex: isDragging ? 20 : undefined,
  };
  const handle: HandleProps = { setActivatorNodeRef, attributes, listeners };
  return { setNodeRef, style, isDragging, handle };
}

interface HandleProps {
  setActivatorNodeRef: (element: HTMLElement | null) => void;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
}

/** The drag handle: a real button (44 px on touch screens), labelled for screen readers. */
export function DragHandle({ handle, label }: { handle: HandleProps; label: string }) {
  const { setActivatorNodeRef, attributes, listeners } = handle;
  return (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={label}
      title={label}
      data-testid="drag-handle"
      className="inline-flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-fg-subtle hover:bg-surface-2 hover:text-fg active:cursor-grabbing disabled:cursor-not-allowed sm:size-8 pointer-coarse:size-11"
    >
      <GripIcon />
    </button>
  );
}
