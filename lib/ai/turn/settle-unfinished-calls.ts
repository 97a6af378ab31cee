import "server-only";
import type { StreamTextTransform, TextStreamPart, ToolSet } from "ai";
import { AppError, type ErrorText } from "@/lib/errors";
import { stagesTransform, type Emit, type PartStage } from "./part-stages";

/** What the learner's card (and the model, next turn) reads for a call that never completed. */
export const UNFINISHED_CALL_ERROR: ErrorText = {
  en: "This tool call was cut off before it was complete, so it did not run.",
  zh: "这次工具调用在完成前被截断了，所以没有执行。",
};

/**
 * No tool card is left at "…". A call whose input began streaming but never
 * completed — the connection broke or stalled mid-call, or a call dropped after
 * it had started — would stay "input-streaming" in the message for ever: shown
 * as pending, stored so, and blocking every rule that waits for all calls to
 * finish (the interview's auto-send). When its step (or the stream) ends
 * without it, it is finished here as an invalid call: an error part with a
 * sentence, signed like any call, which the next request replays to the model
 * as a call that did not run.
 */
export function settleUnfinishedCallsStage<TOOLS extends ToolSet>(): PartStage<TextStreamPart<TOOLS>> {
  const open = new Map<string, { toolName: string; text: string }>();
  const settle = (emit: Emit<TextStreamPart<TOOLS>>) => {
    for (const [toolCallId, call] of open) {
      emit({
        type: "tool-call",
        toolCallId,
        toolName: call.toolName,
        input: call.text,
        dynamic: true,
        invalid: true,
        error: new AppError("model_failed", UNFINISHED_CALL_ERROR), // an AppError's sentence is what the card shows
      } as TextStreamPart<TOOLS>);
    }
    open.clear();
  };
  return {
    part(part, emit) {
      if (part.type === "tool-input-start") open.set(part.id, { toolName: part.toolName, text: "" });
      else if (part.type === "tool-input-delta") {
        const call = open.get(part.id);
        if (call) call.text += part.delta;
      } else if (part.type === "tool-call") open.delete(part.toolCallId);
      else if (part.type === "finish-step" || part.type === "finish" || part.type === "abort") settle(emit);
      emit(part);
    },
    end: settle,
  };
}

/** The same as a streamText transform of its own. */
export function settleUnfinishedCalls<TOOLS extends ToolSet>(): StreamTextTransform<TOOLS> {
  return stagesTransform<TOOLS>(() => [settleUnfinishedCallsStage<TOOLS>()]);
}
