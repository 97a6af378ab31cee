import "server-only";
import { stepCountIs, ToolLoopAgent, type InferUITools, type LanguageModel, type UIMessage } from "ai";
import { agentProviderOptions } from "@/lib/ai/agent-call";
import { AGENT, WORKSPACE_TOOL, type WorkspaceContextBlock, type WorkspaceMessageMetadata } from "../contract";
import { buildTutorInstructions } from "../prompts/tutor-prompt";
import { createCreateFileTool } from "../tools/create-file";
import { createEditFileTool } from "../tools/edit-file";
import { createReadFileTool } from "../tools/read-file";
import { createReplaceLinesTool } from "../tools/replace-lines";
import { createSetMilestoneTool } from "../tools/set-milestone";
import type { WorkspaceToolContext } from "../tools/tool-context";

export function createWorkspaceTools(context: WorkspaceToolContext, language: "en" | "zh") {
  return {
    [WORKSPACE_TOOL.readFile]: createReadFileTool(context),
    [WORKSPACE_TOOL.editFile]: createEditFileTool(context),
    [WORKSPACE_TOOL.replaceLines]: createReplaceLinesTool(context),
    [WORKSPACE_TOOL.createFile]: createCreateFileTool(context),
    [WORKSPACE_TOOL.setMilestone]: createSetMilestoneTool(context, language === "zh" ? "证据" : "Evidence"),
  };
}

export type WorkspaceTools = ReturnType<typeof createWorkspaceTools>;
export type WorkspaceUIMessage = UIMessage<WorkspaceMessageMetadata, never, InferUITools<WorkspaceTools>>;

/** One tutor per workspace turn: the course's files are its context, its tools work in them. */
export function createWorkspaceTutorAgent(input: { model: LanguageModel; tools: WorkspaceTools; context: WorkspaceContextBlock }) {
  return new ToolLoopAgent({
    id: AGENT.workspaceTutor,
    model: input.model,
    tools: input.tools,
    instructions: buildTutorInstructions(input.context),
    maxOutputTokens: 4096,
    stopWhen: stepCountIs(8),
    providerOptions: agentProviderOptions(AGENT.workspaceTutor, { singleCallTools: [WORKSPACE_TOOL.setMilestone] }),
  });
}

export type WorkspaceTutorAgent = ReturnType<typeof createWorkspaceTutorAgent>;
