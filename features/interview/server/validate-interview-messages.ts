import "server-only";
import { optionHistoryValidator } from "@/lib/ai/option-question/option-history-validator";
import { TOOL } from "../contract";
import { placementCardSchema, presentOptionsOutputSchema } from "../lib/interview-schemas";

/**
 * Validates a client-held interview history before any of it reaches a model; an answer must fit its question.
 * The question is read through the tool's own input schema: every card this rule sees has already passed it
 * (the history's tool check, lib/ai/turn/ui-history-schema.ts), and the same schema lets that parse serve both.
 */
export const validateInterviewMessages = optionHistoryValidator(TOOL.presentOptions, placementCardSchema, presentOptionsOutputSchema);
