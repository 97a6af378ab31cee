import type { LanguageModelV4Prompt } from "@ai-sdk/provider";
import { call, mayCall, type OfflineReply, type RoleContext } from "@/lib/ai/offline/model/role-context";
import { detectLanguage } from "@/lib/ai/offline/text/detect-language";
import { asksToMakeQuestions, isQuizRequest, quizTopic, requestedQuestionCount } from "@/lib/ai/offline/text/quiz-request";
import { PRACTICE_TOOL } from "../contract-constants";
import { makeQuestionFromLinesOutputSchema } from "../lib/tutor-tool-schemas";
import { QUIZ_PHRASES } from "./quiz-phrases";

/** Lines the learner selected with their latest message (the host's reference chips): a file and its line range. */
export interface SelectedLines {
  path: string;
  start: number;
  end: number;
}
/** The host's reader of the lines the latest message carries (the workspace's reference blocks). */
export type HostSelectionReader = (prompt: LanguageModelV4Prompt) => readonly SelectedLines[];

/** "From these lines", "the selected lines", "用这几行", "选中的内容": the request names the selection. */
const FROM_LINES =
  /\b(?:from|on|about|using|with|for|out of)\s+(?:these|those|the|my|this)\s+(?:(?:selected|highlighted|marked)\s+)?(?:lines?|selection|passage|text)\b|\b(?:selected|highlighted)\s+(?:lines?|text)\b|\bmy selection\b|(?:这|那)(?:几|些|两|三)?行|选中的|所选|选定的|划(?:出|线)的/iu;

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");

/**
 * "Make questions from these lines" with lines selected: the practice service makes one from them (the
 * editor's "Make a question"), never a stored question of another chapter drawn instead; named lines
 * with none selected: how to select them. Null: not such a request (the quiz answers it).
 */
export function questionFromSelection(ctx: RoleContext, text: string, readSelection?: HostSelectionReader): OfflineReply | null {
  if (!isQuizRequest(text)) return null;
  const namesLines = FROM_LINES.test(text.normalize("NFKC"));
  const selected = readSelection?.(ctx.prompt) ?? [];
  if (!namesLines && !(asksToMakeQuestions(text) && selected.length > 0)) return null;
  const lines = selected.find((entry) => entry.path.startsWith("chapters/")) ?? selected[0];
  if (!lines) return namesLines ? { text: QUIZ_PHRASES[detectLanguage(text)].selectLinesFirst } : null;
  if (!mayCall(ctx, PRACTICE_TOOL.makeFromLines)) return null;
  return call(PRACTICE_TOOL.makeFromLines, { path: lines.path, lineStart: lines.start, lineEnd: lines.end });
}

/** What the tutor says of the question made from the selection, or why none was; null when the result is unreadable. */
export function madeText(value: unknown, learnerText: string): string | null {
  const output = makeQuestionFromLinesOutputSchema.safeParse(value);
  if (!output.success) return null;
  const language = detectLanguage(learnerText);
  const t = QUIZ_PHRASES[language];
  if (!output.data.ok) {
    const reason = output.data.said?.[language] ?? output.data.error;
    return fill(t.notMadeFromLines, { reason: /[.。!！?？]$/u.test(reason) ? reason : `${reason}.` });
  }
  const { question } = output.data;
  const options = (question.options ?? []).map((option, index) => `${String.fromCharCode(65 + index)}) ${option}`);
  const several = requestedQuestionCount(learnerText) !== null ? [t.madeOnlyOne] : [];
  return [
    fill(t.madeFromLines, { citation: question.citation }),
    "",
    question.prompt,
    ...options,
    "",
    t.howSure,
    t.madeKept,
    ...several,
  ].join("\n");
}

/** The question a makeQuestionFromLines result made, or null (none made, or unreadable). */
export function madeQuestionId(value: unknown): string | null {
  const output = makeQuestionFromLinesOutputSchema.safeParse(value).data;
  return output?.ok ? output.question.itemId : null;
}

/** "it", "this question", "那道题", "刚才那题": words that point back at the question just made. */
const POINTS_BACK =
  /^(?:(?:it|this|that|the)(?:\s+(?:one|question|card))?|(?:这|那|刚才(?:那|这)?|刚做的|上面(?:那|这)?)[道个]?题(?:目)?|它)$/iu;

/** A quiz request about the question just made: "quiz me", "quiz me on it", "考考我这道题" (no other topic named). */
export function refersToMade(text: string): boolean {
  const topic = quizTopic(text);
  return topic === null || POINTS_BACK.test(topic.trim());
}
