import { z } from "zod";

/**
 * The "ask the learner an option question" protocol, shared by the interview
 * (presentOptions) and the tutor chat (offerOptions): a client-side tool with no
 * execute, 2–4 options, answered by the browser through addToolOutput with
 * exactly one of: options clicked, text typed instead, or (where allowed) skipped.
 */
export const optionText = (max: number) => z.string().trim().min(1).max(max);

export const OPTION_LABEL_MAX = 120;
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 4;

/** The options every option question carries; each tool adds its own fields. */
export const optionListSchema = z.array(optionText(OPTION_LABEL_MAX)).min(MIN_OPTIONS).max(MAX_OPTIONS);

export interface OptionAnswerRules {
  /** Longest typed answer accepted. */
  textMax: number;
  /** Whether an answer may be `{ skipped: true }` at all (the question must also allow it). */
  skippable: boolean;
}

/** The learner's answer: exactly one of selected options, typed text, or (where the tool allows it) skipped. */
export function optionAnswerSchema(rules: OptionAnswerRules) {
  return z
    .object({
      selected: z.array(optionText(OPTION_LABEL_MAX)).min(1).max(MAX_OPTIONS).optional(),
      text: optionText(rules.textMax).optional(),
      skipped: z.literal(true).optional(),
    })
    .strict()
    .refine((answer) => rules.skippable || answer.skipped === undefined, { message: "This question cannot be skipped." })
    .refine((answer) => [answer.selected, answer.text, answer.skipped].filter((value) => value !== undefined).length === 1, {
      message: rules.skippable
        ? "An answer is exactly one of: selected options, typed text, or skipped."
        : "An answer is either selected options or typed text.",
    });
}

export interface OptionQuestionShape {
  options: readonly string[];
  multiSelect?: boolean;
  allowSkip?: boolean;
}

export interface OptionAnswerShape {
  selected?: readonly string[];
  text?: string;
  skipped?: true;
}

/**
 * Why an answer does not fit its question, or null when it does: a click must
 * be among the options offered (typed text always fits), one answer unless
 * multi-select, a skip only where the question allows one.
 */
export function answerMisfit(question: OptionQuestionShape, answer: OptionAnswerShape): string | null {
  if (answer.skipped && !question.allowSkip) return "This question cannot be skipped";
  const { selected } = answer;
  if (!selected) return null;
  if (selected.length > 1 && !question.multiSelect) return "This question takes one answer";
  const offered = new Set(question.options);
  const unknown = selected.find((option) => !offered.has(option));
  return unknown === undefined ? null : `"${unknown.slice(0, 80)}" is not one of the offered options`;
}
