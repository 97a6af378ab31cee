import "server-only";
import { answerQuestion, nextQuizQuestion } from "@/features/practice/server/practice-service";
import { createPracticeToolkit } from "@/features/practice/tools/practice-toolkit";
import type { ShortAnswerGrader } from "@/features/practice/lib/grade-answer";
import type { TutorExtension } from "@/features/workspace/agents/workspace-tutor-agent";
import type { Database } from "@/lib/db/client";

/**
 * The practice feature's quiz tools as an extension of the workspace tutor: "quiz me" draws the
 * course's stored questions and the learner's replies are attempts through the same service as the
 * practice page, so they are graded, scheduled and count towards milestones the same way (short
 * answers by `grader`, the turn's own metered model, when one is configured).
 */
export function practiceTutorExtensionFor(db: Database, ownerId: string, courseId: string, grader?: ShortAnswerGrader): TutorExtension {
  return createPracticeToolkit({
    nextQuestion: (chapter) => nextQuizQuestion(db, ownerId, courseId, chapter),
    answer: (itemId, request) => answerQuestion(db, ownerId, itemId, request, { grader }),
  });
}

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
