import { tool } from "ai";
import { researchFindingsSchema } from "../lib/interview-schemas";
import { cachedSchema } from "@/lib/ai/cached-schema";

/** The research agent's structured answer. No `execute`: submitting ends its loop. */
export const submitBriefTool = tool({
  description: "Submit the finished research brief. Call exactly once, at the end.",
  inputSchema: cachedSchema(researchFindingsSchema),
});
