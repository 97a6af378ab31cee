/**
 * The keyless chat's "none of your courses covers X" and its "which of my courses covers this?" come from one
 * lookup, matched on what the subject is about ("p-value of 0.03" is about p-values), so they never disagree —
 * in English and Chinese, through the real route and the browser's own courses.
 */
import { describe, expect, it } from "vitest";
import { saveDraftFromInterview } from "@/features/courses/data/course-queries";
import { askChat } from "@/tests/support/chat/chat-route-kit";
import { draftFixture, outlineFixture, ownerFixture } from "@/tests/support/courses/course-test-kit";
import { setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import type { Locale } from "@/lib/i18n/locales";

const database = setUpCourseRouteEnvironment();
const ask = askChat;

async function courseTitled(owner: string, title: string, language: Locale) {
  return saveDraftFromInterview(database().db, owner, draftFixture({ goal: title, language, outline: outlineFixture({ title }) }));
}

const NONE = /None of your courses|don't have any courses|都没有讲到|都没有提到|还没有任何课程/;

describe.each([
  {
    language: "en" as const,
    title: "P-values from scratch",
    questions: ["What does a p-value of 0.03 tell me?", "What does a learning rate of 0.1 mean?"],
    titles: ["P-values from scratch", "Learning rate tuning"],
    which: "which of my courses covers this?",
    other: "What is quantum tunnelling?",
    nothing: "None of your courses or sources covers **quantum tunnelling**",
  },
  {
    language: "zh" as const,
    title: "从零学p值",
    questions: ["p值等于0.03说明什么", "学习率设为0.1意味着什么？"],
    titles: ["从零学p值", "学习率调参"],
    which: "我的哪门课讲了这个？",
    other: "量子隧穿是什么？",
    nothing: "你的课程和资料里都没有讲到**量子隧穿**",
  },
])("what the chat says of the learner's courses about a subject ($language)", ({ language, questions, titles, which, other, nothing }) => {
  it("names the course a value-qualified question is about, and the lookup finds the same course", async () => {
    for (const [index, question] of questions.entries()) {
      const owner = ownerFixture();
      const course = await courseTitled(owner, titles[index]!, language);
      const link = `(/courses/${course.id})`;
      const answer = await ask(owner, [question]);
      expect(answer, question).not.toMatch(NONE);
      expect(answer, question).toContain(link);
      const listed = await ask(owner, [question, which]);
      expect(listed, question).not.toMatch(NONE);
      expect(listed, question).toContain(link);
    }
  });

  it("each mask says it in its own voice: five masks, five replies, each naming the course", async () => {
    const owner = ownerFixture();
    const course = await courseTitled(owner, titles[0]!, language);
    const replies = new Set<string>();
    for (const mask of ["default", "blunt", "warm", "rational", "chameleon"]) {
      const answer = await ask(owner, [questions[0]!], mask);
      expect(answer, mask).toContain(`(/courses/${course.id})`);
      replies.add(answer);
    }
    expect(replies.size).toBe(5);
  });

  it("still says plainly that nothing covers a subject none of the learner's courses is about", async () => {
    const owner = ownerFixture();
    await courseTitled(owner, titles[0]!, language);
    const answer = await ask(owner, [other]);
    expect(answer).toContain(nothing);
    expect(answer).not.toContain("/courses/");
  });
});

describe("a one-letter statistic written the other way", () => {
  it("finds an English-titled course from the Chinese question, and a Chinese-titled one from the English", async () => {
    const owner = ownerFixture();
    const english = await courseTitled(owner, "P-values from scratch", "en");
    expect(await ask(owner, ["p值等于0.03说明什么"])).toContain(`(/courses/${english.id})`);
    const other = ownerFixture();
    const chinese = await courseTitled(other, "从零学p值", "zh");
    expect(await ask(other, ["What does a p-value of 0.03 tell me?", "which of my courses covers this?"])).toContain(
      `(/courses/${chinese.id})`,
    );
  });
});

describe.each([
  {
    language: "en" as const,
    progress: ["How am I doing?", "Have I practised pods?", "What have I learned so far?"],
    list: "what courses do I have?",
  },
  { language: "zh" as const, progress: ["我学得怎么样？", "我练过Pods吗？", "我的学习进度呢"], list: "我有课吗" },
])("what the chat says of the learner's progress and courses ($language)", ({ language, progress, list }) => {
  it("claims nothing about a practice record it cannot read, and lists the courses the learner has", async () => {
    const owner = ownerFixture();
    const course = await courseTitled(owner, language === "zh" ? "从零学Kubernetes" : "Kubernetes from scratch", language);
    for (const question of progress) {
      const answer = await ask(owner, [question]);
      expect(answer, question).not.toMatch(NONE);
      expect(answer, question).not.toMatch(/comes under|属于你在/);
      expect(answer, question).toContain("](/review)");
    }
    const listed = await ask(owner, [list]);
    expect(listed).not.toMatch(NONE);
    expect(listed).toContain(`(/courses/${course.id})`);
  });
});
