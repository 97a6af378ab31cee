import "server-only";
import type { ToolSet, UIMessage } from "ai";
import type { z } from "zod";
import { safeParseOnce } from "@/lib/ai/parse-once";
import type { MessageVouch } from "@/lib/ai/turn/message-vouch";
import { validateUiHistory } from "@/lib/ai/turn/validate-ui-history";
import { AppError } from "@/lib/errors";
import { answerMisfit, type OptionAnswerShape, type OptionQuestionShape } from "./option-fit";

/** A zod schema of either flavour (classic or zod/mini). */
export type SafeParser<T> = z.core.$ZodType<T>;

/**
 * A conversation's history validator, for a tutor that asks option questions:
 * the shared rules (lib/ai/turn/validate-ui-history.ts: known parts and tools only,
 * tools called by the tutor alone, every call answered, unique ids, tutor
 * messages signed by this server) plus "an answer fits the question it answers".
 */
export function optionHistoryValidator(
  toolName: string,
  questionSchema: SafeParser<OptionQuestionShape>,
  answerSchema: SafeParser<OptionAnswerShape>,
) {
  const checkToolResult = optionAnswerRule(toolName, questionSchema, answerSchema);
  return <MESSAGE extends UIMessage>(messages: unknown, tools: ToolSet, vouch: MessageVouch): Promise<MESSAGE[]> =>
    validateUiHistory<MESSAGE>(messages, tools, { vouch, uniqueMessageIds: true, checkToolResult });
}

/**
 * The history check (validateUiHistory's checkToolResult) for one option tool:
 * the answer must parse and fit the question it answers. A forged click on an
 * option that was never offered is a 400.
 */
export function optionAnswerRule(
  toolName: string,
  questionSchema: SafeParser<OptionQuestionShape>,
  answerSchema: SafeParser<OptionAnswerShape>,
) {
  return (calledTool: string, rawInput: unknown, rawOutput: unknown, where: string): void => {
    if (calledTool !== toolName) return;
    // Once per input object: the history's schemas and the agent's own reading share these parses (lib/ai/parse-once.ts).
    const question = safeParseOnce(questionSchema, rawInput);
    const answer = safeParseOnce(answerSchema, rawOutput);
    if (!question.success || !answer.success)
      throw new AppError("bad_request", {
        en: `An answer does not match its question (${where}).`,
        zh: `有一个回答和它的问题对不上（${where}）。`,
      });
    const misfit = answerMisfit(question.data, answer.data);
    if (misfit) throw new AppError("bad_request", { en: `${misfit} (${where}).`, zh: `有一个回答不符合它的问题：${misfit}（${where}）。` });
  };
}
