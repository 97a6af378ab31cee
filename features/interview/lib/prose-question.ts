import { BLOCK, TOOL, interviewStateBlockSchema } from "../contract";
import type { TextReplyReader } from "@/lib/ai/text-protocol/text-readers";
import { clip, LIST_ITEM, plain, promptBlock } from "@/lib/ai/text-protocol/prompt-text";
import { MAX_OPTIONS } from "@/lib/ai/option-question/option-answer";
import { languageOfText } from "@/lib/i18n/text-language";
import { PLACEMENT_PHRASES } from "../offline/content/placement-phrases";
import type { PresentOptionsInput } from "./interview-schemas";
import { DONT_KNOW, isDontKnow } from "./placement";

const QUESTION = /[^.!?。！？\n]*[?？]/g;

/**
 * A question asked in plain prose by a model without tool calling, read into the
 * question card: what it said, the question, and its choices when it listed two
 * to four — otherwise none, and the learner answers in their own words. The
 * dimension asked about is the one the interview state says is next.
 */
export function readProseQuestion(reply: string, prompt: Parameters<TextReplyReader["read"]>[1]["prompt"]): PresentOptionsInput | null {
  const lines = reply.split(/\r?\n/);
  const items: string[] = [];
  const prose: string[] = [];
  for (const line of lines) {
    const item = LIST_ITEM.exec(line);
    if (item?.[1]) items.push(plain(item[1]).replace(/[.;,，；。]$/, ""));
    else if (line.trim()) prose.push(plain(line));
  }
  const said = prose.join(" ").replace(/\s+/g, " ").trim();
  const questions = said.match(QUESTION)?.map((question) => question.trim()) ?? [];
  const asked = questions.at(-1) ?? (items.length >= 2 ? prose.at(-1)?.replace(/[:：]$/, "") : undefined);
  if (!asked) return null;
  const options = [...new Set(items.filter(Boolean).map((item) => clip(item, 120)))].slice(0, MAX_OPTIONS);
  const state = interviewStateBlockSchema.safeParse(promptBlock(prompt, BLOCK.interviewState));
  const targetField = state.success ? (state.data.nextField ?? "general") : "general";
  const card = { message: clip(said || asked, 1200), question: clip(asked, 80) };
  if (targetField === "placement") return { ...card, ...selfAssessment(asked, options, said) };
  return { ...card, options: options.length >= 2 ? options : [], targetField };
}

/**
 * A placement question in prose carries no answer key the app could grade against, so it becomes a
 * self-assessment (never graded, never lifting the start above the learner's words): its listed
 * choices, or the offline interviewer's confidence scale, always ending with "I don't know".
 */
function selfAssessment(asked: string, options: readonly string[], said: string) {
  const lang = languageOfText(said || asked) ?? "en";
  const listed = options.filter((option) => !isDontKnow(option)).slice(0, MAX_OPTIONS - 1);
  return {
    options: [...(listed.length >= 2 ? listed : PLACEMENT_PHRASES[lang].selfOptions), DONT_KNOW[lang]],
    targetField: "placement" as const,
    placement: { skill: clip(asked, 120) },
  };
}

export const proseQuestionReader: TextReplyReader = {
  toolName: TOOL.presentOptions,
  name: "prose question",
  read: (reply, request) => readProseQuestion(reply, request.prompt),
};
