import "server-only";
import { writeSelectionQuestion } from "@/features/practice/agents/selection-question-agent";
import type { SelectionQuestionWriter } from "@/features/practice/server/own-questions";
import { modelRegistry } from "@/lib/ai/model-settings";
import { turnModel } from "@/lib/ai/turn-model";
import { aiSubjectOf, appAiGuard } from "@/lib/http/ai-guard";

/**
 * Who makes the question for a learner's selection: with a model key, the course model through the
 * chapter writer's tool, metered against the browser's daily budget and per-minute limits like any
 * AI route; a browser over its limits still gets its question, from the offline maker. With no key,
 * undefined: the offline maker makes it from the selection itself.
 */
export function selectionWriterFor(request: Request, ownerId: string): SelectionQuestionWriter | undefined {
  if (modelRegistry().info("course").offline) return undefined;
  const subject = aiSubjectOf(request, ownerId);
  return async (input) => {
    const guard = await appAiGuard();
    const admitted = await guard.admit(subject).then(
      () => true,
      () => false,
    );
    if (!admitted) return null;
    const model = turnModel("course", (tokens) => void guard.record(subject, tokens));
    return writeSelectionQuestion({ ...input, model, abortSignal: request.signal });
  };
}
