import { tool } from "ai";
import { courseOutlineSchema } from "../lib/interview-schemas";
import { cachedSchema } from "@/lib/ai/cached-schema";

/**
 * The curriculum designer's structured answer. A forced tool call rather than a
 * JSON response format, because tool calling works on every OpenAI-compatible
 * server while JSON-schema response formats do not.
 */
export const submitOutlineTool = tool({
  description: "Submit the finished course outline.",
  inputSchema: cachedSchema(courseOutlineSchema),
});
