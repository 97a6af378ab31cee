/**
 * A "sentence" that is only a file reference — "(chapters/03-01-core-skills-of-p-values.md:24)", a path
 * with lines, a URL — as when a definition's trailing citation splits off at its full stop. It says
 * nothing: a quote or an answer is never one, however well its path's words match the question.
 * A dotted name on its own ("Node.js", "3.14") is no reference.
 */
const BARE_REFERENCE =
  /^[(（[]?\s*(?:https?:\/\/\S+|[^\s()（）]*\/[^\s()（）]+|[^\s()（）]+\.[A-Za-z0-9]{1,5}:\d+(?:[-–]\d+)?)\s*[)）\]]?[.。;；]?$/u;

export const isBareReference = (sentence: string): boolean => BARE_REFERENCE.test(sentence.trim());
