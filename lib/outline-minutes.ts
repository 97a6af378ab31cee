import type { CourseOutline } from "./course-outline";

/**
 * The total shown to a learner must match the chapters they see. Apart from
 * ./course-outline.ts (which builds zod schemas) so pages can import it without zod.
 */
export function totalMinutes(outline: Pick<CourseOutline, "modules">): number {
  return outline.modules.reduce((sum, module) => sum + module.chapters.reduce((moduleSum, chapter) => moduleSum + chapter.minutes, 0), 0);
}
