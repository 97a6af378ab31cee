// zod/mini: the chat page validates answers in the browser, in chunks it loads lazily (full zod would add ~32 KB gzip).
import * as z from "zod/mini";

/**
 * The "ask the learner an option question" protocol, shared by the interview
 * (presentOptions) and the tutor chat (offerOptions): a client-side tool with no
 * execute, 2–4 options, answered by the browser through addToolOutput with
 * exactly one of: options clicked, text typed instead, or (where allowed) skipped.
 */
export const optionText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

export const OPTION_LABEL_MAX = 120;
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 4;

/** The options every option question carries; each tool adds its own fields. */
export const optionListSchema = z.array(optionText(OPTION_LABEL_MAX)).check(z.minLength(MIN_OPTIONS), z.maxLength(MAX_OPTIONS));

export interface OptionAnswerRules {
  /** Longest typed answer accepted. */
  textMax: number;
  /** Whether an answer may be `{ skipped: true }` at all (the question must also allow it). */
  skippable: boolean;
}

/** The learner's answer: exactly one of selected options, typed text, or (where the tool allows it) skipped. */
export function optionAnswerSchema(rules: OptionAnswerRules) {
  return z
    .strictObject({
      selected: z.optional(z.array(optionText(OPTION_LABEL_MAX)).check(z.minLength(1), z.maxLength(MAX_OPTIONS))),
      text: z.optional(optionText(rules.textMax)),
      skipped: z.optional(z.literal(true)),
    })
    .check(
      z.refine((answer) => rules.skippable || answer.skipped === undefined, { message: "This question cannot be skipped." }),
      z.refine((answer) => [answer.selected, answer.text, answer.skipped].filter((value) => value !== undefined).length === 1, {
        message: rules.skippable
          ? "An answer is exactly one of: selected options, typed text, or skipped."
          : "An answer is either selected options or typed text.",
      }),
    );
}

// The zod-free half (browser code checks answers without loading zod).
export { answerMisfit, type OptionAnswerShape, type OptionQuestionShape } from "./option-fit";
