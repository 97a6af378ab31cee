import "server-only";
import { optionHistoryValidator } from "@/lib/ai/option-question/option-history-validator";
import { TOOL } from "../contract";
import { presentOptionsInputSchema, presentOptionsOutputSchema } from "../lib/interview-schemas";

/** Validates a client-held interview history before any of it reaches a model; an answer must fit its question. */
export const validateInterviewMessages = optionHistoryValidator(TOOL.presentOptions, presentOptionsInputSchema, presentOptionsOutputSchema);
