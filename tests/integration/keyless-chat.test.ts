/**
 * The keyless tutor chat through the real route (app/api/chat/route.ts) and the browser's own
 * courses: "which of my courses covers this?" finds the requesting browser's course about the
 * subject said before, lists its courses when none is about it, and never says "no courses" to a
 * browser that has one — in English and Chinese. Another browser's courses are never found.
 */
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { saveDraftFromInterview } from "@/features/courses/data/course-queries";
import { assembleMessage, readUiChunks, textOf } from "@/tests/support/chat/chat-test-kit";
import { askChat, postChat } from "@/tests/support/chat/chat-route-kit";
import { draftFixture, ownerFixture } from "@/tests/support/courses/course-test-kit";
import { setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { confirmedCourse } from "@/tests/support/workspace/workspace-kit";
import { chapters } from "@/lib/db/schema";

const database = setUpCourseRouteEnvironment();
const ask = askChat;

describe.each([
  {
    language: "en" as const,
    goal: "Gradient descent from scratch",
    first: "What is gradient descent?",
    which: "Which of my courses covers this?",
    other: "Which of my courses covers quantum tunnelling?",
    none: /don't have any courses/,
    foundLead: "Here is what I found in your courses:",
    noneAbout: "None of your courses mentions **quantum tunnelling**",
  },
  {
    language: "zh" as const,
    goal: "从零学梯度下降",
    first: "什么是梯度下降？",
    which: "我的哪门课讲了梯度下降？",
    other: "我的哪门课讲了量子隧穿？",
    none: /还没有任何课程/,
    foundLead: "我在你的课程里找到了这些：",
    noneAbout: "都没有提到**量子隧穿**",
  },
])("which of my courses ($language)", ({ language, goal, first, which, other, none, foundLead, noneAbout }) => {
  it("finds the browser's own course about the subject, lists its courses when none is about it, and not a stranger's", async () => {
    const owner = ownerFixture();
    const stranger = ownerFixture();
    const mine = await saveDraftFromInterview(database().db, owner, draftFixture({ goal, language }));
    await saveDraftFromInterview(database().db, stranger, draftFixture({ goal, language }));
    const found = await ask(owner, [first, which]);
    expect(found).toContain(`${foundLead}\n- [`);
    expect(found).toContain(`(/courses/${mine.id})`);
    expect(found).not.toMatch(none);
    const listed = await ask(owner, [other]);
    expect(listed).toContain(noneAbout);
    expect(listed).toContain(`(/courses/${mine.id})`);
    expect(listed).not.toMatch(none);
    const nothing = await ask(ownerFixture(), [which]);
    expect(nothing).toMatch(none);
  });

  it("ends a lookup with a follow-up that fits a lookup, in each mask's own voice — never a plan's “which step to expand”", async () => {
    const owner = ownerFixture();
    await saveDraftFromInterview(database().db, owner, draftFixture({ goal, language }));
    const endings: string[] = [];
    for (const mask of ["default", "blunt", "warm", "rational", "chameleon"]) {
      const found = (await ask(owner, [first, which], mask)).split("\n\n");
      const listed = (await ask(owner, [other], mask)).split("\n\n");
      // The courses are listed, then one follow-up closes the answer: not the list, not a plan's closing.
      // Each mask words the list its own way (the default mask's lead is foundLead), with the same course link.
      expect(found.at(-2), mask).toContain("](/courses/");
      if (mask === "default") expect(found.at(-2), mask).toContain(foundLead);
      for (const ending of [found.at(-1)!, listed.at(-1)!]) {
        expect(ending, mask).not.toMatch(/which step to expand|哪一步需要展开|\]\(\/courses\//);
      }
      // A lookup that found the course and one that found nothing about the subject end differently.
      expect(found.at(-1), mask).not.toBe(listed.at(-1));
      endings.push(found.at(-1)!);
    }
    expect(new Set(endings).size).toBe(endings.length);
  });
});

describe("the keyless deep dive, grounded in the browser's own courses", () => {
  const chapter = [
    "# Optimisation",
    "",
    "Training needs a direction to move in.",
    "Gradient descent lowers the loss one small step at a time, against the gradient.",
  ].join("\n");

  async function deepDive(owner: string, text: string) {
    const response = await postChat(owner, [text]);
    const message = await assembleMessage(await readUiChunks(response));
    const part = message.parts.find((entry) => entry.type === "tool-deepDive") as {
      output?: { explanation: string; citations: unknown[] };
    };
    return { text: textOf(message), explanation: part?.output?.explanation ?? "", citations: part?.output?.citations ?? [] };
  }

  it("quotes what the learner's chapter says, with where it is", async () => {
    const owner = ownerFixture();
    const courseId = await confirmedCourse(database().db, owner, { written: true });
    const [first] = await database()
      .db.select()
      .from(chapters)
      .where(eq(chapters.courseId, courseId))
      .orderBy(asc(chapters.moduleIndex), asc(chapters.position));
    await database().db.update(chapters).set({ content: chapter }).where(eq(chapters.id, first!.id));
    const { explanation } = await deepDive(owner, "Explain gradient descent in depth");
    const lines = explanation.split("\n\n");
    expect(lines[0]).toBe("# gradient descent");
    expect(lines[1]).toContain("“Gradient descent lowers the loss one small step at a time, against the gradient.”");
    // The quote is cited at its own line of the chapter file, not the whole passage's range.
    const cited = /chapters\/01-01-[^:]+\.md:(\d+)(?:-(\d+))?/.exec(lines[1]!);
    expect(chapter.split("\n")[Number(cited?.[1]) - 1]).toBe(
      "Gradient descent lowers the loss one small step at a time, against the gradient.",
    );
    expect(explanation).toContain(`](/courses/${courseId})`);
  });

  it("takes 机器学习 (not 者) as the subject, cites no unrelated course, and says nothing explains it", async () => {
    const owner = ownerFixture();
    await confirmedCourse(database().db, owner, { written: true, language: "zh" });
    const { explanation, citations, text } = await deepDive(owner, "详细讲讲初学者的机器学习");
    expect(explanation.split("\n\n")[0]).toBe("# 机器学习");
    expect(explanation.split("\n\n")[1]).toContain("还没有解释**机器学习**");
    expect(citations).toEqual([]);
    expect(text).not.toContain("/courses/");
  });
});

describe.each([
  {
    language: "en" as const,
    lines: [
      "# Optimisation",
      "",
      "Training needs a direction to move in.",
      "Gradient descent is the method that lowers the loss one small step at a time, against the gradient.",
      "The learning rate sets how far each step of gradient descent goes.",
    ],
    question: "What is gradient descent?",
    answer: "Gradient descent is the method that lowers the loss one small step at a time, against the gradient.",
    follow: "why?",
    missing: "Explain quantum tunnelling",
    nothing: "None of your courses or sources covers **quantum tunnelling**",
  },
  {
    language: "zh" as const,
    lines: ["# 优化", "", "训练需要一个前进的方向。", "梯度下降是沿着梯度反方向一步步降低损失的方法。", "学习率决定梯度下降每一步走多远。"],
    question: "什么是梯度下降？",
    answer: "梯度下降是沿着梯度反方向一步步降低损失的方法。",
    follow: "为什么？",
    missing: "量子隧穿是什么？",
    nothing: "你的课程和资料里都没有讲到**量子隧穿**",
  },
])(
  "a keyless explanation, grounded in the browser's own written course ($language)",
  ({ language, lines, question, answer, follow, missing, nothing }) => {
    it("answers from the chapter, quoting only lines it holds with where they are, and says plainly when nothing covers the subject", async () => {
      const owner = ownerFixture();
      const courseId = await confirmedCourse(database().db, owner, { written: true, language });
      const [first] = await database()
        .db.select()
        .from(chapters)
        .where(eq(chapters.courseId, courseId))
        .orderBy(asc(chapters.moduleIndex), asc(chapters.position));
      const stored = lines.join("\n");
      await database().db.update(chapters).set({ content: stored }).where(eq(chapters.id, first!.id));

      const reply = await ask(owner, [question]);
      const [lead] = reply.split("\n\n");
      // The answer sentence first: the chapter's definition, quoted and cited to the chapter's lines.
      expect(lead).toContain(`“${answer}”`);
      expect(lead).toContain(`](/courses/${courseId})`);
      // Cited at the line the chapter file has the answer on (the chapter's text is the file's, line for line).
      const cited = /chapters\/01-01-[^:]+\.md:(\d+)(?:-(\d+))?/.exec(lead ?? "");
      expect(cited).not.toBeNull();
      expect(lines[Number(cited![1]) - 1]).toBe(answer);
      // Every quoted line is text the stored chapter holds.
      const quotes = [...reply.matchAll(/“([^”]+)”/g)].map((match) => match[1]!);
      expect(quotes.length).toBeGreaterThanOrEqual(2);
      for (const quote of quotes) expect(stored).toContain(quote);
      expect(reply).not.toContain("/settings");

      // A follow-up without a subject is about the earlier one.
      expect(await ask(owner, [question, follow])).toContain(`“${answer}”`);

      const none = await ask(owner, [missing]);
      expect(none).toContain(nothing);
      expect(none).toContain("(/settings)");
      expect(none).not.toContain("“");
      expect(none).not.toContain(`/courses/${courseId}`);
    });
  },
);
