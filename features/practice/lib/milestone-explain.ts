import type { Locale } from "@/lib/i18n/locales";
import { quoteText, WRITING } from "@/lib/i18n/writing";
import { lastModuleIsCapstone } from "@/lib/course-scope/capstone-module";
import type { MasteryResponse } from "../contract";
import { EVIDENCE_QUESTIONS, MASTERY_RULE } from "./mastery-rule";

/** One course's mastery, and its title when the reply covers several (the chat). */
export interface MilestoneCourse {
  courseTitle: string | null;
  mastery: MasteryResponse;
}

const MAX_LISTED = 6;

const WORDS: Record<
  Locale,
  {
    never: (n: number) => string;
    earned: (what: string) => string;
    missing: (what: string, chapters: string) => string;
    chapter: (title: string, made: number) => string;
    noModule: (n: number, count: number, separateCapstone: boolean) => string;
    noMilestones: string;
    module: (n: number, title: string) => string;
    capstone: string;
    offer: (chapter: string) => string;
    inCourse: (title: string) => string;
  }
> = {
  en: {
    never: (n) => `I won't tick milestone ${n} on request: milestones are earned with evidence, not ticked on anyone's word.`,
    earned: (what) => `${what} already has that evidence: every chapter has ${EVIDENCE_QUESTIONS} correct answers on different questions.`,
    missing: (what, chapters) => `Still missing for ${what}: ${chapters}.`,
    chapter: (title, made) => `${title} has ${made} of ${EVIDENCE_QUESTIONS} correct questions`,
    noModule: (n, count, separateCapstone) =>
      `This course has no milestone ${n}: it has ${count} modules, ${separateCapstone ? "then the capstone" : "the last of them its capstone"}.`,
    noMilestones: "This course has no milestones yet: it has no chapters to earn them with.",
    module: (n, title) => `module ${n} ${title}`,
    capstone: "the capstone (it stands for every module)",
    offer: (chapter) => `Want to earn it now? Say “quiz me on ${chapter}” and I'll ask you a stored question from that chapter.`,
    inCourse: (title) => `In ${title}: `,
  },
  zh: {
    never: (n) => `我不会按要求直接勾选里程碑 ${n}：里程碑要凭练习证据达成，不凭任何人的一句话勾选。`,
    earned: (what) => `${what}已经有这些证据：每一章都有 ${EVIDENCE_QUESTIONS} 道不同的题答对。`,
    missing: (what, chapters) => `${what}还缺：${chapters}。`,
    chapter: (title, made) => `${title}答对 ${made}/${EVIDENCE_QUESTIONS} 道题`,
    noModule: (n, count, separateCapstone) =>
      `这门课没有里程碑 ${n}：它有 ${count} 个模块，${separateCapstone ? "最后是综合项目" : "最后一个模块就是综合项目"}。`,
    noMilestones: "这门课还没有里程碑：还没有可以用来达成的章节。",
    module: (n, title) => `模块 ${n}${title}`,
    capstone: "综合项目（它代表全部模块）",
    offer: (chapter) => `想现在就达成吗？说「考考我${chapter}」，我会从这一章的练习题里出题。`,
    inCourse: (title) => `在${title}里：`,
  },
};

/**
 * What the tutor says when asked to tick milestone `n` (1-based, as milestones.md numbers them: one
 * per module, then the capstone unless the last module is one): the evidence rule, what is still missing for it from the mastery
 * service (each chapter short of its correct questions), and an offer to quiz on the first of them.
 * Never a tick. In the request's locale.
 */
export function milestoneExplanation(n: number, courses: readonly MilestoneCourse[], locale: Locale): string {
  const w = WORDS[locale];
  const quote = (text: string) => quoteText(text, WRITING[locale]);
  const lines = [`${w.never(n)} ${MASTERY_RULE[locale]}`];
  let offer: string | null = null;
  for (const { courseTitle, mastery } of courses) {
    const prefix = courseTitle && courses.length > 1 ? w.inCourse(quote(courseTitle)) : "";
    const count = mastery.modules.length;
    // No chapters (a course still being made): nothing can be earned, and nothing is already earned.
    if (count === 0) {
      lines.push(`${prefix}${w.noMilestones}`);
      continue;
    }
    // Numbered as milestones.md numbers them: one per module, then a capstone unless the last module is one.
    const separateCapstone = !lastModuleIsCapstone(mastery.modules.map((module) => module.title));
    const capstone = separateCapstone && n === count + 1;
    const modules = capstone ? mastery.modules : mastery.modules.filter((module) => module.moduleIndex === n - 1);
    if (modules.length === 0) {
      lines.push(`${prefix}${w.noModule(n, count, separateCapstone)}`);
      continue;
    }
    const what = capstone ? w.capstone : w.module(n, quote(modules[0]!.title));
    const short = modules
      .filter((module) => module.status !== "earned")
      .flatMap((module) => module.chapters.filter((chapter) => chapter.questionsCorrect < EVIDENCE_QUESTIONS));
    if (short.length === 0) {
      lines.push(`${prefix}${w.earned(what)}`);
      continue;
    }
    const listed = short.slice(0, MAX_LISTED).map((chapter) => w.chapter(quote(chapter.title), chapter.questionsCorrect));
    lines.push(`${prefix}${w.missing(what, listed.join(WRITING[locale].listSeparator))}`);
    offer ??= short[0]!.title;
  }
  if (offer) lines.push(w.offer(offer));
  return lines.join("\n\n");
}
