import { tool } from "ai";
import { LEARNER_NOTE_MAX_LENGTH, updateLearnerNoteInputSchema, updateLearnerNoteOutputSchema } from "../lib/chat-schemas";
import { cachedSchema } from "@/lib/ai/cached-schema";

/**
 * The tutor's short note about the learner. The server only returns it (trimmed
 * to the limit); the browser saves it with the session and sends it back with
 * every request.
 */
export const updateLearnerNoteTool = tool({
  description:
    "Whenever you learn something lasting about the learner (level, goals, difficulties, preferences), rewrite the learner note: the whole note, short, merging what it already says.",
  inputSchema: cachedSchema(updateLearnerNoteInputSchema),
  outputSchema: cachedSchema(updateLearnerNoteOutputSchema),
  execute: async ({ note }) => ({ note: note.trim().slice(0, LEARNER_NOTE_MAX_LENGTH) }),
});
