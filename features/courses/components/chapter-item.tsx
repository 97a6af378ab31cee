"use client";

import { m } from "motion/react";
import type { useOutlineDrag } from "../hooks/use-outline-drag";
import {
  OUTLINE_LIMITS,
  canMoveChapter,
  canRemoveChapter,
  chapterStep,
  fieldPath,
  type ChapterAddress,
  type EditorChapter,
  type EditorOutline,
  type FieldIssue,
} from "../lib/outline-operations";
import type { CourseStrings } from "./course-messages";
import { DropLine } from "./drop-line";
import type { EditorStrings } from "./editor-messages";
import { formatDuration } from "./format";
import { ItemControls } from "./item-controls";
import { altArrow, type OutlineActions } from "./outline-actions";
import { reorderLayout } from "./reorder-motion";
import { DragHandle, useSortableRow } from "./sortable-row";
import { TextField } from "./text-field";

interface ChapterItemProps {
  chapter: EditorChapter;
  address: ChapterAddress;
  outline: EditorOutline;
  issues: Map<string, FieldIssue>;
  actions: OutlineActions;
  drag: ReturnType<typeof useOutlineDrag>;
  /** Chapter moves so far (reorder-motion.ts): a change lets this row glide to its new place. */
  moves: number;
  t: EditorStrings;
  tc: CourseStrings;
}

/** One chapter row: number, title, objective, time, and its move/remove controls. */
export function ChapterItem({ chapter, address, outline, issues, actions, drag, moves, t, tc }: ChapterItemProps) {
  const { moduleIndex, chapterIndex } = address;
  const number = `${moduleIndex + 1}.${chapterIndex + 1}`;
  const title = chapter.title.trim() || t.newChapter;

  const moveReason = (direction: "up" | "down") => {
    if (canMoveChapter(outline, address, direction)) return null;
    const step = chapterStep(outline, address, direction);
    if (!step) return null; // already first / last of the course: nothing to explain
    return step.moduleIndex === moduleIndex || !canRemoveChapter(outline, moduleIndex)
      ? t.limits.lastChapter
      : t.limits.maxChapters({ max: OUTLINE_LIMITS.maxChapters });
  };
  const removeReason = canRemoveChapter(outline, moduleIndex) ? null : t.limits.lastChapter;

  const { setNodeRef, style, isDragging, handle } = useSortableRow(drag, { kind: "chapter", key: chapter.key, title }, t.dragRole);
  // A chapter from another module lands before this one: the sortable preview only moves rows within a module.
  const incoming =
    drag.overKey === chapter.key &&
    drag.dragging?.kind === "chapter" &&
    !outline.modules[moduleIndex]?.chapters.some((other) => other.key === drag.dragging?.key);

  return (
    <m.li
      {...reorderLayout(drag.dragging !== null, moves)}
      data-testid="chapter-item"
      data-item-key={chapter.key}
      ref={setNodeRef}
      style={style}
      tabIndex={-1}
      aria-label={`${number} ${title}`}
      onKeyDown={(event) => {
        const direction = altArrow(event);
        if (!direction) return;
        event.preventDefault();
        // Handled here: the module around this chapter must not move too.
        event.stopPropagation();
        const focusId = (document.activeElement as HTMLElement | null)?.dataset.focusId;
        actions.moveChapter(address, direction, focusId);
      }}
      className={[
        "group/chapter relative flex flex-col gap-2 rounded-lg border border-line bg-surface p-2 transition-[opacity,border-color] sm:flex-row sm:items-start sm:gap-3",
        "focus-visible:outline-2 focus-visible:outline-offset-2",
        isDragging ? "shadow-lg ring-2 ring-accent" : "hover:border-line-strong",
      ].join(" ")}
    >
      {incoming ? <DropLine position="before" /> : null}

      <div className="flex min-w-0 flex-1 items-start gap-1.5">
        <DragHandle handle={handle} label={t.drag({ title })} />
        <span className="mt-1.5 w-8 shrink-0 text-right text-xs font-medium text-fg-subtle tabular-nums">{number}</span>
        <div className="min-w-0 flex-1 space-y-0.5">
          <TextField
            label={t.chapterTitle({ number })}
            value={chapter.title}
            onChange={(value) => actions.updateChapter(address, { title: value })}
            issue={issues.get(fieldPath.chapterTitle(address))}
            data-testid="chapter-title-input"
            focusId="title"
          />
          <TextField
            label={t.chapterObjective({ number })}
            value={chapter.objective}
            onChange={(value) => actions.updateChapter(address, { objective: value })}
            issue={issues.get(fieldPath.chapterObjective(address))}
            size="sm"
            placeholder={t.objectivePlaceholder}
            data-testid="chapter-objective-input"
            focusId="objective"
          />
        </div>
      </div>

      <div className="flex items-center justify-between gap-1 border-t border-line pt-1 pl-9 sm:justify-end sm:border-0 sm:pt-0 sm:pl-0">
        <span className="mr-1 text-xs whitespace-nowrap text-fg-subtle tabular-nums">{formatDuration(chapter.minutes, tc)}</span>
        <ItemControls
          title={title}
          t={t}
          up={{
            onMove: () => actions.moveChapter(address, "up", "move-up"),
            disabled: !canMoveChapter(outline, address, "up"),
            disabledReason: moveReason("up"),
            focusId: "move-up",
          }}
          down={{
            onMove: () => actions.moveChapter(address, "down", "move-down"),
            disabled: !canMoveChapter(outline, address, "down"),
            disabledReason: moveReason("down"),
            focusId: "move-down",
          }}
          remove={{
            label: t.removeChapterLabel({ title }),
            onRemove: () => actions.removeChapter(address),
            disabledReason: removeReason,
            testId: "remove-chapter",
            focusId: "remove",
          }}
          onExplain={actions.explain}
        />
      </div>
    </m.li>
  );
}
