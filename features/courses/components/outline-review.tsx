"use client";

import { DndContext } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { MotionProvider } from "@/components/motion/motion-provider";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { useOutlineDrag, type DragItem, type DropDestination } from "../hooks/use-outline-drag";
import { useFocusAfterRender } from "../hooks/use-focus-after-render";
import { useOutlineEditor } from "../hooks/use-outline-editor";
import { useUndoShortcut } from "../hooks/use-undo-shortcut";
import type { CourseDetail } from "../contract";
import { OUTLINE_LIMITS, canAddModule, findChapter } from "../lib/outline-operations";
import { ConfirmDialog } from "./confirm-dialog";
import { ConfirmPanel } from "./confirm-panel";
import { ConflictNotice } from "./conflict-notice";
import { CourseFields } from "./course-fields";
import { courseMessages } from "./course-messages";
import { editorMessages } from "./editor-messages";
import { PlusIcon } from "./icons";
import { ModuleItem } from "./module-item";
import type { OutlineActions } from "./outline-actions";
import { OutlineToolbar } from "./outline-toolbar";
import { RegeneratePanel } from "./regenerate-panel";
import { useReorderMoves } from "./reorder-motion";
import { useAnnouncer } from "./use-announcer";

interface OutlineReviewProps {
  course: CourseDetail;
  /** Receives every course the server returns; a confirmed one switches the page to the course view. */
  onCourse: (course: CourseDetail) => void;
}

