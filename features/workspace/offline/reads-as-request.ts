import { readTutorRequest, type TutorRequest } from "./tutor-requests";

/** What the tutor does on its own reading: an edit proposed, an example given, lines fixed or summarised, a quiz. */
const HANDLED = new Set<TutorRequest["kind"]>([
  "add",
  "give",
  "noteFact",
  "replace",
  "setLine",
  "fix",
  "summarise",
  "addSelection",
  "quiz",
]);
const ASKED = /[?？]\s*$/u;

/**
 * Whether the learner's message is a request this tutor handles, read by its own request reader
 * (./tutor-requests.ts): "修正这一行", "add an example of X to my note", "总结一下", or a question of
 * its own about a subject ("what is a learning rate?"). app/_compose gives it to the practice quiz, so
 * such a message leaves an open question instead of being graded as its answer. A vague "edit" or a
 * request it cannot do offline ("translate the question") is not one: those stay the quiz's to read.
 */
export function readsAsTutorRequest(text: string): boolean {
  const request = readTutorRequest(text, false);
  if (HANDLED.has(request.kind)) return true;
  return request.kind === "none" && (request.about?.length ?? 0) > 0 && ASKED.test(text);
}
