import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/api-client";
import type { AttemptRequest, AttemptResponse } from "../contract";
import { attemptsUrl, practiceKeys, practiceSchemas } from "./practice-requests";

/** One graded answer (201): correctness, feedback, the right answer, and when the question is due next. */
export async function answerQuestion(itemId: string, request: AttemptRequest): Promise<AttemptResponse> {
  const schema = async () => (await practiceSchemas()).attemptResponseSchema;
  return apiRequest(attemptsUrl(itemId), { method: "POST", json: request, schema });
}

export type AnswerVariables = { itemId: string; request: AttemptRequest };

/**
 * After an answer, a course's counts and mastery are read again the next time they are shown; the
 * session's own queue is not refetched (that would reorder the questions under the learner).
 */
export function answerQuestionMutationOptions(client: QueryClient) {
  return {
    mutationFn: ({ itemId, request }: AnswerVariables) => answerQuestion(itemId, request),
    // Offline, a paused mutation left "Checking…" on screen with no end: fail at once, and the learner retries.
    networkMode: "always" as const,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: [...practiceKeys.all, "course"], refetchType: "none" });
      void client.invalidateQueries({ queryKey: [...practiceKeys.all, "mastery"], refetchType: "none" });
      // The progress figures (streak, time, due chart) and the attempts behind them changed too.
      void client.invalidateQueries({ queryKey: [...practiceKeys.all, "summary"], refetchType: "none" });
      void client.invalidateQueries({ queryKey: [...practiceKeys.all, "attempts"], refetchType: "none" });
    },
  };
}

export function useAnswerQuestion() {
  return useMutation(answerQuestionMutationOptions(useQueryClient()));
}
