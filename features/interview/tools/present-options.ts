import { tool } from "ai";
import { placementCardSchema, presentOptionsOutputSchema } from "../lib/interview-schemas";
import { cachedSchema } from "@/lib/ai/cached-schema";

/**
 * The interview's question card. It has no `execute`: the agent loop stops here
 * and the learner answers in the browser (addToolOutput), which continues the turn.
 */
export const presentOptionsTool = tool({
  description:
    "Say something to the learner and ask ONE question with 2-4 clickable options, then wait for their answer. The learner may also type a free answer.",
  // A placement card must carry "I don't know" and a checkable key (placementCardSchema); others are plain cards.
  inputSchema: cachedSchema(placementCardSchema),
  outputSchema: cachedSchema(presentOptionsOutputSchema),
});
