import type { CourseOutline, OutlineChapter } from "@/lib/course-outline";
import { totalMinutes } from "@/lib/outline-minutes";
import {
  clampMinutes,
  OUTLINE_LIMITS,
  type ChapterAddress,
  type Direction,
  type EditorChapter,
  type EditorModule,
  type EditorOutline,
} from "./outline-shape";

/**
 * Pure outline edits for the review page. Every operation returns a new
 * outline, or the very same object when the edit is refused (out of range, or
 * it would break the schema's counts), so callers can tell "nothing happened"
 * with `===`. The shape and limits are in ./outline-shape.ts, validation in
 * ./outline-validation.ts; both are re-exported so callers import one module.
 */
export * from "./outline-shape";
export * from "./outline-validation";

/** Recomputes the course total after a structural edit, so the header never disagrees with the chapters. */
function withTotal(outline: EditorOutline): EditorOutline {
  return { ...outline, estimatedMinutes: clampMinutes(totalMinutes(outline)) };
}

// ---------------------------------------------------------------- text edits

export function updateCourse(outline: EditorOutline, patch: Partial<Pick<CourseOutline, "title" | "description">>): EditorOutline {
  return { ...outline, ...patch };
}

export function renameModule(outline: EditorOutline, moduleIndex: number, title: string): EditorOutline {
  if (!outline.modules[moduleIndex]) return outline;
  return {
    ...outline,
    modules: outline.modules.map((module, index) => (index === moduleIndex ? { ...module, title } : module)),
  };
}

export function updateChapter(
  outline: EditorOutline,
  { moduleIndex, chapterIndex }: ChapterAddress,
  patch: Partial<Pick<OutlineChapter, "title" | "objective">>,
): EditorOutline {
  const target = outline.modules[moduleIndex];
  if (!target?.chapters[chapterIndex]) return outline;
  const chapters = target.chapters.map((chapter, index) => (index === chapterIndex ? { ...chapter, ...patch } : chapter));
  return replaceModule(outline, moduleIndex, { ...target, chapters });
}

// ---------------------------------------------------------------- add / remove

export const canAddModule = (outline: EditorOutline) => outline.modules.length < OUTLINE_LIMITS.maxModules;
export const canRemoveModule = (outline: EditorOutline) => outline.modules.length > OUTLINE_LIMITS.minModules;

export function canAddChapter(outline: EditorOutline, moduleIndex: number): boolean {
  const target = outline.modules[moduleIndex];
  return !!target && target.chapters.length < OUTLINE_LIMITS.maxChapters;
}

export function canRemoveChapter(outline: EditorOutline, moduleIndex: number): boolean {
  const target = outline.modules[moduleIndex];
  return !!target && target.chapters.length > OUTLINE_LIMITS.minChapters;
}

/** Appends a module (it must bring at least one chapter: the schema has no empty modules). */
export function addModule(outline: EditorOutline, module: EditorModule): EditorOutline {
  if (!canAddModule(outline) || module.chapters.length < OUTLINE_LIMITS.minChapters) return outline;
  return withTotal({ ...outline, modules: [...outline.modules, module] });
}

export function removeModule(outline: EditorOutline, moduleIndex: number): EditorOutline {
  if (!canRemoveModule(outline) || !outline.modules[moduleIndex]) return outline;
  return withTotal({ ...outline, modules: outline.modules.filter((_, index) => index !== moduleIndex) });
}

/** Appends a chapter to a module. */
export function addChapter(outline: EditorOutline, moduleIndex: number, chapter: EditorChapter): EditorOutline {
  const target = outline.modules[moduleIndex];
  if (!target || !canAddChapter(outline, moduleIndex)) return outline;
  return withTotal(replaceModule(outline, moduleIndex, { ...target, chapters: [...target.chapters, chapter] }));
}

export function removeChapter(outline: EditorOutline, { moduleIndex, chapterIndex }: ChapterAddress): EditorOutline {
  const target = outline.modules[moduleIndex];
  if (!target?.chapters[chapterIndex] || !canRemoveChapter(outline, moduleIndex)) return outline;
  const chapters = target.chapters.filter((_, index) => index !== chapterIndex);
  return withTotal(replaceModule(outline, moduleIndex, { ...target, chapters }));
}

// ---------------------------------------------------------------- moves

