import { tool } from "ai";
import { offerOptionsInputSchema, offerOptionsOutputSchema } from "../lib/chat-schemas";
import { cachedSchema } from "@/lib/ai/cached-schema";

/**
 * The chat's option cards. No `execute`: the loop stops here and the learner
 * answers in the browser (addToolOutput) by clicking or typing.
 */
export const offerOptionsTool = tool({
  description:
    "Let the learner pick among 2-4 concrete choices (what to study next, which example, which level). Ask one short question, then stop and wait for the answer.",
  inputSchema: cachedSchema(offerOptionsInputSchema),
  outputSchema: cachedSchema(offerOptionsOutputSchema),
});
