import { z } from "zod";
import { CLOZE_BLANK } from "./citation-check";
import type { PracticeItemDraft } from "./practice-item-schemas";

/**
 * The course model's questions as its submitPracticeQuestions tool takes them (issue 24): one shape
 * per kind, each citing the chapter lines its answer rests on as `chapters/…md:start-end` (or just
 * `start-end`). A call that does not parse goes back to the model with the SDK's validation error;
 * one that parses is turned into drafts, which the citation check (./citation-check) judges again
 * against the chapter's numbered lines before anything is stored.
 */

const CITATION = /^(?:(\S+\.md):)?(\d{1,5})(?:\s*[-–]\s*(\d{1,5}))?$/u;

const citation = z
  .string()
  .max(300)
  .describe("The chapter lines the answer rests on, as numbered in <chapter-lines>: `chapters/…md:12-14` or `12-14`");

const prompt = z.string().min(1).max(1000);

export const modelChoiceSchema = z.object({
  kind: z.literal("choice"),
  prompt: prompt.describe("The question; it must not give the answer away"),
  options: z
    .array(
      z.object({
        text: z.string().min(1).max(300),
        misconception: z
          .string()
          .max(500)
          .nullable()
          .describe("null on the right option; on a wrong option, the misconception picking it reveals"),
      }),
    )
    .min(2)
    .max(6),
  answer: z.string().min(1).max(300).describe("The right option's text, exactly as in options"),
  citation,
});

export const modelClozeSchema = z.object({
  kind: z.literal("cloze"),
  prompt: prompt.describe(`A sentence of the chapter with its key term replaced by ${CLOZE_BLANK}`),
  answer: z.string().min(1).max(200).describe("The blanked term, as the cited lines write it"),
  accepted: z.array(z.string().min(1).max(200)).max(10).optional().describe("Other spellings the cited lines also use"),
  citation,
});

export const modelShortSchema = z.object({
  kind: z.literal("short"),
  prompt: prompt,
  keyPoints: z
    .array(z.string().min(1).max(400))
    .min(1)
    .max(6)
    .describe("The rubric: each point a good answer makes, in the cited lines' own words"),
  answer: z.string().min(1).max(1000).describe("A model answer"),
  citation,
});

export const modelQuestionSchema = z.discriminatedUnion("kind", [modelChoiceSchema, modelClozeSchema, modelShortSchema]);
export type ModelQuestion = z.infer<typeof modelQuestionSchema>;

export const submitQuestionsInputSchema = z.object({
  questions: z.array(modelQuestionSchema).min(1).max(12),
});
export type SubmitQuestionsInput = z.infer<typeof submitQuestionsInputSchema>;

export const submitQuestionsOutputSchema = z.object({
  /** Questions kept so far (this call's and earlier calls'). */
  kept: z.number().int(),
  /** This call's questions that were not kept, by index, with why. */
  refused: z.array(z.object({ index: z.number().int(), reason: z.string() })),
  /** Whether the set is complete; when not, what is still needed. */
  done: z.boolean(),
  message: z.string(),
});
export type SubmitQuestionsOutput = z.infer<typeof submitQuestionsOutputSchema>;

/** `chapters/…md:3-5` or `3-5` (or `3`) → lines; null when it names another file or is no citation at all. */
export function parseCitation(text: string, path: string): { lineStart: number; lineEnd: number } | null {
  const match = CITATION.exec(text.trim());
  if (!match) return null;
  if (match[1] !== undefined && match[1] !== path) return null;
  const lineStart = Number(match[2]);
  return { lineStart, lineEnd: match[3] === undefined ? lineStart : Number(match[3]) };
}

/** One of the model's questions as a draft of the chapter at `path`, or why it cannot be one. */
export function draftOf(question: ModelQuestion, path: string): { draft: PracticeItemDraft } | { reason: string } {
  const lines = parseCitation(question.citation, path);
  if (!lines) return { reason: `the citation “${question.citation.slice(0, 80)}” is not lines of ${path} (write it as ${path}:12-14)` };
  const base = { prompt: question.prompt.trim(), answer: question.answer.trim(), ...lines };
  switch (question.kind) {
    case "choice":
      return {
        draft: {
          ...base,
          kind: "choice",
          options: question.options.map((option) => ({ text: option.text.trim(), misconception: option.misconception?.trim() || null })),
          accepted: [],
          keyPoints: [],
        },
      };
    case "cloze":
      return { draft: { ...base, kind: "cloze", options: null, accepted: question.accepted ?? [], keyPoints: [] } };
    case "short":
      return { draft: { ...base, kind: "short", options: null, accepted: [], keyPoints: question.keyPoints.map((point) => point.trim()) } };
  }
}
