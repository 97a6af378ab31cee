import "server-only";
import type { LanguageModel } from "ai";
import { createModelShortAnswerGrader } from "@/features/practice/agents/short-answer-grader";
import { keyPointGrader, type ShortAnswerGrader } from "@/features/practice/lib/grade-answer";
import { modelRegistry } from "@/lib/ai/model-settings";
import { turnModel } from "@/lib/ai/turn-model";
import { aiSubjectOf, appAiGuard } from "@/lib/http/ai-guard";

/**
 * Who grades short answers: with a model key, the model against the rubric (its claims verified,
 * features/practice/lib/verify-grade.ts); with none, key-point matching (undefined here).
 */
export function shortAnswerGraderOf(model: LanguageModel): ShortAnswerGrader | undefined {
  return modelRegistry().info("chat").offline ? undefined : createModelShortAnswerGrader(model);
}

/**
 * The practice page's grader for one request: the model, metered against the browser's daily
 * budget and per-minute limits like any AI route, admitted only when a short answer is graded
 * (choice and cloze are graded without it). A browser over its limits still gets its answer graded,
 * by key-point matching, rather than refused.
 */
export function practiceGraderFor(request: Request, ownerId: string): ShortAnswerGrader | undefined {
  if (modelRegistry().info("chat").offline) return undefined;
  const subject = aiSubjectOf(request, ownerId);
  return {
    async grade(question, answer) {
      const guard = await appAiGuard();
      const admitted = await guard.admit(subject).then(
        () => true,
        () => false,
      );
      if (!admitted) return keyPointGrader.grade(question, answer);
      const model = turnModel("chat", (tokens) => void guard.record(subject, tokens));
      return createModelShortAnswerGrader(model).grade(question, answer);
    },
  };
}
