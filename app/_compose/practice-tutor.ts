import "server-only";
import { storePosedInOwnCourses, storePosedQuestion } from "@/features/practice/data/posed-questions";
import type { WeakPoint } from "@/features/practice/data/weak-points";
import { createPosePracticeProblemTool, POSE_PROBLEM_TOOL } from "@/features/practice/tools/pose-practice-problem";
import { weakPointsText } from "@/features/practice/prompts/guided-instructions";
import {
  activeCourseQuestion,
  answerQuestion,
  courseMastery,
  nextDueQuestion,
  nextQuizQuestion,
} from "@/features/practice/server/practice-service";
import type { GuidedTurn } from "@/features/practice/server/guided-session";
import { PRACTICE_TOOL } from "@/features/practice/contract-constants";
import { createPracticeToolkit } from "@/features/practice/tools/practice-toolkit";
import type { ShortAnswerGrader } from "@/features/practice/lib/grade-answer";
import type { TutorExtension } from "@/features/workspace/agents/workspace-tutor-agent";
import type { ChatExtension } from "@/features/chat/agents/chat-agent";
import type { Database } from "@/lib/db/client";
import { listCourses } from "@/features/courses/data/course-reads";
import { AppError, isAppError, publicMessage } from "@/lib/errors";
import { questionFromLines } from "@/features/practice/server/own-questions";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";

/**
 * The practice feature's quiz tools as an extension of the workspace tutor: "quiz me" draws the
 * course's stored questions and the learner's replies are attempts through the same service as the
 * practice page, so they are graded, scheduled and count towards milestones the same way (short
 * answers by `grader`, the turn's own metered model, when one is configured).
 *
 * In guided mode (issue 26) a question drawn starts its hint ladder, and the server, not the model,
 * records the learner's answers (features/practice/server/guided-session.ts): the model gets no
 * recording tool, and the guided instructions in place of the quiz's.
 */
export function practiceTutorExtensionFor(
  db: Database,
  ownerId: string,
  courseId: string,
  guided?: GuidedTurn,
  /** The learner's weak points (questions failed lately, misconceptions hit), named in the tutor's instructions. */
  weak: readonly WeakPoint[] = [],
  grader?: ShortAnswerGrader,
  /** The request's UI locale: refusals that reach the tutor's reply are said in it. */
  locale: Locale = DEFAULT_LOCALE,
): TutorExtension {
  const isGuided = guided?.mode === "guided";
  const toolkit = createPracticeToolkit(
    {
      nextQuestion: async (chapter) => {
        const question = await nextQuizQuestion(db, ownerId, courseId, chapter);
        if (question && guided) await guided.questionAsked(question.id);
        return question;
      },
      // "Mark milestone 2 as done": what its module still needs, from the mastery service (never a tick).
      milestones: async () => [{ courseTitle: null, mastery: await courseMastery(db, ownerId, courseId) }],
      // "Quiz me on it": a question this conversation made or asked, asked again (its ladder starts again).
      questionById: async (itemId) => {
        const question = await activeCourseQuestion(db, ownerId, courseId, itemId);
        if (question && guided) await guided.questionAsked(question.id);
        return question;
      },
      // The same tools either way (a conversation's history keeps their calls), but in guided mode the ladder records.
      answer: (itemId, request) => (isGuided ? Promise.reject(GUIDED_RECORDS) : answerQuestion(db, ownerId, itemId, request, { grader })),
      // "Make questions from these lines": the editor's own service (the offline maker, from the selection itself).
      makeFromLines: async (request) => {
        try {
          const made = await questionFromLines(db, ownerId, courseId, request);
          // Made in this conversation, so asked in it: in guided mode its ladder (the question card) starts now.
          if (guided) await guided.questionAsked(made.id);
          const options = made.options?.map((option) => option.text) ?? null;
          return { ok: true, question: { id: made.id, kind: made.kind, prompt: made.prompt, options, citation: made.citation } };
        } catch (error) {
          if (!isAppError(error) || error.status >= 500) throw error;
          return { ok: false, error: publicMessage(error, locale), ...(error.text ? { said: error.text } : {}) };
        }
      },
    },
    locale,
  );
  const withWeak = (instructions: string, language: Locale) => [instructions, weakPointsText(language, weak)].filter(Boolean).join("\n\n");
  // A problem the tutor poses is stored with its answer key first (checked against its lines), then worked on a ladder.
  const pose = createPosePracticeProblemTool(async (chapter, draft) => {
    const stored = await storePosedQuestion(db, { ownerId, courseId, chapter, draft });
    if (stored.ok && guided) await guided.questionAsked(stored.itemId);
    return stored;
  });
  return {
    ...toolkit,
    tools: { ...toolkit.tools, [POSE_PROBLEM_TOOL]: pose },
    instructions: ({ language }) => withWeak(isGuided ? guided.instructions(language) : toolkit.instructions({ language }), language),
  };
}

