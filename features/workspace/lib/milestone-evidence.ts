import { milestoneModuleIndex } from "./learning-files";
import { parseMilestones, type Milestone } from "./milestones";

/**
 * A milestone ticks only on evidence the workspace does not keep: the practice feature's attempts,
 * asked through this port (composed in app/_compose/milestone-evidence.ts). Every write of
 * milestones.md (the tutor's tools, the learner's editor and milestones bar, the file API, a rename)
 * is checked against it, so neither the tutor's word nor a hand edit ticks a box.
 */
export interface ChapterEvidence {
  title: string;
  /** Different questions answered correctly, answers after the answer was shown not counted. */
  questionsCorrect: number;
}

export interface ModuleEvidence {
  /** 0-based, in course order. */
  moduleIndex: number;
  title: string;
  earned: boolean;
  chapters: ChapterEvidence[];
  /** The attempts that count, as the mastery rule keeps them. */
  attemptIds: string[];
  /** Where the learner opens those attempts. */
  href: string;
}

export interface CourseEvidence {
  /** The rule, in words. */
  rule: string;
  /** Correct questions each chapter needs. */
  needed: number;
  /** Where the learner answers the course's questions. */
  practiceHref: string;
  modules: ModuleEvidence[];
}

/** The evidence for one course of the writer's (bound to the database and the owner by the composition). */
export type EvidenceFor = (courseId: string) => Promise<CourseEvidence>;

/** The modules a milestone stands for: the one its title names, else (the capstone, the learner's own) all of them. */
export function milestoneModules(milestone: Pick<Milestone, "title">, evidence: CourseEvidence): ModuleEvidence[] | string {
  const index = milestoneModuleIndex(milestone.title);
  if (index === null) return evidence.modules;
  const named = evidence.modules.find((module) => module.moduleIndex === index);
  return named ? [named] : `it names module ${index + 1}, which this course does not have (it has ${evidence.modules.length})`;
}

/** Why a milestone may not tick yet, or null when its evidence holds. */
export function missingEvidence(milestone: Pick<Milestone, "title">, evidence: CourseEvidence): string | null {
  const modules = milestoneModules(milestone, evidence);
  if (typeof modules === "string") return modules;
  if (modules.length === 0) return "this course has no modules to earn yet";
  const short = modules
    .filter((module) => !module.earned)
    .flatMap((module) => module.chapters.filter((chapter) => chapter.questionsCorrect < evidence.needed))
    .map((chapter) => `"${chapter.title}" has ${Math.min(chapter.questionsCorrect, evidence.needed)} of ${evidence.needed}`);
  if (modules.every((module) => module.earned)) return null;
  return short.length > 0 ? `still missing: ${short.join(", ")}` : "its module is not earned yet";
}

/**
 * The milestones `next` ticks that `previous` did not have ticked (matched by title, so moving a
 * ticked line keeps it and renaming one is a new tick). Ticks already there are left as they are.
 */
export function newTicks(previous: string, next: string): Milestone[] {
  const before = new Map<string, number>();
  for (const milestone of parseMilestones(previous)) {
    if (milestone.done) before.set(milestone.title, (before.get(milestone.title) ?? 0) + 1);
  }
  return parseMilestones(next).filter((milestone) => {
    if (!milestone.done) return false;
    const left = before.get(milestone.title) ?? 0;
    if (left === 0) return true;
    before.set(milestone.title, left - 1);
    return false;
  });
}

/** The refusal for a write of milestones.md that ticks without evidence (in English, like every API message), or null. */
export function refusedTicks(previous: string, next: string, evidence: CourseEvidence): string | null {
  const refused = newTicks(previous, next).flatMap((milestone) => {
    const why = missingEvidence(milestone, evidence);
    return why === null ? [] : [`"${milestone.title}" (${why})`];
  });
  if (refused.length === 0) return null;
  return (
    `A milestone is ticked only with evidence from practice, so milestones.md was not saved: ${refused.join("; ")}. ` +
    `${evidence.rule} Answer the course's questions (${evidence.practiceHref}), or leave the box unticked: ` +
    `"I already know this" is kept beside it as your own claim.`
  );
}
