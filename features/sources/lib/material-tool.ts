import type { UIMessage } from "ai";
import { getToolName } from "@/lib/ai/browser/ui-parts";
import { SOURCES_TOOL } from "../contract";

type Part = UIMessage["parts"][number];
export type MaterialToolPart = Extract<Part, { toolCallId: string }>;

/** A searchMaterial or readSource call: a step of the tutor's timeline (components/material-step). */
export const isMaterialTool = (part: Part): part is MaterialToolPart =>
  "toolCallId" in part &&
  (getToolName(part as never) === SOURCES_TOOL.searchMaterial || getToolName(part as never) === SOURCES_TOOL.readSource);
