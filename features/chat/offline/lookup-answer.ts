import { courseCitationSchema, type CourseCitation } from "../lib/chat-schemas";
import { mergeByCourse } from "../lib/course-matches";
import type { ChatMaskVoice, ChatPhrases } from "./content/chat-phrase-types";
import { interpolate } from "@/lib/ai/offline/text/text-utils";
import type { Locale } from "@/lib/i18n/locales";
import { WRITING } from "@/lib/i18n/writing";

/**
 * "Which of my courses covers X?" answered from what the lookup returned, in the mask's own voice and
 * method — the blunt coach's numbered orders, the warm mentor's encouragement, the rationalist's criterion
 * and a reason per course, the chameleon's map (or its short form) — with the same facts in every one:
 * each course once, its matching chapters under it, every link as the lookup gave it.
 */

/** The lookup's citations that link into the app, each course once with its matching chapters. */
export function foundCourses(value: unknown): CourseCitation[] {
  const list = Array.isArray(value) ? value : [];
  const valid = list.flatMap((entry) => {
    const parsed = courseCitationSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
  return mergeByCourse(valid);
}

const label = (text: string) => text.replace(/[[\]]/g, "");
const link = (title: string, href: string) => `[${label(title)}](${href})`;

export function lookupBody(options: {
  phrases: ChatPhrases;
  lang: Locale;
  voice: ChatMaskVoice;
  /** The chameleon reads a hurried or short question as asking for the short form. */
  brief: boolean;
  topic: string | null;
  courses: readonly CourseCitation[];
}): string {
  const { phrases, lang, topic, courses } = options;
  const style = phrases.lookup[options.voice === "chameleon" && options.brief ? "chameleonBrief" : options.voice];
  const lines = courses.map((course, index) => {
    const chapters = (course.chapters ?? []).map((chapter) => link(chapter.chapterTitle, chapter.href));
    const vars = {
      n: String(index + 1),
      course: link(course.courseTitle, course.href),
      chapters: chapters.join(WRITING[lang].listSeparator),
    };
    return interpolate(chapters.length > 0 ? style.courseWithChapters : style.course, vars, lang);
  });
  const intro = topic ? interpolate(style.intro, { topic }, lang) : style.introAll;
  return [intro, ...lines].join("\n");
}
