import type { LanguageModelV4Prompt } from "@ai-sdk/provider";
import { conversationOf, outputValue } from "@/lib/ai/offline/model/read-prompt";
import { call, mayCall, type OfflineReply, type RoleContext } from "@/lib/ai/offline/model/role-context";
import type { OfflineRole } from "@/lib/ai/offline/model/offline-role";
import { detectLanguage } from "@/lib/ai/offline/text/detect-language";
import { PRACTICE_TOOL } from "../contract-constants";
import { askPracticeQuestionOutputSchema, recordPracticeAnswerOutputSchema } from "../lib/tutor-tool-schemas";
import { QUIZ_PHRASES } from "./quiz-phrases";

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");
/** "出题", "出几道题", "出三道题", "出 3 道练习题", "出一些题". */
const SET_QUESTIONS_ZH = String.raw`出(?:\s*(?:[一二两三四五六七八九十几\d]+)\s*道|一些|些)?(?:练习|测试)?题`;
const QUIZ_REQUEST = new RegExp(
  String.raw`\b(quiz|test me|ask me)\b|\b(?:make|write|give me|generate|create)\s+(?:me\s+)?(?:some\s+|a few\s+|\d+\s+)?(?:practice\s+)?questions?\b|测验|考考我|测试|出几道|${SET_QUESTIONS_ZH}`,
  "iu",
);
const MAKE_QUESTIONS = new RegExp(
  String.raw`\b(?:make|write|generate|create)\s+(?:me\s+)?(?:some\s+|a few\s+|\d+\s+)?(?:practice\s+)?questions?\b|出几道|${SET_QUESTIONS_ZH}`,
  "iu",
);
const TOPIC_EN = [
  /\b(?:quiz|test|ask)\s+(?:me\s+)?(?:again\s+)?(?:some\s+questions\s+)?(?:on|about|over|in|from)\s+(.+)$/i,
  /\bquestions?\s+(?:on|about|for|from)\s+(.+)$/i,
];
const TOPIC_ZH = [
  // "关于正则化出几道题", "根据联合索引出三道题"
  new RegExp(String.raw`(?:关于|就|根据|针对)(.+?)(?:${SET_QUESTIONS_ZH}|考考我|测验|测试)`, "u"),
  /(?:考考我|测验一下|测试一下|测验|测试|出(?:几道|一道|些)?题)(?:一下)?(?:关于)?(.+?)(?:的(?:内容|知识|题目?))?[吧吗呢。！？!?.]*$/u,
];

/**
 * A new request rather than an answer ("add an example to my note", "explain the loss", "解释一下"):
 * never recorded as the learner's answer to the open question, which stays open.
 */
const NEW_REQUEST =
  /^(?:(?:ok(?:ay)?|so|now|and|also|wait)[,\s]+)?(?:(?:can|could|would|will) you |please )?(?:add|append|insert|note|write|record|change|replace|fix|correct|summari[sz]e|explain|describe|tell me|show me|open|delete|rename)\b|^(?:请|帮我|麻烦)?(?:把|在|给|往)?.{0,20}(?:加到|加一个|加个|加上|添加|补充|记下|写进|改成|替换|解释|讲讲|总结|删除)/iu;

/** The topic a quiz request names ("quiz me on gradient descent" → "gradient descent"), or null for "quiz me". */
export function quizTopic(text: string): string | null {
  const clean = text.normalize("NFKC").replace(/\s+/g, " ").trim();
  for (const pattern of [...TOPIC_EN, ...TOPIC_ZH]) {
    const captured = pattern.exec(clean)?.[1];
    if (!captured) continue;
    const topic = captured
      .replace(/\s+(?:please|again|now|for me)\b.*$/i, "")
      .replace(/^(?:the|a|an|my)\s+/i, "")
      .replace(/[\s.。!！?？,，]+$/u, "")
      .trim();
    // "出几道题考考我", "quiz me, test me": the request's own words name no topic.
    const named = topic.replace(/考考我|考一考我?|测测我|测一测我?|考我|问问我|练练手?|一下|吧|呢|\b(?:test|quiz|ask) me\b/giu, "").trim();
    if (named && !/^(?:it|this|that|me|something|anything|一下|这个|那个)$/iu.test(named)) return named.slice(0, 200);
  }
  return null;
}

interface Result {
  toolName: string;
  value: unknown;
}

