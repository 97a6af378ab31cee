/**
 * A keyless course's ground-truth.md starts with true facts the course has: the plan (labelled as
 * the plan) and the definitions the learner's attached document states, each cited to its line —
 * the document read back through the sources feature, wired in app/_compose. Another browser's
 * source with the same course id never lends its definitions; "which of my courses covers …"
 * finds the course by that document.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { lookupOwnerCourses } from "@/app/_compose/chat-composition";
import { seedWorkspace } from "@/app/_compose/workspace-composition";
import { sources, workspaceFiles } from "@/lib/db/schema";
import { setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { drainSources } from "@/tests/support/sources/index-kit";
import { confirmedCourse, workspaceBrowser } from "@/tests/support/workspace/workspace-kit";
import type { Locale } from "@/lib/i18n/locales";

const handle = setUpCourseRouteEnvironment();

const DOCS: Record<Locale, { text: string; facts: string[]; heading: string }> = {
  en: {
    text: "# Neural networks\n\n## Neurons\nA neuron is a unit that sums its weighted inputs.\n\n## License\nPermission is hereby granted, free of charge.\n",
    facts: ["- **neuron**: a unit that sums its weighted inputs (nn_notes, line 4)"],
    heading: "## Definitions from your sources",
  },
  zh: {
    text: "# 机器学习基础\n\n## 模型评估\n过拟合是指模型在训练数据上表现好、在新数据上表现差的现象。\n\n## 版权声明\n版权所有，保留所有权利。\n",
    facts: ["- **过拟合**: 模型在训练数据上表现好、在新数据上表现差的现象 (nn_notes，第 4 行)"],
    heading: "## 你的资料中的定义",
  },
};

async function groundTruth(courseId: string) {
  const [row] = await handle()
    .db.select()
    .from(workspaceFiles)
    .where(and(eq(workspaceFiles.courseId, courseId), eq(workspaceFiles.path, "ground-truth.md")));
  return row!.content;
}

describe.each(["en", "zh"] as const)("ground-truth.md from the learner's document (%s)", (language) => {
  it("gets the document's definitions, cited, and the plan labelled as the plan; another browser's source lends nothing", async () => {
    const { ownerId } = await workspaceBrowser();
    const other = await workspaceBrowser();
    const courseId = await confirmedCourse(handle().db, ownerId, { language });
    const doc = DOCS[language];
    await handle()
      .db.insert(sources)
      .values([
        { id: `src-${language}-mine`, ownerId, courseId, kind: "paste", title: "nn_notes", status: "queued", pastedText: doc.text },
        {
          id: `src-${language}-theirs`,
          ownerId: other.ownerId,
          courseId,
          kind: "paste",
          title: "theirs",
          status: "queued",
          pastedText: "A gradient is the direction of steepest ascent.\n",
        },
      ]);
    await drainSources(handle().db, { embedder: null });
    await seedWorkspace(handle().db, ownerId, courseId);
    const content = await groundTruth(courseId);
    expect(content).toContain(doc.heading);
    for (const fact of doc.facts) expect(content).toContain(fact);
    expect(content).not.toMatch(/Permission|版权所有|gradient/);
    expect(content).toContain(language === "en" ? "## Your plan (from the course outline" : "## 你的学习计划（来自课程大纲");
    // Opening the workspace again adds nothing twice.
    await seedWorkspace(handle().db, ownerId, courseId);
    expect(await groundTruth(courseId)).toBe(content);

    // "Which of my courses covers …?" finds this course by its document, though no title or chapter names the term.
    const asked = language === "en" ? "Which of my courses covers neurons?" : "我的哪门课讲了过拟合？";
    expect((await lookupOwnerCourses(ownerId, asked)).map((citation) => citation.courseId)).toContain(courseId);
    expect(await lookupOwnerCourses(other.ownerId, asked)).toEqual([]);
  });
});
