import { courseOutlineSchema, totalMinutes, type CourseOutline } from "@/lib/course-outline";
import { AppError } from "@/lib/errors";
import { describeZodError } from "@/lib/http/zod-error-message";

const MIN_TOTAL = 15;
const MAX_TOTAL = 20_000;

/**
 * The outline as it is stored: schema-valid, and its estimatedMinutes always the
 * sum of its chapters (the total a learner sees must match the chapters they see),
 * whatever the editor or the designer sent.
 */
export function normalizeOutline(outline: unknown): CourseOutline {
  const parsed = courseOutlineSchema.safeParse(outline);
  if (!parsed.success) {
    throw new AppError("bad_request", {
      en: `This outline can't be saved: ${describeZodError(parsed.error)}. The saved outline is unchanged.`,
      zh: `这份大纲无法保存：${describeZodError(parsed.error)}。已保存的大纲没有改变。`,
    });
  }
  const total = totalMinutes(parsed.data);
  if (total < MIN_TOTAL || total > MAX_TOTAL) {
    throw new AppError("bad_request", {
      en: `The chapters add up to ${total} minutes; a course needs between ${MIN_TOTAL} and ${MAX_TOTAL.toLocaleString("en")} minutes. The saved outline is unchanged.`,
      zh: `各章加起来共 ${total} 分钟；一门课程需要 ${MIN_TOTAL} 到 ${MAX_TOTAL.toLocaleString("en")} 分钟。已保存的大纲没有改变。`,
    });
  }
  return { ...parsed.data, estimatedMinutes: total };
}
