import "server-only";
import { optionHistoryValidator } from "@/lib/ai/option-question/option-history-validator";
import { CHAT_TOOL } from "../contract";
import { offerOptionsInputSchema, offerOptionsOutputSchema } from "../lib/chat-schemas";

/** Validates a client-held chat history before any of it reaches a model; a clicked answer must be among the options offered. */
export const validateChatMessages = optionHistoryValidator(CHAT_TOOL.offerOptions, offerOptionsInputSchema, offerOptionsOutputSchema);
