import { PLACEMENT_FIELD, type CompactResearchBrief, type InterviewStateBlock } from "../contract";
import type { QuestionField } from "./content/interview-phrases";
import { briefView, outcomeInGoal } from "./interview-options";
import { topicKnowledge } from "@/lib/ai/offline/knowledge/topic-knowledge";
import { clip } from "@/lib/ai/offline/text/text-utils";
import type { StatedGoal } from "./stated-goal-card";
import type { Locale } from "@/lib/i18n/locales";

/**
 * The goal picked on its card when it already names the outcome ("Build a real project with SQL"),
 * noted with the next card so "what would you like to be able to do by the end?" is not asked again
 * with the same options.
 */
export function notedOutcome(
  state: InterviewStateBlock,
  lang: Locale,
  brief: CompactResearchBrief | null,
  stated: StatedGoal | null = null,
): { targetOutcome: string } | null {
  const knowledge = topicKnowledge(state.topic ?? "", lang);
  const outcome = outcomeInGoal({ lang, knowledge, brief: briefView(brief, knowledge), known: state.known, stated });
  return outcome ? { targetOutcome: clip(outcome, 300) } : null;
}

/** The field to ask about: the next one, unless it is the outcome just noted (then the next missing one, or "anything else?"). */
export function fieldToAsk(state: InterviewStateBlock, outcomeNoted: boolean): QuestionField {
  const next: QuestionField = state.nextField === PLACEMENT_FIELD ? "general" : (state.nextField ?? "general");
  if (!outcomeNoted || next !== "targetOutcome") return next;
  return state.missing.find((field) => field !== "targetOutcome") ?? "general";
}
