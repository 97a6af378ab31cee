import { courseOutlineSchema, totalMinutes } from "@/lib/course-outline";
import { OUTLINE_LIMITS, toCourseOutline, type ChapterAddress, type EditorOutline } from "./outline-shape";

export type FieldIssue =
  { kind: "required" } | { kind: "too_long"; max: number } | { kind: "total_out_of_range"; min: number; max: number } | { kind: "invalid" };

/**
 * Field problems keyed by path ("title", "modules.0.chapters.1.objective"),
 * from the same schema the server checks, so an edit that passes here is one
 * the server accepts.
 */
export function validateOutline(outline: EditorOutline): Map<string, FieldIssue> {
  const issues = new Map<string, FieldIssue>();
  // The stored total is the chapters' sum, so it must itself be in the schema's range (the server refuses it otherwise).
  const total = totalMinutes(outline);
  if (total < OUTLINE_LIMITS.minCourseMinutes || total > OUTLINE_LIMITS.maxCourseMinutes) {
    issues.set(fieldPath.totalMinutes, {
      kind: "total_out_of_range",
      min: OUTLINE_LIMITS.minCourseMinutes,
      max: OUTLINE_LIMITS.maxCourseMinutes,
    });
  }
  const result = courseOutlineSchema.safeParse(toCourseOutline(outline));
  if (result.success) return issues;
  for (const issue of result.error.issues) {
    const path = issue.path.join(".");
    if (issues.has(path)) continue;
    if (issue.code === "too_small" && issue.origin === "string") issues.set(path, { kind: "required" });
    else if (issue.code === "too_big" && issue.origin === "string") issues.set(path, { kind: "too_long", max: Number(issue.maximum) });
    else issues.set(path, { kind: "invalid" });
  }
  return issues;
}

export const fieldPath = {
  totalMinutes: "estimatedMinutes",
  courseTitle: "title",
  courseDescription: "description",
  moduleTitle: (moduleIndex: number) => `modules.${moduleIndex}.title`,
  chapterTitle: ({ moduleIndex, chapterIndex }: ChapterAddress) => `modules.${moduleIndex}.chapters.${chapterIndex}.title`,
  chapterObjective: ({ moduleIndex, chapterIndex }: ChapterAddress) => `modules.${moduleIndex}.chapters.${chapterIndex}.objective`,
};
