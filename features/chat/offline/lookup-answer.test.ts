import { describe, expect, it } from "vitest";
import { CHAT_TOOL } from "../contract";
import { mergeByCourse } from "../lib/course-matches";
import { offlineChat, toolTurn } from "@/tests/support/chat/offline-chat-kit";
import type { Locale } from "@/lib/i18n/locales";

const MASKS = ["default", "blunt", "warm", "rational", "chameleon"] as const;

const course = (id: string, title: string) => ({
  courseId: id,
  courseTitle: title,
  chapterId: null,
  chapterTitle: null,
  href: `/courses/${id}`,
});
const chapter = (id: string, title: string, chapterId: string, chapterTitle: string) => ({
  courseId: id,
  courseTitle: title,
  chapterId,
  chapterTitle,
  href: `/courses/${id}/chapters/${chapterId}`,
});

/** The lookup as search returned it: one course by its title and by two chapters, another by a chapter only. */
function matchesFor(lang: Locale) {
  const git = lang === "en" ? "Git for teams" : "团队协作 Git";
  const ops = lang === "en" ? "Release engineering" : "发布工程";
  const [rebase, merge, tags] = lang === "en" ? ["Rebase", "Merge vs rebase", "Tagging releases"] : ["变基", "合并与变基", "给发布打标签"];
  return {
    matches: [course("c1", git), chapter("c1", git, "a", rebase), chapter("c1", git, "b", merge), chapter("c2", ops, "t", tags)],
    facts: [
      `[${git}](/courses/c1)`,
      `[${rebase}](/courses/c1/chapters/a)`,
      `[${merge}](/courses/c1/chapters/b)`,
      `[${tags}](/courses/c2/chapters/t)`,
      `[${ops}](/courses/c2)`,
    ],
  };
}

describe.each([
  { lang: "en" as const, said: "Which of my courses covers rebasing? I want to practise it before work next week." },
  { lang: "zh" as const, said: "我的哪门课讲了变基？我想在下周上班前练一练。" },
])("a course lookup in each mask's voice ($lang)", ({ lang, said }) => {
  const { matches, facts } = matchesFor(lang);
  const bodies = MASKS.map((mask) => {
    const text = offlineChat([said], mask, toolTurn(CHAT_TOOL.lookupCourses, { matches })).text ?? "";
    // The body: the part that lists the courses (the opening before it and the follow-up after it are each mask's own anyway).
    return text.split("\n\n").find((part) => part.includes("](/courses/")) ?? "";
  });

  it("lists the same courses, chapters and links in every mask", () => {
    for (const body of bodies) for (const fact of facts) expect(body).toContain(fact);
  });

  it("lists each course once, its matching chapters under it", () => {
    for (const body of bodies) {
      expect(body.split("](/courses/c1)").length - 1).toBe(1);
      expect(body.split("](/courses/c2)").length - 1).toBe(1);
      // The chapters are on their course's line, not on lines of their own.
      const lines = body.split("\n");
      expect(lines.find((line) => line.includes("/courses/c1/chapters/a"))).toContain("](/courses/c1)");
      expect(lines.find((line) => line.includes("/courses/c2/chapters/t"))).toContain("](/courses/c2)");
    }
  });

  it("phrases the body differently in each mask", () => {
    expect(new Set(bodies).size).toBe(MASKS.length);
    // Without their links, the bodies still differ: the voice is in the words, not only in the list marks.
    const words = bodies.map((body) => body.replace(/\[[^\]]*\]\([^)]*\)/g, "").replace(/[\s\d.\-→]+/g, " "));
    expect(new Set(words).size).toBe(MASKS.length);
  });
});

describe("a lookup's matches, merged by course", () => {
  it("keeps the first order of courses and every chapter once, whatever order the chapters came in", () => {
    const merged = mergeByCourse([
      chapter("c2", "Ops", "t", "Tags"),
      course("c1", "Git"),
      chapter("c1", "Git", "a", "Rebase"),
      chapter("c2", "Ops", "t", "Tags"),
    ]);
    expect(merged.map((entry) => [entry.courseId, entry.href, entry.chapters?.map((item) => item.chapterId)])).toEqual([
      ["c2", "/courses/c2", ["t"]],
      ["c1", "/courses/c1", ["a"]],
    ]);
  });
});
