import { type CurriculumRequestBlock } from "../contract";
import type { CourseOutline, OutlineChapter, OutlineModule } from "@/lib/course-outline";
import { OUTLINE_PHRASES } from "./content/outline-phrases";
import { anyRevision, revisionSignals, type RevisionSignals } from "./revision-signals";
import { clip, interpolate, quote } from "@/lib/ai/offline/text/text-utils";
import { topicKnowledge } from "@/lib/ai/offline/knowledge/topic-knowledge";
import type { Locale } from "@/lib/i18n/locales";
import { WRITING } from "@/lib/i18n/writing";

const LEVELS = ["beginner", "intermediate", "advanced"] as const;
const MAX_CHAPTERS = 8;
const MIN_TOTAL = 15;

const WORDS = {
  en: {
    deepTitle: "Deep dive: {module}",
    deepObjective: "After this chapter you can handle the advanced cases and trade-offs of “{module}”.",
    deepSnippet: "Edge cases, internals and the decisions experienced practitioners make.",
    revised: "Revised at your request: {instruction}.",
    colon: ": ",
  },
  zh: {
    deepTitle: "深入：{module}",
    deepObjective: "学完本章，你能处理「{module}」中的进阶情况，并权衡不同做法。",
    deepSnippet: "边界情况、内部原理，以及有经验的人会怎样取舍。",
    revised: "已按你的要求调整：{instruction}。",
    colon: "：",
  },
} as const;

const PRACTICAL = /^(?:lab|practice|exercise|session|hands-on)\b|^(?:动手|练习|实操|训练|实践)/i;
const CHECK = /^(?:check yourself|quiz)\b|^(?:自测|小测)/i;
const EXAMPLE = /^(?:worked example|example)\b|^(?:示例|案例)/i;

const minutesOf = (modules: OutlineModule[]) => modules.reduce((sum, m) => sum + m.chapters.reduce((s, c) => s + c.minutes, 0), 0);
const roundTo5 = (minutes: number) => Math.max(5, Math.round(minutes / 5) * 5);

/** "Key ideas: Pods" → "Pods": a lab title gets one label, never "Lab: Key ideas: Pods". */
function subject(title: string): string {
  const parts = title.split(/[:：]\s*/);
  const tail = parts.at(-1)?.trim() ?? "";
  return parts.length > 1 && tail.length >= 2 ? tail : title;
}

function asLab(module: OutlineModule, label: string, lang: Locale): OutlineModule {
  const titles = new Set(module.chapters.map((chapter) => chapter.title));
  const chapters = module.chapters.map((chapter) => {
    if (PRACTICAL.test(chapter.title) || CHECK.test(chapter.title)) return chapter;
    let title = clip(`${label}${WORDS[lang].colon}${subject(chapter.title)}`, 140);
    // Two chapters on one subject ("Key ideas: Pods", "Worked example: Pods") stay two chapters.
    if (titles.has(title)) title = clip(`${label}${WORDS[lang].colon}${chapter.title}`, 140);
    titles.add(title);
    return { ...chapter, title };
  });
  return { ...module, chapters };
}

function chapterFrom(
  template: { title: string; objective: string; snippet: string },
  vars: Record<string, string>,
  lang: Locale,
  minutes: number,
): OutlineChapter {
  return {
    title: clip(interpolate(template.title, vars, lang), 140),
    objective: clip(interpolate(template.objective, vars, lang), 300),
    snippet: clip(interpolate(template.snippet, vars, lang), 400),
    minutes,
  };
}

/** Adds a chapter to every module but the last (the capstone), where there is room and it is missing. */
function addToCoreModules(
  modules: OutlineModule[],
  make: (module: OutlineModule) => OutlineChapter | null,
  at: "after-first" | "end",
): OutlineModule[] {
  return modules.map((module, index) => {
    if (index === modules.length - 1 || module.chapters.length >= MAX_CHAPTERS) return module;
    const chapter = make(module);
    if (!chapter) return module;
    const chapters = [...module.chapters];
    chapters.splice(at === "end" ? chapters.length : 1, 0, chapter);
    return { ...module, chapters };
  });
}

function applySignals(outline: CourseOutline, wish: RevisionSignals, request: CurriculumRequestBlock): CourseOutline {
  const lang = request.language;
  const knowledge = topicKnowledge(request.topic, lang);
  const phrases = OUTLINE_PHRASES[lang].chapters;
  const vars = (module: OutlineModule) => ({
    stage: clip(subject(module.title), 80),
    module: clip(module.title, 100),
    topic: knowledge.topic,
    handsOn: knowledge.handsOn,
  });
  let modules = outline.modules;
  let difficulty = outline.difficulty;

  if (wish.skipBasics && modules.length > 2) modules = modules.slice(1);
  if (wish.shorter) {
    const trimmed = modules.map((module) => (module.chapters.length > 2 ? { ...module, chapters: module.chapters.slice(0, -1) } : module));
    const cut = trimmed.map((module) => ({
      ...module,
      chapters: module.chapters.map((c) => ({ ...c, minutes: roundTo5(c.minutes * 0.75) })),
    }));
    modules = minutesOf(cut) >= MIN_TOTAL ? cut : trimmed;
  }
  if (wish.practice) modules = modules.map((module) => asLab(module, knowledge.handsOn, lang));
  if (wish.examples) {
    modules = addToCoreModules(
      modules,
      (m) => (m.chapters.some((c) => EXAMPLE.test(c.title)) ? null : chapterFrom(phrases.example, vars(m), lang, 25)),
      "after-first",
    );
  }
  if (wish.quizzes) {
    modules = addToCoreModules(
      modules,
      (m) => (m.chapters.some((c) => CHECK.test(c.title)) ? null : chapterFrom(phrases.check, vars(m), lang, 15)),
      "end",
    );
  }
  if (wish.deeper) {
    const deep = { title: WORDS[lang].deepTitle, objective: WORDS[lang].deepObjective, snippet: WORDS[lang].deepSnippet };
    modules = addToCoreModules(modules, (m) => chapterFrom(deep, vars(m), lang, 30), "end");
    difficulty = LEVELS[Math.min(LEVELS.indexOf(difficulty) + 1, LEVELS.length - 1)] ?? difficulty;
  }
  if (wish.simpler) difficulty = LEVELS[Math.max(LEVELS.indexOf(difficulty) - 1, 0)] ?? difficulty;

  const note = interpolate(WORDS[lang].revised, { instruction: quote(request.instruction ?? "", lang, 160) }, lang);
  const room = 1200 - note.length - 1;
  const designRationale = `${clip(outline.designRationale, room)}${WRITING[lang].wordGap}${note}`;
  return { ...outline, difficulty, modules, designRationale, estimatedMinutes: Math.min(20_000, Math.max(MIN_TOTAL, minutesOf(modules))) };
}

/**
 * Revises a saved outline the way the learner asked, starting from it as it is
 * (their hand edits included): skip the basics, shorter, more hands-on, more
 * examples, self-checks, deeper or simpler. Anything else leaves it as it is.
 */
export function reviseOutline(current: CourseOutline, request: CurriculumRequestBlock): CourseOutline {
  const wish = revisionSignals(request.instruction);
  return anyRevision(wish) ? applySignals(current, wish, request) : current;
}
