import "server-only";
import { answerQuestion, nextQuizQuestion } from "@/features/practice/server/practice-service";
import type { GuidedTurn } from "@/features/practice/server/guided-session";
import { PRACTICE_TOOL } from "@/features/practice/contract-constants";
import { createPracticeToolkit } from "@/features/practice/tools/practice-toolkit";
import type { TutorExtension } from "@/features/workspace/agents/workspace-tutor-agent";
import type { Database } from "@/lib/db/client";

/**
 * The practice feature's quiz tools as an extension of the workspace tutor: "quiz me" draws the
 * course's stored questions and the learner's replies are attempts through the same service as the
 * practice page, so they are graded, scheduled and count towards milestones the same way.
 *
 * In guided mode (issue 26) a question drawn starts its hint ladder, and the server, not the model,
 * records the learner's answers (features/practice/server/guided-session.ts): the model gets no
 * recording tool, and the guided instructions in place of the quiz's.
 */
export function practiceTutorExtensionFor(db: Database, ownerId: string, courseId: string, guided?: GuidedTurn): TutorExtension {
  const toolkit = createPracticeToolkit({
    nextQuestion: async (chapter) => {
      const question = await nextQuizQuestion(db, ownerId, courseId, chapter);
      if (question && guided) await guided.questionAsked(question.id);
      return question;
    },
    answer: (itemId, request) => answerQuestion(db, ownerId, itemId, request),
  });
  if (guided?.mode !== "guided") return toolkit;
  const tools = Object.fromEntries(Object.entries(toolkit.tools).filter(([name]) => name !== PRACTICE_TOOL.recordAnswer));
  return {
    tools,
    beginTurn: toolkit.beginTurn,
    instructions: ({ language }) => guided.instructions(language),
  };
}

/** Several features' extensions as one: their tools side by side (a name twice is a wiring bug), instructions joined. */
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
