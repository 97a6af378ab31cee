import type { UIMessage } from "ai";
import { getToolName, isToolUIPart } from "@/lib/ai/browser/ui-parts";
import { TOOL } from "../tool-names";

export type TutorActivity = "writing" | "retrying" | null;

/**
 * What the page says the tutor is doing while a turn runs and no question is
 * open. Research and design show their own live lines in the transcript, so
 * this covers the rest of the time — waiting for the first byte, a model that
 * thinks or streams a tool call before anything is readable, a retry — and
 * the learner never looks at a silent page.
 */
export function tutorActivity(messages: readonly UIMessage[], busy: boolean, retrying: boolean, questionOpen: boolean): TutorActivity {
  if (!busy || questionOpen) return null;
  const last = messages.at(-1);
  if (last?.role === "assistant") {
    const running = last.parts.some(
      (part) =>
        isToolUIPart(part) &&
        [TOOL.researchTopic, TOOL.designCurriculum].includes(getToolName(part) as typeof TOOL.researchTopic) &&
        (part.state === "input-streaming" || part.state === "input-available"),
    );
    if (running) return null;
  }
  return retrying ? "retrying" : "writing";
}
