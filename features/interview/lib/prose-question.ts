import { BLOCK, TOOL, interviewStateBlockSchema } from "../contract";
import type { TextReplyReader } from "@/lib/ai/text-protocol/text-readers";
import { clip, LIST_ITEM, plain, promptBlock } from "@/lib/ai/text-protocol/prompt-text";
import { MAX_OPTIONS } from "@/lib/ai/option-question/option-answer";
import type { PresentOptionsInput } from "./interview-schemas";

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
  return {
    message: clip(said || asked, 1200),
    question: clip(asked, 80),
    options: options.length >= 2 ? options : [],
    targetField: state.success ? (state.data.nextField ?? "general") : "general",
  };
}

export const proseQuestionReader: TextReplyReader = {
  toolName: TOOL.presentOptions,
  name: "prose question",
  read: (reply, request) => readProseQuestion(reply, request.prompt),
};