/** The learner's latest words, and the tool results of the turn before it and of this one. */
function turns(prompt: LanguageModelV4Prompt) {
  const conversation = conversationOf(prompt);
  const users = conversation.flatMap((message, index) => (message.role === "user" ? [index] : []));
  const last = users.at(-1) ?? -1;
  const before = users.at(-2) ?? -1;
  const resultsIn = (from: number, to: number): Result[] =>
    conversation
      .slice(from + 1, to)
      .flatMap((message) =>
        message.role === "tool" || message.role === "assistant"
          ? message.content.flatMap((part) =>
              part.type === "tool-result" ? [{ toolName: part.toolName, value: outputValue(part.output) }] : [],
            )
          : [],
      );
  const user = conversation[last];
  const text =
    user?.role === "user"
      ? user.content
          .map((part) => (part.type === "text" ? part.text : ""))
          .join("\n")
          .replace(/<([a-z][\w-]*)>\n[\s\S]*?\n<\/\1>/g, "")
          .trim()
      : "";
  return { text, current: resultsIn(last, conversation.length), previous: resultsIn(before, last) };
}

function askedText(value: unknown, learnerText: string): string | null {
  const output = askPracticeQuestionOutputSchema.safeParse(value);
  if (!output.success) return null;
  if (!output.data.ok) {
    const t = QUIZ_PHRASES[detectLanguage(learnerText)];
    const topic = quizTopic(learnerText);
    return topic ? fill(t.noneOnTopic, { topic }) : t.none;
  }
  const { question } = output.data;
  const t = QUIZ_PHRASES[detectLanguage(question.prompt)];
  const options = (question.options ?? []).map((option, index) => `${String.fromCharCode(65 + index)}) ${option}`);
  const asked = [fill(t.ask, { citation: question.citation }), "", question.prompt, ...options, "", t.howSure].join("\n");
  return MAKE_QUESTIONS.test(learnerText) ? `${t.storedOnly}\n\n${asked}` : asked;
}

function gradedText(value: unknown): string | null {
  const output = recordPracticeAnswerOutputSchema.safeParse(value);
  if (!output.success) return null;
  if (!output.data.ok) return output.data.error;
  const graded = output.data;
  const t = QUIZ_PHRASES[detectLanguage(`${graded.expected} ${graded.feedback}`)];
  return [
    `${graded.correct ? t.right : t.wrong} ${graded.feedback}`,
    graded.missingPoints?.length ? fill(t.missing, { points: graded.missingPoints.join("; ") }) : "",
    graded.misconception ? fill(t.misconception, { misconception: graded.misconception }) : "",
    graded.correct ? "" : fill(t.answer, { expected: graded.expected, citation: graded.citation }),
    fill(t.comesBack, { date: graded.nextDue.slice(0, 10) }),
  ]
    .filter(Boolean)
    .join("\n");
}

/**
 * The offline model's quiz from stored questions, for any tutor offering the practice tools: "quiz
 * me" draws one (askPracticeQuestion) and asks it as stored; the learner's next message is recorded
 * (recordPracticeAnswer grades their own words) and the grade is said back. Null: the host answers.
 */
export function quizFromPractice(ctx: RoleContext): OfflineReply | null {
  if (!ctx.tools.has(PRACTICE_TOOL.askQuestion)) return null;
  const { text, current, previous } = turns(ctx.prompt);
  const graded = current.findLast((result) => result.toolName === PRACTICE_TOOL.recordAnswer);
  if (graded) return { text: gradedText(graded.value) ?? "" };
  const asked = current.findLast((result) => result.toolName === PRACTICE_TOOL.askQuestion);
  if (asked) return { text: askedText(asked.value, text) ?? "" };
  if (QUIZ_REQUEST.test(text)) {
    if (!mayCall(ctx, PRACTICE_TOOL.askQuestion)) return null;
    const topic = quizTopic(text);
    return call(PRACTICE_TOOL.askQuestion, topic ? { chapter: topic } : {});
  }
  const open = previous.findLast((result) => result.toolName === PRACTICE_TOOL.askQuestion);
  const question = askPracticeQuestionOutputSchema.safeParse(open?.value);
  if (text && !NEW_REQUEST.test(text) && question.success && question.data.ok && mayCall(ctx, PRACTICE_TOOL.recordAnswer)) {
    return call(PRACTICE_TOOL.recordAnswer, { itemId: question.data.question.itemId, confidence: 2 });
  }
  return null;
}

/** A host tutor's offline role that quizzes from stored questions when the practice tools are on offer. */
export function withPracticeQuiz(host: OfflineRole): OfflineRole {
  return { name: `${host.name} with practice`, agentIds: host.agentIds, respond: (ctx) => quizFromPractice(ctx) ?? host.respond(ctx) };
}
