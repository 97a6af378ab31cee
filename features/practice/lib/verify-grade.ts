import { z } from "zod";
import { comparableAnswer, signalTokens } from "./answer-match";
import { keyPointGrade, matchedKeyPoints, type GradableQuestion, type Grade } from "./grade-answer";

/**
 * A model's grade of a short answer, and what is believed of it. The model says, for each key
 * point of the rubric, whether the answer makes it and quotes the learner's own words that do.
 * A point counts only when the claim holds up without the model: the quote is in the answer (case,
 * width, spacing and punctuation aside) and it is about the point — it shares a content word with
 * the key point, the model answer or the cited lines. So a model that calls a nonsense answer
 * correct, or credits words the learner never wrote, changes nothing. The price: a paraphrase
 * sharing no content word with the rubric or the cited lines is not credited. Points the answer makes by
 * its words alone (the offline matcher) count too, so the model grader is never harsher than it.
 */

export const gradeShortAnswerInputSchema = z.object({
  points: z
    .array(
      z.object({
        point: z.number().int().min(1).describe("The key point's number in the rubric (1-based)"),
        made: z.boolean().describe("Whether the learner's answer makes this point, in any words"),
        quote: z
          .string()
          .max(1000)
          .describe("The learner's own words that make the point, copied exactly from their answer; empty when not made"),
      }),
    )
    .max(12),
});
export type GradeShortAnswerInput = z.infer<typeof gradeShortAnswerInputSchema>;

export const gradeShortAnswerOutputSchema = z.object({ recorded: z.boolean() });

/** The key points (by index) whose credit the model backed with a quote that holds up. */
export function verifiedPoints(question: GradableQuestion, answer: string, claims: GradeShortAnswerInput): Set<number> {
  const said = comparableAnswer(answer);
  const credited = new Set<number>();
  for (const claim of claims.points) {
    const index = claim.point - 1;
    const point = question.keyPoints[index];
    if (!claim.made || point === undefined) continue;
    const quote = comparableAnswer(claim.quote);
    if (quote === "" || !said.includes(quote)) continue;
    const about = new Set(signalTokens([point, question.answer, question.support ?? ""].join("\n")));
    if (signalTokens(claim.quote).some((token) => about.has(token))) credited.add(index);
  }
  return credited;
}

/** The grade the learner gets: the verified points and the matched ones, the feedback naming every one missing. */
export function verifiedGrade(question: GradableQuestion, answer: string, claims: GradeShortAnswerInput): Grade {
  const made = new Set([...verifiedPoints(question, answer, claims), ...matchedKeyPoints(question, answer)]);
  return keyPointGrade(question, answer, made);
}
