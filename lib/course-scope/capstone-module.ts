/** A module that is a capstone project, however a designer names it ("Capstone: …", "A capstone project with …", "综合项目：…"). */
const CAPSTONE_MODULE = /\bcapstone\b|\bfinal project\b|综合项目|结业项目|毕业项目|毕业设计/iu;

/**
 * Whether a course's last module is already its capstone: its milestones are then one per module (the
 * last one the capstone), with no separate capstone milestone after them (milestones.md and the tutor's
 * account of a milestone must number them alike). Only the last module counts: "Planning your final
 * project" in the middle of a course is no capstone.
 */
export function lastModuleIsCapstone(moduleTitles: readonly string[]): boolean {
  const last = moduleTitles.at(-1);
  return last !== undefined && CAPSTONE_MODULE.test(last);
}
