import "server-only";
import { isStepCount, ToolChoiceViolationError, ToolLoopAgent, type LanguageModel } from "ai";
import { agentProviderOptions, NO_TELEMETRY } from "@/lib/ai/agent-call";
import { hasValidToolCall } from "@/lib/ai/tool-stop-conditions";
import { AGENT, TOOL, type ChapterRequestBlock } from "../contract";
import type { Database } from "@/lib/db/client";
import { isAppError } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/locales";
import { saveChapterOutputSchema } from "../lib/chapter-schemas";
import type { ClaimedChapter } from "../data/generation-queue";
import { GenerationError } from "../lib/generation-failures";
import { buildChapterInstructions } from "../prompts/chapter-prompt";
import { standInChapterNote, watchStandIn } from "../lib/stand-in-chapter";
import { createSaveChapterTool, type SaveChapterContext } from "../tools/save-chapter";

/** One try plus two repairs of an invalid save (too short, not markdown). */
const MAX_STEPS = 3;

/** The task line, in the chapter's language (the instructions carry the request block). */
const WRITE_CHAPTER: Record<Locale, (request: ChapterRequestBlock) => string> = {
  en: (request) => `Write chapter ${request.chapterNumber}: ${request.title}`,
  zh: (request) => `请写第 ${request.chapterNumber} 章：${request.title}`,
};

export interface ChapterWriterParams {
  model: LanguageModel;
  db: Database;
  chapterId: string;
  workerId: string;
  request: ChapterRequestBlock;
  abortSignal?: AbortSignal;
  /** Runs inside the save's transaction (../data/chapter-save), and how the save went. */
  within?: SaveChapterContext["within"];
  onSaved?: SaveChapterContext["onSaved"];
  /** The chapter's claim: where it sits in the outline, which with the request's language and title is where its text is saved. */
  claimed?: Pick<ClaimedChapter, "courseId" | "moduleIndex" | "position" | "hadText">;
}

export function createChapterWriterAgent(params: Omit<ChapterWriterParams, "abortSignal">) {
  const watched = watchStandIn(params.model);
  const saveChapter = createSaveChapterTool({
    db: params.db,
    chapterId: params.chapterId,
    workerId: params.workerId,
    title: params.request.title,
    note: () => (watched.wroteIt() ? standInChapterNote(params.request.language) : null),
    within: params.within,
    onSaved: params.onSaved,
    // A rewrite is saved in the transaction (its older questions to retire): no place, no first-text statement to try.
    place:
      params.claimed && !params.claimed.hadText
        ? {
            courseId: params.claimed.courseId,
            moduleIndex: params.claimed.moduleIndex,
            position: params.claimed.position,
            language: params.request.language,
            title: params.request.title,
          }
        : undefined,
  });
  return new ToolLoopAgent({
    id: AGENT.chapterWriter,
    telemetry: NO_TELEMETRY,
    providerOptions: agentProviderOptions(AGENT.chapterWriter),
    model: watched.model,
    instructions: buildChapterInstructions(params.request),
    tools: { [TOOL.saveChapter]: saveChapter },
    toolChoice: { type: "tool", toolName: TOOL.saveChapter },
    // Stops once saveChapter really ran; an invalid save goes back to the model to fix.
    stopWhen: [hasValidToolCall(TOOL.saveChapter), isStepCount(MAX_STEPS)],
  });
}

export type ChapterWriteOutcome = "saved" | "claim_lost";

/**
 * Writes and saves one chapter. "claim_lost" means another worker now owns the
 * chapter (this one's claim went stale): nothing to record. Throws
 * GenerationError when the model never saved, and lets model errors through
 * for the caller to record as a model failure.
 */
export async function runChapterWriter(params: ChapterWriterParams): Promise<ChapterWriteOutcome> {
  const agent = createChapterWriterAgent(params);
  const { request } = params;
  const result = await agent
    .generate({
      prompt: WRITE_CHAPTER[request.language](request),
      abortSignal: params.abortSignal,
    })
    .catch((error: unknown) => {
      // The SDK rejects a step that ignores the forced tool: the model answered, it just did not save.
      throw ToolChoiceViolationError.isInstance(error) || (isAppError(error) && error.code === "model_failed")
        ? new GenerationError("not_saved", error)
        : error;
    });
  for (const step of result.steps) {
    // Errors of invalid calls were the model's to fix (it got them back); an error from a valid call is execute failing.
    const validCalls = new Set(step.toolCalls.filter((call) => !call.invalid).map((call) => call.toolCallId));
    for (const part of step.content) {
      if (part.type === "tool-error" && part.toolName === TOOL.saveChapter && validCalls.has(part.toolCallId)) {
        throw new GenerationError("internal", part.error);
      }
      if (part.type !== "tool-result" || part.toolName !== TOOL.saveChapter) continue;
      const output = saveChapterOutputSchema.safeParse(part.output);
      if (output.success) return output.data.saved ? "saved" : "claim_lost";
    }
  }
  throw new GenerationError("not_saved", new Error(`chapter writer finished (${result.finishReason}) without a valid saveChapter call`));
}
