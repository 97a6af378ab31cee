"use client";

import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { m } from "motion/react";
import type { useOutlineDrag } from "../hooks/use-outline-drag";
import {
  OUTLINE_LIMITS,
  canAddChapter,
  canMoveModule,
  canRemoveModule,
  fieldPath,
  type EditorModule,
  type EditorOutline,
  type FieldIssue,
} from "../lib/outline-operations";
import { ChapterItem } from "./chapter-item";
import type { CourseStrings } from "./course-messages";
import type { EditorStrings } from "./editor-messages";
import { formatDuration } from "./format";
import { PlusIcon } from "./icons";
import { ItemControls } from "./item-controls";
import { altArrow, type OutlineActions } from "./outline-actions";
import { reorderLayout, type ReorderMoves } from "./reorder-motion";
import { DragHandle, useSortableRow } from "./sortable-row";
import { TextField } from "./text-field";

interface ModuleItemProps {
  module: EditorModule;
  moduleIndex: number;
  outline: EditorOutline;
  issues: Map<string, FieldIssue>;
  actions: OutlineActions;
  drag: ReturnType<typeof useOutlineDrag>;
  moves: ReorderMoves;
  t: EditorStrings;
  tc: CourseStrings;
}

/** A module card: its title and controls, its numbered chapters, and "Add chapter". */
export function ModuleItem({ module, moduleIndex, outline, issues, actions, drag, moves, t, tc }: ModuleItemProps) {
  const title = module.title.trim() || t.newModule;
  const minutes = module.chapters.reduce((sum, chapter) => sum + chapter.minutes, 0);
  const removeReason = canRemoveModule(outline) ? null : t.limits.minModules({ min: OUTLINE_LIMITS.minModules });
  const addReason = canAddChapter(outline, moduleIndex) ? null : t.limits.maxChapters({ max: OUTLINE_LIMITS.maxChapters });
  const { setNodeRef, style, isDragging, handle } = useSortableRow(drag, { kind: "module", key: module.key, title }, t.dragRole);

  return (
    <m.li
      {...reorderLayout(drag.dragging !== null, moves.modules)}
      data-testid="module-item"
      data-item-key={module.key}
      ref={setNodeRef}
      style={style}
      tabIndex={-1}
      aria-label={`${t.moduleNumber({ index: moduleIndex + 1 })}: ${title}`}
      onKeyDown={(event) => {
        const direction = altArrow(event);
        if (!direction) return;
        event.preventDefault();
        const focusId = (document.activeElement as HTMLElement | null)?.dataset.focusId;
        actions.moveModule(moduleIndex, direction, focusId);
      }}
      className={["card relative p-3 sm:p-4", isDragging ? "shadow-lg ring-2 ring-accent" : ""].join(" ")}
    >
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:gap-2">
        <div className="flex min-w-0 flex-1 items-start gap-1.5">
          <DragHandle handle={handle} label={t.drag({ title })} />
          <span className="mt-2 inline-flex h-6 min-w-6 shrink-0 items-center justify-center rounded-md bg-accent-soft px-1.5 text-xs font-semibold text-accent-ink tabular-nums">
            {moduleIndex + 1}
          </span>
          <div className="min-w-0 flex-1">
            <TextField
              label={t.moduleTitle({ index: moduleIndex + 1 })}
              value={module.title}
              onChange={(value) => actions.renameModule(moduleIndex, value)}
              issue={issues.get(fieldPath.moduleTitle(moduleIndex))}
              size="md"
              data-testid="module-title-input"
              focusId="module-title"
            />
            <p className="px-2 text-xs text-fg-subtle">
              {tc.chapters({ count: module.chapters.length })} · {formatDuration(minutes, tc)}
            </p>
          </div>
        </div>
        <div className="flex items-center justify-end">
          <ItemControls
            title={title}
            t={t}
            up={{
              onMove: () => actions.moveModule(moduleIndex, "up", "module-move-up"),
              disabled: !canMoveModule(outline, moduleIndex, "up"),
              focusId: "module-move-up",
            }}
            down={{
              onMove: () => actions.moveModule(moduleIndex, "down", "module-move-down"),
              disabled: !canMoveModule(outline, moduleIndex, "down"),
              focusId: "module-move-down",
            }}
            remove={{
              label: t.removeModuleLabel({ title }),
              onRemove: () => actions.askRemoveModule(moduleIndex),
              disabledReason: removeReason,
              testId: "remove-module",
              focusId: "remove-module",
            }}
            onExplain={actions.explain}
          />
        </div>
      </div>

      <SortableContext
        id={`chapters-${module.key}`}
        items={module.chapters.map((chapter) => chapter.key)}
        strategy={verticalListSortingStrategy}
      >
        <ol className="mt-2 space-y-2 sm:pl-8">
          {module.chapters.map((chapter, chapterIndex) => (
            <ChapterItem
              key={chapter.key}
              chapter={chapter}
              address={{ moduleIndex, chapterIndex }}
              outline={outline}
              issues={issues}
              actions={actions}
              drag={drag}
              moves={moves.chapters}
              t={t}
              tc={tc}
            />
          ))}
        </ol>
      </SortableContext>

      <div className="mt-2 sm:pl-8">
        <button
          type="button"
          data-testid="add-chapter"
          data-focus-id="add-chapter"
          aria-disabled={addReason ? true : undefined}
          title={addReason ?? undefined}
          onClick={() => (addReason ? actions.explain(addReason) : actions.addChapter(moduleIndex))}
          className="inline-flex h-10 w-full items-center justify-center gap-1.5 rounded-lg border border-dashed border-line-strong px-3 text-sm font-medium text-fg-muted transition-colors hover:border-accent/50 hover:bg-accent-soft/50 hover:text-accent-ink aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:border-line-strong aria-disabled:hover:bg-transparent aria-disabled:hover:text-fg-muted sm:h-9 sm:w-auto"
        >
          <PlusIcon />
          {t.addChapter}
        </button>
        {addReason ? <p className="mt-1 text-xs text-fg-subtle">{addReason}</p> : null}
      </div>
    </m.li>
  );
}