export function moveModuleTo(outline: EditorOutline, from: number, to: number): EditorOutline {
  if (from === to || !outline.modules[from] || to < 0 || to >= outline.modules.length) return outline;
  return { ...outline, modules: moveItem(outline.modules, from, to) };
}

export function moveModule(outline: EditorOutline, moduleIndex: number, direction: Direction): EditorOutline {
  return moveModuleTo(outline, moduleIndex, moduleIndex + (direction === "up" ? -1 : 1));
}

/**
 * Moves a chapter to `to` (its index in the target module *after* removal from
 * the source). Refused when it would empty the source module or overfill the
 * target one.
 */
export function moveChapterTo(outline: EditorOutline, from: ChapterAddress, to: ChapterAddress): EditorOutline {
  const source = outline.modules[from.moduleIndex];
  const chapter = source?.chapters[from.chapterIndex];
  const target = outline.modules[to.moduleIndex];
  if (!source || !chapter || !target) return outline;

  if (from.moduleIndex === to.moduleIndex) {
    if (from.chapterIndex === to.chapterIndex || to.chapterIndex < 0 || to.chapterIndex >= source.chapters.length) {
      return outline;
    }
    return replaceModule(outline, from.moduleIndex, {
      ...source,
      chapters: moveItem(source.chapters, from.chapterIndex, to.chapterIndex),
    });
  }

  if (source.chapters.length <= OUTLINE_LIMITS.minChapters) return outline;
  if (target.chapters.length >= OUTLINE_LIMITS.maxChapters) return outline;
  if (to.chapterIndex < 0 || to.chapterIndex > target.chapters.length) return outline;
  const targetChapters = [...target.chapters];
  targetChapters.splice(to.chapterIndex, 0, chapter);
  const withoutChapter = replaceModule(outline, from.moduleIndex, {
    ...source,
    chapters: source.chapters.filter((_, index) => index !== from.chapterIndex),
  });
  return replaceModule(withoutChapter, to.moduleIndex, { ...target, chapters: targetChapters });
}

/**
 * Where one keyboard step takes a chapter: the neighbouring slot in its
 * module, or, at a module's end, the adjacent end of the neighbouring module.
 */
export function chapterStep(outline: EditorOutline, from: ChapterAddress, direction: Direction): ChapterAddress | null {
  const source = outline.modules[from.moduleIndex];
  if (!source?.chapters[from.chapterIndex]) return null;
  if (direction === "up") {
    if (from.chapterIndex > 0) return { moduleIndex: from.moduleIndex, chapterIndex: from.chapterIndex - 1 };
    const previous = outline.modules[from.moduleIndex - 1];
    return previous ? { moduleIndex: from.moduleIndex - 1, chapterIndex: previous.chapters.length } : null;
  }
  if (from.chapterIndex < source.chapters.length - 1) {
    return { moduleIndex: from.moduleIndex, chapterIndex: from.chapterIndex + 1 };
  }
  return outline.modules[from.moduleIndex + 1] ? { moduleIndex: from.moduleIndex + 1, chapterIndex: 0 } : null;
}

export function moveChapter(outline: EditorOutline, from: ChapterAddress, direction: Direction): EditorOutline {
  const to = chapterStep(outline, from, direction);
  return to ? moveChapterTo(outline, from, to) : outline;
}

export function canMoveChapter(outline: EditorOutline, from: ChapterAddress, direction: Direction): boolean {
  return moveChapter(outline, from, direction) !== outline;
}

export function canMoveModule(outline: EditorOutline, moduleIndex: number, direction: Direction): boolean {
  return moveModule(outline, moduleIndex, direction) !== outline;
}

/** Finds a chapter by its client key (positions change under moves; keys don't). */
export function findChapter(outline: EditorOutline, key: string): ChapterAddress | null {
  for (const [moduleIndex, module] of outline.modules.entries()) {
    const chapterIndex = module.chapters.findIndex((chapter) => chapter.key === key);
    if (chapterIndex >= 0) return { moduleIndex, chapterIndex };
  }
  return null;
}

export function findModule(outline: EditorOutline, key: string): number | null {
  const index = outline.modules.findIndex((module) => module.key === key);
  return index >= 0 ? index : null;
}

// ---------------------------------------------------------------- helpers

function replaceModule(outline: EditorOutline, moduleIndex: number, module: EditorModule): EditorOutline {
  return { ...outline, modules: outline.modules.map((item, index) => (index === moduleIndex ? module : item)) };
}

function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
