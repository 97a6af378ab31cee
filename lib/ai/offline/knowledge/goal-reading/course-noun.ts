/**
 * A course asked for by its noun: "I want a Python course", "looking for a good photography class",
 * "give me some beginner SQL lessons". What stands between the article and the course word is the
 * subject; the article belongs to the course ("a Python course" is about Python, not "a Python").
 * Quality, size and level words in front ("a short", "a beginner") describe the course, not its name.
 */

const REQUEST_LEAD = String.raw`(?:(?:please|so|and|but|also|now|just|hi|hey|ok|okay)[,!\s]+)*(?:(?:i|we)(?:'m|'d|'ve|\s+am|\s+would|\s+are|\s+have)?\s+)?(?:really\s+|just\s+|also\s+|still\s+|now\s+)?(?:(?:want|wanted|wanna|need|like|love|looking for|searching for|after|got to find|take|do|follow|find|get|have|signed up for|sign up for|enrol(?:l)? in)\s+(?:to\s+(?:take|do|follow|find|get|have|start|try)\s+)?|(?:(?:can|could|would|will)\s+(?:you|u)\s+)?(?:please\s+)?(?:give|make|build|create|design|write|recommend|suggest|find|get|put together|prepare|show)\s+(?:me\s+|us\s+)?)?`;
const DESCRIBING = String.raw`(?:good|great|solid|proper|real|short|quick|full|complete|comprehensive|structured|practical|hands-on|simple|free|online|in-depth|deep|small|basic|intro|introductory|beginners?'?|beginner-friendly|intermediate|advanced|new|decent|serious|step-by-step|gentle|fun|little|easy|thorough|detailed|\d+[- ](?:week|day|month|hour|minute)s?)`;
const COURSE_WORD = String.raw`(?:crash course|study plan|course|class|tutorial|lesson|workshop|bootcamp|masterclass|primer|curriculum|program|programme|training|series)(?:s|es)?`;
// The name holds no preposition or pronoun: "a course on SQL" is COURSE_FRAME's, "a class for me" no name.
const NAME = String.raw`(?:(?!\b(?:to|for|about|on|in|with|that|which|it|them|me|of|from)\b)[^,;:!?])+?`;

const COURSE_NOUN = new RegExp(
  String.raw`^${REQUEST_LEAD}(?:a|an|one|some|any)\s+(?:${DESCRIBING}\s+)*(?:(${NAME})\s+)?${COURSE_WORD}(?:\s+(?:please|pls|for me|for beginners|for a beginner|from scratch))?[.!?]*$`,
  "i",
);
const ONLY_DESCRIBING = new RegExp(String.raw`^(?:${DESCRIBING}\s*)+$`, "i");

/**
 * The subject named inside a course asked for by its noun ("a Python course" → "Python"); "" when the
 * course asked for names none ("I want a beginner course"); null for any other clause.
 */
export function courseNounSubject(clause: string): string | null {
  const match = COURSE_NOUN.exec(clause.trim());
  if (!match) return null;
  const named = match[1]?.trim() ?? "";
  return !named || ONLY_DESCRIBING.test(named) ? "" : named;
}
