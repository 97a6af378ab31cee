import { isQuizRequest } from "@/lib/ai/offline/text/quiz-request";
import { milestoneTickRequest } from "./milestone-request";

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

/**
 * Something to do, not an answer — but only as a whole request. Words that ask the tutor to talk or
 * look something up ("explain …", "解释…") are requests however they go on; an edit's verbs also open
 * genuine short answers ("记下收获", "record the loss each epoch", "删除异常值", "add a bias term"), so
 * such a verb is a command only when the message asks for it (please, can you, 请, 帮我), names what to
 * change (a note, a file, a line, the selection, 笔记, 第 3 行, a .md), or says nothing more ("fix it",
 * "总结一下").
 */
const COMMAND_EN =
  /^\s*(?:(?:ok(?:ay)?|so|now|and|also|wait)[,\s]+)?(?<polite>(?:please|(?:can|could|would|will) you)\s+)?(?:(?<talk>summari[sz]e|explain|describe|tell me|show me|search|look up|translate)|(?<edit>note|add|append|write|put|save|create|make|fix|correct|change|replace|rename|delete|remove|open|read|find|rewrite|edit|insert|record))\b(?<rest>.*)$/isu;
const COMMAND_ZH =
  /^\s*(?<polite>请|帮我|麻烦|能不能|你)?(?<where>(?:在|把|给|往).{0,40}?)?(?:(?<talk>解释|讲讲|讲一下|搜索|查找|查一下)|(?<edit>记下|记录|添加|加上|加一|加到|加个|补充|写下|写入|写进|写一|总结|概括|修改|改成|替换|删除|删掉|打开|插入))(?<rest>.*)$/su;
/** What a request acts on: the learner's files, lines or selection, a note, a chapter. */
const TARGET =
  /\.md\b|\b(?:notes?|files?|lines?|selection|selected|highlighted|paragraph|passage|document|page|chapter|section|heading|milestones?|ground-truth)\b|\bmy\s+\w+|笔记|文件|第\s*[\d一二三四五六七八九十]+\s*行|这(?:一|几|两|三)?(?:行|段|章|节|句)|选中|所选|划(?:出|线)|里程碑|章节|(?:里|中)\s*[：:]|[：:]\s*\S/iu;
/** Nothing but pointers and fillers after the verb: "fix it", "explain that again", "总结一下". */
const NOTHING_MORE =
  /^(?:\s|[.,!?。，！？、…]|\b(?:it|this|that|these|those|them|again|more|please|for me|now|here|up|out)\b|一下|下|吧|呀|啊|了|它|这个|那个|这些|这里)*$/iu;

function isCommand(text: string): boolean {
  const found = COMMAND_EN.exec(text) ?? COMMAND_ZH.exec(text);
  if (!found?.groups) return false;
  const { polite, where, talk, rest } = found.groups;
  return Boolean(talk || polite) || TARGET.test(`${where ?? ""}${rest ?? ""}`) || NOTHING_MORE.test(rest ?? "");
}

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
  if (isNewPracticeRequest(trimmed) || isCommand(trimmed) || milestoneTickRequest(trimmed) !== null) return true;
  if (isHostRequest?.(trimmed) && !ATTEMPT_PREFIX.test(trimmed)) return true;
  return QUESTION.test(trimmed) && !ATTEMPT_PREFIX.test(trimmed);
}
