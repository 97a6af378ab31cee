import {
  courseOutlineSchema,
  outlineChapterSchema,
  outlineModuleSchema,
  totalMinutes,
  type CourseOutline,
  type OutlineChapter,
  type OutlineModule,
} from "@/lib/course-outline";

/**
 * The outline as the review page edits it: modules and chapters carry a
 * client-only `key` so React keeps focus and identity across moves;
 * `toCourseOutline` strips it before saving. Limits come from the schema.
 */
export type EditorChapter = OutlineChapter & { key: string };
export type EditorModule = Omit<OutlineModule, "chapters"> & { key: string; chapters: EditorChapter[] };
export type EditorOutline = Omit<CourseOutline, "modules"> & { modules: EditorModule[] };

export type Direction = "up" | "down";
export interface ChapterAddress {
  moduleIndex: number;
  chapterIndex: number;
}

/** Reads min/max item counts from a zod array schema, so the editor's limits are the schema's. */
function arrayLimits(schema: unknown, fallback: { min: number; max: number }): { min: number; max: number } {
  const checks = (schema as { def?: { checks?: Array<{ _zod?: { def?: Record<string, unknown> } }> } }).def?.checks ?? [];
  const limits = { ...fallback };
  for (const check of checks) {
    const def = check._zod?.def;
    if (def?.check === "min_length" && typeof def.minimum === "number") limits.min = def.minimum;
    if (def?.check === "max_length" && typeof def.maximum === "number") limits.max = def.maximum;
  }
  return limits;
}

const moduleCount = arrayLimits(courseOutlineSchema.shape.modules, { min: 2, max: 8 });
const chapterCount = arrayLimits(outlineModuleSchema.shape.chapters, { min: 1, max: 8 });

export const OUTLINE_LIMITS = {
  minModules: moduleCount.min,
  maxModules: moduleCount.max,
  minChapters: chapterCount.min,
  maxChapters: chapterCount.max,
  courseTitle: courseOutlineSchema.shape.title.maxLength ?? 140,
  courseDescription: courseOutlineSchema.shape.description.maxLength ?? 600,
  moduleTitle: outlineModuleSchema.shape.title.maxLength ?? 140,
  chapterTitle: outlineChapterSchema.shape.title.maxLength ?? 140,
  chapterObjective: outlineChapterSchema.shape.objective.maxLength ?? 300,
  minCourseMinutes: courseOutlineSchema.shape.estimatedMinutes.minValue ?? 15,
  maxCourseMinutes: courseOutlineSchema.shape.estimatedMinutes.maxValue ?? 20_000,
} as const;

// ---------------------------------------------------------------- conversion

export function toEditorOutline(outline: CourseOutline, nextKey: () => string): EditorOutline {
  return {
    ...outline,
    modules: outline.modules.map((module) => ({
      ...module,
      key: nextKey(),
      chapters: module.chapters.map((chapter) => ({ ...chapter, key: nextKey() })),
    })),
  };
}

/** The outline as the API stores it: no keys, and a total that matches the chapters (within the schema's range). */
export function toCourseOutline(outline: EditorOutline): CourseOutline {
  return {
    title: outline.title,
    description: outline.description,
    difficulty: outline.difficulty,
    estimatedMinutes: clampMinutes(totalMinutes(outline)),
    designRationale: outline.designRationale,
    modules: outline.modules.map((module) => ({
      title: module.title,
      chapters: module.chapters.map((chapter) => ({
        title: chapter.title,
        objective: chapter.objective,
        ...(chapter.snippet === undefined ? {} : { snippet: chapter.snippet }),
        minutes: chapter.minutes,
      })),
    })),
  };
}

export function clampMinutes(minutes: number): number {
  return Math.min(OUTLINE_LIMITS.maxCourseMinutes, Math.max(OUTLINE_LIMITS.minCourseMinutes, minutes));
}
