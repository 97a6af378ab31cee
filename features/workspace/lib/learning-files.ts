import { readGoal } from "@/lib/ai/offline/knowledge/goal-reading";
import type { CourseOutline, StoredLearnerProfile } from "@/lib/course-outline";
import type { Locale } from "@/lib/i18n/locales";
import { LEARNING_FILES } from "../contract";
import { chapterFilePath } from "@/lib/course-scope/chapter-file-path";
import { lastModuleIsCapstone } from "@/lib/course-scope/capstone-module";

/**
 * The learning files a confirmed course starts with, written from its outline
 * and the learner's profile (seed 003's guidance / milestones / ground truth).
 * Pure, so the wording is tested without a database.
 */
export interface SeedFile {
  path: string;
  content: string;
}

const copy = {
  en: {
    guidance: "How to study this course",
    goal: "Your goal",
    background: "Where you start",
    outcome: "What you want to be able to do",
    style: "How you like to learn",
    unknown: "(not said yet — tell the tutor)",
    rhythm: "Rhythm",
    rhythmBody: [
      "Read one chapter (it is under `chapters/`), then write what you understood in your own words under `notes/`.",
      "Select lines you are unsure about and press **Ask the tutor**: it sees exactly those lines.",
      "When you finish a module, answer its practice questions: a milestone ticks once each of its chapters has 2 questions answered correctly.",
    ],
    milestones: "Milestones",
    milestonesIntro:
      'One milestone per module, then the capstone. One ticks only on your practice answers (linked under it); "I already know this" is kept as your own claim.',
    module: "Module {n}: {title}",
    covers: "covers",
    capstone: "Capstone: {outcome}",
    capstoneDefault: "use everything in one piece of work of your own",
    allChapters: "all chapters",
    groundTruth: "Ground truth",
    groundTruthIntro:
      "The key facts, definitions and formulas of this course. The tutor keeps it up to date as you study; correct it when it is wrong.",
    plan: "Your plan (from the course outline: what you will study, not facts about the subject)",
    subject: "Subject",
    level: "Level",
    levels: { beginner: "Beginner", intermediate: "Intermediate", advanced: "Advanced" },
    chaptersLabel: "chapters",
    colon: ": ",
    titleSeparator: "; ",
  },
  zh: {
    guidance: "如何学习这门课",
    goal: "你的目标",
    background: "你的起点",
    outcome: "学完后想做到的事",
    style: "你喜欢的学习方式",
    unknown: "（还没说——可以告诉导师）",
    rhythm: "学习节奏",
    rhythmBody: [
      "读一章（在 `chapters/` 下），然后在 `notes/` 里用自己的话写下理解。",
      "选中不确定的几行，点 **问导师**：导师会看到正是这几行。",
      "学完一个模块就做它的练习题：每一章都有 2 道题答对时，这个里程碑才会勾选。",
    ],
    milestones: "里程碑",
    milestonesIntro:
      "每个模块一个里程碑，最后是综合项目。只有练习作答达标才会勾选（下面链接到这些作答）；“我已经会了”作为你自己的说法保存。",
    module: "模块 {n}：{title}",
    covers: "涵盖",
    capstone: "综合项目：{outcome}",
    capstoneDefault: "把学到的内容用在一个自己的作品里",
    allChapters: "全部章节",
    groundTruth: "核心知识",
    groundTruthIntro: "本课程的关键事实、定义和公式。学习过程中导师会持续更新；发现错误请直接改正。",
    plan: "你的学习计划（来自课程大纲：要学什么，而不是关于这门学科的事实）",
    subject: "学习主题",
    level: "难度",
    levels: { beginner: "入门", intermediate: "进阶", advanced: "高级" },
    chaptersLabel: "章节",
    colon: "：",
    titleSeparator: "；",
  },
} as const;

/**
 * The module a milestone stands for, read from its title as the seeded line names it ("Module 2: …",
 * "模块 2：…", in any UI language): 0-based, or null for the capstone and any milestone the learner
 * wrote (those stand for the whole course).
 */
