/**
 * The keyless workspace tutor through its real route (offline model, the real sources search over
 * the course's chapters and files, the practice service): ground-truth.md starts with the chapters'
 * definitions, cited; "add an example" proposes the chapter's own example, cited, to the note;
 * "note in ground-truth.md that …" proposes that fact to that file; "what do these lines mean?"
 * connects them to the chapter passage that explains them; "quiz me on X" asks a stored question
 * about X, and none about a topic the course does not cover — in English and Chinese. The fact test
 * also guards the route's joined extension: a write after a search is a proposal (its material tools kept).
 */
import type { UIMessageChunk } from "ai";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as filesRoute } from "@/app/api/courses/[id]/files/route";
import { workspaceFiles } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/locales";
import { chunkText as textOf } from "@/tests/support/ai/read-ui-chunks";
import { params, request, setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { confirmedCourse, putFile, setFirstChapter, workspaceBrowser, workspaceTutor } from "@/tests/support/workspace/workspace-kit";

const handle = setUpCourseRouteEnvironment({ env: { RATE_LIMIT_PER_MINUTE: "0" } });

const CHAPTER: Record<Locale, string[]> = {
  en: [
    "# Gradient descent",
    "",
    "Gradient descent is how most models learn: it lowers the loss one small step at a time.",
    "",
    "- **Loss function:** a function that measures how wrong the model's predictions are.",
    "- **Learning rate:** how big each step against the gradient is.",
    "",
    "For example, the squared error loss function adds up the squared differences between predictions and targets.",
  ],
  zh: [
    "# 梯度下降",
    "",
    "梯度下降是大多数模型的学习方式：它一小步一小步地降低损失。",
    "",
    "- **损失函数：**衡量模型预测错得有多离谱的函数。",
    "- **学习率：**每一步逆着梯度走多远。",
    "",
    "例如，平方误差损失函数把预测值与目标值之差的平方加起来。",
  ],
};
const NOTE: Record<Locale, string> = {
  en: "# My notes\n\nWe want the loss function to go down.\n",
  zh: "# 我的笔记\n\n我们希望损失函数变小。\n",
};

const approvalOf = (chunks: UIMessageChunk[]) =>
  chunks.find((chunk) => chunk.type === "tool-approval-request") as { approvalId: string; toolCallId: string } | undefined;
const inputOf = (chunks: UIMessageChunk[], toolCallId: string) =>
  (
    chunks.find((chunk) => chunk.type === "tool-input-available" && chunk.toolCallId === toolCallId) as
      { input: Record<string, unknown> } | undefined
  )?.input;

async function course(language: Locale) {
  const { db } = handle();
  const { ownerId, cookie } = await workspaceBrowser();
  const courseId = await confirmedCourse(db, ownerId, { written: true, language });
  await setFirstChapter(db, courseId, CHAPTER[language].join("\n"));
  const put = await putFile(courseId, cookie, { path: "notes/loss.md", content: NOTE[language] });
  expect(put.status).toBe(200);
  const files = (await (
    await filesRoute(request(`http://127.0.0.1/api/courses/${courseId}/files`, { cookie }), params({ id: courseId }))
  ).json()) as {
    files: { path: string }[];
  };
  const chapterPath = files.files.map((file) => file.path).find((path) => path.startsWith("chapters/01-01-"))!;
  const tutor = workspaceTutor(courseId, cookie);
  const chat = (text: string, references: { path: string; start: number; end: number }[] = []) => tutor.chunks({ text, references });
  const file = async (path: string) =>
    (
      await db
        .select()
        .from(workspaceFiles)
        .where(and(eq(workspaceFiles.courseId, courseId), eq(workspaceFiles.path, path)))
    )[0]!;
  return { chat, file, chapterPath };
}

const ASK = {
  en: {
    example: "Add an example of a loss function to my note",
    fact: "note in ground-truth.md that the learning rate sets the step size",
    meaning: "What do these lines mean?",
    quiz: "Quiz me on gradient descent",
    quizNone: "Quiz me on quantum tunnelling",
    pointer: "add an example of this word to my note",
    selectionNone: "summarise the selection",
  },
  zh: {
    example: "在我的笔记里加一个损失函数的例子",
    fact: "在 ground-truth.md 里记下：学习率决定步长",
    meaning: "这几行是什么意思？",
    quiz: "考考我梯度下降",
    quizNone: "考考我量子隧穿",
    pointer: "在我的笔记里加一个这个词的例子",
    selectionNone: "总结选中的几行",
  },
} as const;

describe.each(["en", "zh"] as const)("the keyless workspace tutor (%s)", (language) => {
  it("starts ground-truth.md with the chapters' definitions, cited to lines that hold them", async () => {
    const { file, chapterPath } = await course(language);
    const truth = (await file("ground-truth.md")).content;
    const term = language === "en" ? "Loss function" : "损失函数";
    expect(truth).toContain(`- **${term}**: `);
    expect(truth).toContain(`(${chapterPath}:5)`);
    expect(CHAPTER[language][4]).toContain(term);
  });

  it("adds the chapter's own example to the note as a proposal, quoted and cited; nothing written before it is accepted", async () => {
    const { chat, file, chapterPath } = await course(language);
    const chunks = await chat(ASK[language].example);
    const approval = approvalOf(chunks);
    expect(approval, textOf(chunks)).toBeDefined();
    const input = inputOf(chunks, approval!.toolCallId)!;
    expect(input.path).toBe("notes/loss.md");
    expect(String(input.text)).toContain(CHAPTER[language][7]!.slice(0, 20));
    // Cited by exactly the line the example stands on (line 8), not the whole passage's range.
    expect(String(input.text)).toMatch(new RegExp(`${chapterPath.replace(/[.]/g, "\\.")}:${CHAPTER[language].length}$`));
    expect((await file("notes/loss.md")).content).toBe(NOTE[language]);
  });

  it("notes the fact in the file named, as a proposal with that fact", async () => {
    const { chat } = await course(language);
    const chunks = await chat(ASK[language].fact);
    const approval = approvalOf(chunks);
    expect(approval, textOf(chunks)).toBeDefined();
    const input = inputOf(chunks, approval!.toolCallId)!;
    expect(input.path).toBe("ground-truth.md");
    expect(String(input.text)).toContain(language === "en" ? "- the learning rate sets the step size" : "- 学习率决定步长");
  });

  it("explains referenced lines by the chapter passage that explains them, not by repeating them", async () => {
    const { chat, chapterPath } = await course(language);
    const text = textOf(await chat(ASK[language].meaning, [{ path: "notes/loss.md", start: 3, end: 3 }]));
    const first = text.split("\n")[0]!;
    expect(first).toContain(chapterPath);
    expect(first).toContain(language === "en" ? "measures how wrong" : "衡量模型预测错得有多离谱");
  });

  it("reads 'this word' with a line selected as the selected term: the chapter's example of it, proposed to the note", async () => {
    const { chat, file, chapterPath } = await course(language);
    // The chapter's line 5 holds the term ("Loss function", "损失函数") as the learner selects it.
    const chunks = await chat(ASK[language].pointer, [{ path: chapterPath, start: 5, end: 5 }]);
    const approval = approvalOf(chunks);
    expect(approval, textOf(chunks)).toBeDefined();
    const input = inputOf(chunks, approval!.toolCallId)!;
    expect(input.path).toBe("notes/loss.md");
    expect(String(input.text)).toContain(CHAPTER[language][7]!.slice(0, 20));
    expect(String(input.text)).not.toMatch(/this word|这个词|\bmine\b/u);
    expect((await file("notes/loss.md")).content).toBe(NOTE[language]);
  });

  it("says plainly that nothing is selected, and how to select, when asked about the selection with none", async () => {
    const { chat } = await course(language);
    const chunks = await chat(ASK[language].selectionNone);
    expect(approvalOf(chunks)).toBeUndefined();
    const text = textOf(chunks);
    expect(text).toMatch(language === "en" ? /^Nothing is selected/ : /^现在没有选中任何内容/);
    expect(text).toContain("Shift");
    expect(text).not.toContain(ASK[language].selectionNone);
  });

  it("quizzes on the topic named, and says so when no stored question is about it", async () => {
    const { chat } = await course(language);
    const quiz = textOf(await chat(ASK[language].quiz));
    expect(quiz).toMatch(language === "en" ? /^Practice question \(from chapters\/01-01-/ : /^练习题（出自 chapters\/01-01-/);
    const none = textOf(await chat(ASK[language].quizNone));
    expect(none).toMatch(language === "en" ? /None of your stored practice questions is about/ : /没有关于/);
  });
});