/** How many of the learner's courses the chat's milestone answer covers. */
const CHAT_MILESTONE_COURSES = 3;

const GUIDED_RECORDS = new AppError("conflict", {
  en: "Guided mode: the server checks and records the learner's answers on the hint ladder. Do not record them; follow the guided instructions.",
  zh: "引导模式：服务器会检查并记录学习者在提示阶梯上的回答。不要记录它们；请按引导说明进行。",
});

/**
 * The practice feature in the chat (issue 24 item 7, issue 26): in guided mode "quiz me" draws the
 * most overdue stored question across the learner's courses ("quiz me on X": about X, or none) and its ladder records the answers
 * through the same service; the chat's "just explain" stays as it was (no quiz tools). The weak
 * points are named either way.
 */
export function practiceChatExtensionFor(
  db: Database,
  ownerId: string,
  guided: GuidedTurn,
  weak: readonly WeakPoint[],
  grader?: ShortAnswerGrader,
  /** The request's UI locale: what the practice tools say to the learner is in it. */
  locale: Locale = DEFAULT_LOCALE,
): ChatExtension {
  const weakText = (language: Locale) => weakPointsText(language, weak);
  const toolkit = createPracticeToolkit(
    {
      nextQuestion: async (topic) => {
        const question = await nextDueQuestion(db, ownerId, topic);
        if (question) await guided.questionAsked(question.id);
        return question;
      },
      hasCourses: async () => (await listCourses(db, ownerId)).length > 0,
      // "Mark milestone 2 as done" in the chat: what it still needs in each of the learner's courses (a few at most).
      milestones: async () => {
        const courses = await listCourses(db, ownerId);
        // A course still being made has no milestones to speak of: the ones with chapters come first.
        // Chosen from the list's own counts, so that only the courses spoken of have their mastery read.
        const written = courses.filter((course) => course.status !== "draft" && course.chapterCount > 0);
        const spoken = (written.length > 0 ? written : courses).slice(0, CHAT_MILESTONE_COURSES);
        return Promise.all(
          spoken.map(async (course) => ({ courseTitle: course.title, mastery: await courseMastery(db, ownerId, course.id) })),
        );
      },
      answer: (itemId, request) => answerQuestion(db, ownerId, itemId, request, { grader }),
    },
    locale,
  );
  // Only the question tool: answers in the chat are recorded by the ladder. Offered in both modes, since
  // the browser's history keeps its calls and a history is checked against the turn's tools.
  const asking = Object.fromEntries(Object.entries(toolkit.tools).filter(([name]) => name !== PRACTICE_TOOL.recordAnswer));
  // A problem the tutor poses in the chat is stored, with its key, in the learner's course whose chapter it cites.
  const pose = createPosePracticeProblemTool(async (chapter, draft) => {
    const stored = await storePosedInOwnCourses(db, { ownerId, chapter, draft });
    if (stored.ok) await guided.questionAsked(stored.itemId);
    return stored;
  });
  const tools = { ...asking, [POSE_PROBLEM_TOOL]: pose };
  if (guided.mode !== "guided") return { tools, instructions: weakText };
  return { tools, instructions: (language) => [guided.instructions(language), weakText(language)].filter(Boolean).join("\n\n") };
}

export { weakPoints as learnerWeakPoints } from "@/features/practice/data/weak-points";

/**
 * Several features' extensions as one: their tools side by side (a name twice is a wiring bug), their
 * material tools kept (the write gate and the claim marks read them), instructions joined.
 */
export function joinTutorExtensions(...extensions: TutorExtension[]): TutorExtension {
  const tools: TutorExtension["tools"] = {};
  for (const extension of extensions) {
    for (const [name, tool] of Object.entries(extension.tools)) {
      if (name in tools) throw new Error(`Two tutor extensions both offer the tool "${name}".`);
      tools[name] = tool;
    }
  }
  return {
    tools,
    materialTools: extensions.flatMap((extension) => extension.materialTools ?? []),
    beginTurn: (history) => extensions.forEach((extension) => extension.beginTurn?.(history)),
    instructions: (context) =>
      extensions
        .map((extension) =>
          typeof extension.instructions === "function" ? extension.instructions(context) : (extension.instructions ?? ""),
        )
        .filter(Boolean)
        .join("\n\n"),
  };
}