/** The outline review page for a draft course: edit, ask for changes, confirm. */
export function OutlineReview({ course, onCourse }: OutlineReviewProps) {
  const t = useMessages(editorMessages);
  const tc = useMessages(courseMessages);
  const editor = useOutlineEditor({ course, onCourse });
  const { outline, edits, issues, busy } = editor;
  const root = useRef<HTMLDivElement>(null);
  const { announce, explain, regions } = useAnnouncer();
  const [removing, setRemoving] = useState<number | null>(null);
  const { moves, moved } = useReorderMoves();
  const invalid = issues.size > 0;

  // Moves re-mount or re-order rows, which drops focus; after the render we put
  // it back on the same control of the moved item (or the nearest sensible one).
  const requestFocus = useFocusAfterRender(root, outline);

  const item = (key: string) => `[data-item-key="${key}"]`;
  const inItem = (key: string, focusId: string) => `${item(key)} [data-focus-id="${focusId}"]`;

  const actions: OutlineActions = {
    moveChapter(address, direction, focusId) {
      const chapter = outline.modules[address.moduleIndex]?.chapters[address.chapterIndex];
      if (!chapter || !edits.moveChapter(address, direction)) return;
      moved("chapters");
      requestFocus([
        ...(focusId ? [inItem(chapter.key, focusId)] : []),
        inItem(chapter.key, direction === "up" ? "move-up" : "move-down"),
        inItem(chapter.key, direction === "up" ? "move-down" : "move-up"),
        item(chapter.key),
      ]);
      announceChapterMove(chapter.key, chapter.title);
    },
    moveModule(moduleIndex, direction, focusId) {
      const section = outline.modules[moduleIndex];
      if (!section || !edits.moveModule(moduleIndex, direction)) return;
      moved("modules");
      const own = (id: string) => `${item(section.key)} > div [data-focus-id="${id}"]`;
      requestFocus([
        ...(focusId ? [`${item(section.key)} [data-focus-id="${focusId}"]`] : []),
        own(direction === "up" ? "module-move-up" : "module-move-down"),
        own(direction === "up" ? "module-move-down" : "module-move-up"),
        item(section.key),
      ]);
      const position = moduleIndex + (direction === "up" ? 0 : 2);
      announce(t.movedModule({ title: section.title, position }));
    },
    updateChapter: (address, patch) => void edits.updateChapter(address, patch),
    renameModule: (moduleIndex, title) => void edits.renameModule(moduleIndex, title),
    removeChapter(address) {
      const section = outline.modules[address.moduleIndex];
      const chapter = section?.chapters[address.chapterIndex];
      if (!section || !chapter || !edits.removeChapter(address)) return;
      const next = section.chapters[address.chapterIndex + 1] ?? section.chapters[address.chapterIndex - 1];
      requestFocus([...(next ? [inItem(next.key, "remove")] : []), inItem(section.key, "add-chapter")]);
      announce(t.removed({ title: chapter.title }));
    },
    askRemoveModule: (moduleIndex) => setRemoving(moduleIndex),
    addChapter(moduleIndex) {
      const key = edits.addChapter(moduleIndex, { title: t.newChapter, objective: "" });
      if (key) requestFocus([inItem(key, "title")], true);
    },
    explain,
  };

  // Announced after the move, from the new outline, so the numbers are right.
  const pendingMove = useRef<{ key: string; title: string } | null>(null);
  function announceChapterMove(key: string, title: string) {
    pendingMove.current = { key, title };
  }
  useEffect(() => {
    const move = pendingMove.current;
    if (!move) return;
    pendingMove.current = null;
    const at = findChapter(outline, move.key);
    if (at) announce(t.moved({ title: move.title, module: at.moduleIndex + 1, position: at.chapterIndex + 1 }));
  }, [outline, announce, t]);

  const onDrop = useCallback(
    (destination: DropDestination, dragged: DragItem) => {
      if (destination.kind === "chapter") {
        const chapter = outline.modules[destination.from.moduleIndex]?.chapters[destination.from.chapterIndex];
        if (chapter && edits.moveChapterTo(destination.from, destination.to)) announceChapterMove(dragged.key, chapter.title);
        return;
      }
      const section = outline.modules[destination.from];
      if (section && edits.moveModuleTo(destination.from, destination.to)) {
        announce(t.movedModule({ title: section.title, position: destination.to + 1 }));
      }
    },
    [announce, edits, outline, t],
  );
  const drag = useOutlineDrag({ outline, disabled: busy, onDrop, strings: t });

  function removeModuleNow() {
    if (removing === null) return;
    const section = outline.modules[removing];
    setRemoving(null);
    if (!section || !edits.removeModule(removing)) return;
    requestFocus(['[data-focus-id="add-module"]']);
    announce(t.removed({ title: section.title }));
  }

  function addModule() {
    const key = edits.addModule({ title: t.newModule, chapterTitle: t.newChapter, chapterObjective: "" });
    if (key) requestFocus([`${item(key)} [data-focus-id="module-title"]`], true);
  }

  // Ctrl/Cmd+Z anywhere on the page undoes the last outline change, except in
  // fields that keep their own undo (the "ask for changes" box).
  const onUndone = useCallback(() => announce(t.undone), [announce, t.undone]);
  useUndoShortcut(root, editor.undo, onUndone);

  const removingModule = removing === null ? null : outline.modules[removing];
  const addModuleReason = canAddModule(outline) ? null : t.limits.maxModules({ max: OUTLINE_LIMITS.maxModules });
  const chapterCount = useMemo(() => outline.modules.reduce((count, module) => count + module.chapters.length, 0), [outline]);

  return (
    <div ref={root} className="mx-auto w-full max-w-6xl px-4 pb-16 sm:px-6" data-testid="outline-editor" data-chapter-count={chapterCount}>
      <OutlineToolbar
        saveStatus={editor.saveStatus}
        onRetrySave={() => void editor.retrySave()}
        canUndo={editor.canUndo}
        onUndo={() => editor.undo() && announce(t.undone)}
        busy={busy}
        t={t}
      />

      {editor.notice === "conflict" ? <ConflictNotice onDismiss={editor.dismissNotice} t={t} /> : null}

      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="min-w-0 space-y-4">
          <CourseFields outline={outline} issues={issues} onChange={(patch) => void edits.updateCourse(patch)} t={t} tc={tc} />

          {/* A disabled fieldset freezes every field and button while the outline is being regenerated or confirmed. */}
          <fieldset disabled={busy} aria-busy={busy || undefined} className="min-w-0 space-y-4 disabled:opacity-60">
            {/* Layout features (a bigger chunk) load with this editor only: drafts are the one place rows move. */}
            <MotionProvider layout>
              <DndContext {...drag.contextProps}>
                <SortableContext id="modules" items={outline.modules.map((module) => module.key)} strategy={verticalListSortingStrategy}>
                  <ol className="space-y-4" aria-label={t.eyebrow}>
                    {outline.modules.map((module, moduleIndex) => (
                      <ModuleItem
                        key={module.key}
                        module={module}
                        moduleIndex={moduleIndex}
                        outline={outline}
                        issues={issues}
                        actions={actions}
                        drag={drag}
                        moves={moves}
                        t={t}
                        tc={tc}
                      />
                    ))}
                  </ol>
                </SortableContext>
              </DndContext>
            </MotionProvider>
            <div>
              <button
                type="button"
                data-testid="add-module"
                data-focus-id="add-module"
                aria-disabled={addModuleReason ? true : undefined}
                onClick={() => (addModuleReason ? explain(addModuleReason) : addModule())}
                className="inline-flex h-11 w-full items-center justify-center gap-2 rounded-xl border border-dashed border-line-strong text-sm font-medium text-fg-muted transition-colors hover:border-accent/50 hover:bg-accent-soft/50 hover:text-accent-ink aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:border-line-strong aria-disabled:hover:bg-transparent aria-disabled:hover:text-fg-muted"
              >
                <PlusIcon />
                {t.addModule}
              </button>
              {addModuleReason ? <p className="mt-1 text-center text-xs text-fg-subtle">{addModuleReason}</p> : null}
            </div>
          </fieldset>
        </div>

        <aside className="space-y-4 lg:sticky lg:top-[calc(var(--header-height)+4rem)]">
          <RegeneratePanel
            onSubmit={editor.regenerate}
            regenerating={editor.regenerating}
            blocked={editor.confirming}
            invalid={invalid}
            error={editor.regenerateError}
            t={t}
            tc={tc}
          />
          <ConfirmPanel
            outline={outline}
            onConfirm={() => void editor.confirm()}
            confirming={editor.confirming}
            blocked={editor.regenerating}
            invalid={invalid}
            error={editor.confirmError}
            t={t}
            tc={tc}
          />
        </aside>
      </div>

      <ConfirmDialog
        open={removingModule !== null && removingModule !== undefined}
        title={t.confirmRemoveModule.title({ title: removingModule?.title ?? "" })}
        body={
          (removingModule?.chapters.length ?? 0) === 1
            ? t.confirmRemoveModule.bodyOne
            : t.confirmRemoveModule.body({ count: removingModule?.chapters.length ?? 0 })
        }
        confirmLabel={t.confirmRemoveModule.confirm}
        cancelLabel={t.confirmRemoveModule.cancel}
        onConfirm={removeModuleNow}
        onCancel={() => setRemoving(null)}
        confirmTestId="confirm-remove-module"
      />
      {regions}
    </div>
  );
}
