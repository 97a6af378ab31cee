import { isQuizRequest } from "@/lib/ai/offline/text/quiz-request";

/**
 * Whether a message sent while a practice question is open is an answer to it. A message that is
 * itself a request — for a quiz ("出几道题考考我", "quiz me on something else"), the next question, a
 * change or an explanation ("add an example…", "总结一下") — or a question of its own ("what does the
 * step size do?", "为什么要归一化？") is not: only text that plausibly answers is read as an answer.
 * An answer offered as a question ("is it gradient descent?", "是不是梯度下降") is still an answer.
 * Read the same way by the guided ladder (./guided-ladder.ts) and the offline quiz (../offline/compose-quiz-role.ts).
 */

/** "My answer is …", "is it …", "我觉得是…": what follows is the answer. */
export const ATTEMPT_PREFIX =
  /^\s*(?:my answer(?: is)?|answer\s*[:：]|i think(?: it'?s| that)?|i'?d say|is it|it'?s|maybe|我觉得(?:是)?|我的答案是|答案是(?!什么)|答[:：]|应该是|是不是)\s*/i;

/** The next question, another quiz: a practice request, whatever words ask for it. */
const NEXT_QUESTION =
  /^\s*(?:(?:please\s+|can you\s+|now\s+)?(?:quiz|test|ask)\s+me\b|(?:another|next|a new|a different|one more)\s+(?:question|one|problem|quiz)\b|give me (?:a|an|another|a different|a new) (?:question|problem|quiz|exercise)\b|(?:请)?(?:再)?考考我|(?:再)?(?:给我)?出(?:一|个|道|几道)?题|换(?:一|个|道)?题|下一题|再来一(?:题|道))/i;

/** Something to do, not an answer: an edit, a note, a summary, an explanation, a search. */
const COMMAND =
  /^\s*(?:(?:ok(?:ay)?|so|now|and|also|wait)[,\s]+)?(?:please\s+|(?:can|could|would|will) you\s+)?(?:note|add|append|write|put|save|create|make|summari[sz]e|explain|describe|tell me|show me|fix|correct|change|replace|rename|delete|remove|open|read|search|find|look up|translate this|rewrite|edit|insert|record)\b|^\s*(?:请|帮我|麻烦|能不能|可以)?(?:在.{0,40}?|把.{0,20}?|给.{0,20}?|往.{0,20}?)?(?:记下|记录|添加|加上|加一|加到|加个|补充|写下|写入|写进|写一|总结|概括|解释|讲讲|讲一下|修改|改成|替换|删除|删掉|打开|搜索|查找|查一下|插入)/iu;

/** A question of its own: it opens with a question word, or ends with a question mark. */
const QUESTION =
  /[?？]\s*$|^\s*(?:what|why|how|which|who|where|when|can|could|would|should|do|does|did)\b|^\s*(?:什么|为什么|为啥|怎么|怎样|如何|哪)|(?:吗|呢)\s*[。]?\s*$/iu;

/** A new practice request while a question is open ("quiz me on X", "出几道题考考我", "next question"). */
export const isNewPracticeRequest = (text: string) => NEXT_QUESTION.test(text) || isQuizRequest(text);

/**
 * The host tutor's own reading of a request it handles ("修正这一行", "give me an example of X",
 * "note in ground-truth.md that …"): app/_compose hands the practice feature the host's reader, so a
 * learner leaves a question by asking for anything that tutor does, not only the words listed here.
 */
export type HostRequestReader = (text: string) => boolean;

/** A request (the host's, when it reads one), a command or a question of its own: never the answer to the open question. */
export function isNotAnAnswer(text: string, isHostRequest?: HostRequestReader): boolean {
  const trimmed = text.trim();
  if (isNewPracticeRequest(trimmed) || COMMAND.test(trimmed)) return true;
  if (isHostRequest?.(trimmed) && !ATTEMPT_PREFIX.test(trimmed)) return true;
  return QUESTION.test(trimmed) && !ATTEMPT_PREFIX.test(trimmed);
}