export function milestoneModuleIndex(title: string): number | null {
  for (const language of Object.keys(copy) as Locale[]) {
    const [before = "", after = ""] = copy[language].module.split("{n}");
    const head = new RegExp(`^${escapeRegExp(before)}(\\d{1,3})${escapeRegExp(after.charAt(0))}`, "i").exec(title.trim());
    if (head?.[1]) return Number(head[1]) - 1;
  }
  return null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const PLAN_HEADINGS = new Set((Object.keys(copy) as Locale[]).map((language) => `## ${copy[language].plan}`));

/**
 * A learning file as material to search and quote: ground-truth.md's plan section (seeded below, in
 * either language) is the course outline labelled as the plan — "Subject: …", "Your goal: …", the
 * modules' chapter titles — not facts about the subject, so an answer must never quote it as one.
 * Its lines are blanked, so every other line keeps its number and citations stay true.
 */
export function materialTextOf(path: string, content: string): string {
  if (path !== LEARNING_FILES.groundTruth) return content;
  let inPlan = false;
  return content
    .split("\n")
    .map((line) => {
      if (/^#{1,6}\s/.test(line)) inPlan = PLAN_HEADINGS.has(line.trim());
      return inPlan ? "" : line;
    })
    .join("\n");
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ""));

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** The subject as the learner named it ("I'm new to Kubernetes" → Kubernetes); a course from a document is its title. */
function subjectOf(topic: string | null | undefined, title: string): string {
  const reading = topic?.trim() ? readGoal(topic) : null;
  return oneLine(reading && !reading.fromMaterial && reading.subject ? reading.subject : title);
}

export function learningFiles(input: {
  language: Locale;
  outline: CourseOutline;
  profile: StoredLearnerProfile;
  goal: string;
}): SeedFile[] {
  const t = copy[input.language];
  const { outline, profile } = input;
  const field = (value: string | null | undefined) => (value && value.trim() ? oneLine(value) : t.unknown);

  const guidance = [
    `# ${t.guidance} — ${outline.title}`,
    "",
    `## ${t.goal}`,
    field(profile.goal ?? input.goal),
    "",
    `## ${t.background}`,
    field(profile.background),
    "",
    `## ${t.outcome}`,
    field(profile.targetOutcome),
    "",
    `## ${t.style}`,
    field(profile.cognitiveStyle),
    "",
    `## ${t.rhythm}`,
    ...t.rhythmBody.map((line, index) => `${index + 1}. ${line}`),
    "",
  ].join("\n");

  const moduleLines = outline.modules.map((module, moduleIndex) => {
    const paths = module.chapters.map((chapter, position) => `\`${chapterFilePath(moduleIndex, position, chapter.title)}\``);
    return `- [ ] ${fill(t.module, { n: moduleIndex + 1, title: oneLine(module.title) })} — ${t.covers} ${paths.join(", ")}`;
  });
  const outcome = profile.targetOutcome?.trim() ? oneLine(profile.targetOutcome).slice(0, 160) : t.capstoneDefault;
  // A course whose last module is already its capstone (the offline designer's last stage, "A capstone
  // project with …", "…综合项目") gets no second one: its module's milestone is the capstone.
  const hasCapstone = lastModuleIsCapstone(outline.modules.map((module) => module.title));
  const milestones = [
    `# ${t.milestones} — ${outline.title}`,
    "",
    t.milestonesIntro,
    "",
    ...moduleLines,
    ...(hasCapstone ? [] : [`- [ ] ${fill(t.capstone, { outcome })} — ${t.covers} ${t.allChapters}`]),
    "",
  ].join("\n");

  // Only what the course really has: the plan, labelled as the plan. Subject facts come from the
  // written chapters and the learner's sources (ground-truth-facts.ts), each cited to its line.
  const planGoal = profile.goal ?? input.goal;
  const groundTruth = [
    `# ${t.groundTruth} — ${outline.title}`,
    "",
    t.groundTruthIntro,
    "",
    `## ${t.plan}`,
    "",
    `- ${t.subject}${t.colon}${subjectOf(profile.topic, outline.title)}`,
    ...(planGoal?.trim() ? [`- ${t.goal}${t.colon}${oneLine(planGoal).slice(0, 300)}`] : []),
    `- ${t.level}${t.colon}${t.levels[outline.difficulty]}`,
    ...outline.modules.map(
      (module, moduleIndex) =>
        `- ${fill(t.module, { n: moduleIndex + 1, title: oneLine(module.title) })} — ${t.chaptersLabel}${t.colon}${module.chapters
          .map((chapter) => oneLine(chapter.title))
          .join(t.titleSeparator)}`,
    ),
    "",
  ].join("\n");

  return [
    { path: LEARNING_FILES.guidance, content: guidance },
    { path: LEARNING_FILES.milestones, content: milestones },
    { path: LEARNING_FILES.groundTruth, content: groundTruth },
  ];
}
