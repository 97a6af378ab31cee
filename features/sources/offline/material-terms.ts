/**
 * When the offline tutor searches the learner's material, and with what: the
 * question as asked (the search itself leaves out stop words and lone
 * characters and judges relevance: features/sources/lib/query-units.ts), so
 * the answerer picks its sentence by the same units the search matched.
 */
const QUERY_CHARS = 300;

/** The search to run for a question: the question, whitespace folded, bounded. */
export function searchQueryFor(question: string): string {
  return question.normalize("NFKC").replace(/\s+/g, " ").trim().slice(0, QUERY_CHARS);
}

const QUESTION =
  /[?？]|^\s*(what|why|how|when|where|who|which|whose|explain|define|describe|tell me|summari[sz]e|is|are|does|do|did|can|could|should|according)\b|什么|为什么|怎么|如何|哪|吗|呢|是否|解释|介绍|说明|讲讲|总结|根据/iu;
/** Asking the tutor to quiz, or to add something to a note, is not a question for the material. */
const NOT_FOR_MATERIAL = /\bquiz\b|test me|测验|考考我|\badd (this|it|that)\b|加到|补充到/iu;

export function isMaterialQuestion(text: string): boolean {
  return QUESTION.test(text) && !NOT_FOR_MATERIAL.test(text);
}
