/*
 * Whether an answer fits its option question, without zod: the browser uses
 * this on every render of a chat page, so it must not pull zod into the first load.
 */

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
