import "server-only";
import { ToolLoopAgent, type InferUITools, type LanguageModel, type ToolSet, type UIMessage } from "ai";
import { agentProviderOptions } from "@/lib/ai/agent-call";
import { withSteeredToolChoice } from "@/lib/ai/steered-tool-choice";
import { turnStops } from "@/lib/ai/tool-stop-conditions";
import type { Locale } from "@/lib/i18n/locales";
import { AGENT, WORKSPACE_TOOL, type WorkspaceContextBlock, type WorkspaceMessageMetadata } from "../contract";
import { buildTutorInstructions } from "../prompts/tutor-prompt";
import { createCreateFileTool, createFileCall } from "../tools/create-file";
import { createEditFileTool, editFileCall } from "../tools/edit-file";
import { createReadFileTool } from "../tools/read-file";
import { createReplaceLinesTool, replaceLinesCall } from "../tools/replace-lines";
import { createSetMilestoneTool } from "../tools/set-milestone";
import { proposalApproval, type WorkspaceToolContext } from "../tools/tool-context";

/** The heading setMilestone writes a milestone's evidence under, in the course's language. */
const EVIDENCE_HEADING: Record<Locale, string> = { en: "Evidence", zh: "证据" };

export function createWorkspaceTools(context: WorkspaceToolContext, language: Locale) {
  return {
    [WORKSPACE_TOOL.readFile]: createReadFileTool(context),
    [WORKSPACE_TOOL.editFile]: createEditFileTool(context),
    [WORKSPACE_TOOL.replaceLines]: createReplaceLinesTool(context),
    [WORKSPACE_TOOL.createFile]: createCreateFileTool(context),
    [WORKSPACE_TOOL.setMilestone]: createSetMilestoneTool(context, EVIDENCE_HEADING[language]),
  };
}

export type WorkspaceTools = ReturnType<typeof createWorkspaceTools>;

/**
 * Which writes wait for the learner (AI SDK 7 `toolApproval`): a change to their own files, and
 * only one the write would accept (tools/tool-context.ts, proposalApproval); the tutor's files apply at once.
 */
export function createWorkspaceApprovals(context: WorkspaceToolContext) {
  return {
    [WORKSPACE_TOOL.editFile]: proposalApproval(context, editFileCall),
    [WORKSPACE_TOOL.replaceLines]: proposalApproval(context, replaceLinesCall),
    [WORKSPACE_TOOL.createFile]: proposalApproval(context, createFileCall),
  };
}
export type WorkspaceUIMessage = UIMessage<WorkspaceMessageMetadata, never, InferUITools<WorkspaceTools>>;

/**
 * What another feature adds to the tutor for a turn (composed in app/, e.g. the
 * sources feature's search tools and how to use them). The workspace knows
 * nothing about it beyond this shape.
 */
export interface TutorExtension {
  tools: ToolSet;
  /** Called with the turn's history before the model runs (e.g. to carry on from the message being continued). */
  beginTurn?: (history: readonly UIMessage[]) => void;
  instructions?: string | ((context: { language: Locale }) => string);
}

const MAX_STEPS = 8;

/** The step that must answer: no tools on the request, and the model told why. */
function answerNowStep(instructions: string) {
  return {
    activeTools: [],
    instructions: `${instructions}\n\nThis is the last step of this turn: no tools are available now. Answer the learner in words with what you have already found, and say plainly what you could not find or do.`,
  };
}

/** The workspace's tools with an extension's; a name both claim is a wiring bug, not something to resolve silently. */
export function withExtensionTools(tools: WorkspaceTools, extension: TutorExtension | undefined): ToolSet {
  if (!extension) return tools;
  for (const name of Object.keys(extension.tools)) {
    if (name in tools) throw new Error(`The tutor extension's tool "${name}" has the name of a workspace tool.`);
  }
  return { ...tools, ...extension.tools };
}

/** One tutor per workspace turn: the course's files are its context, its tools work in them. */
export function createWorkspaceTutorAgent(input: {
  model: LanguageModel;
  tools: WorkspaceTools;
  approvals: ReturnType<typeof createWorkspaceApprovals>;
  context: WorkspaceContextBlock;
  extension?: TutorExtension;
}) {
  const extra = input.extension?.instructions;
  const extraText = typeof extra === "function" ? extra({ language: input.context.language }) : extra;
  const instructions = [buildTutorInstructions(input.context), extraText].filter(Boolean).join("\n\n");
  return new ToolLoopAgent({
    id: AGENT.workspaceTutor,
    model: withSteeredToolChoice(input.model),
    tools: withExtensionTools(input.tools, input.extension),
    instructions,
    maxOutputTokens: 4096,
    // No tool ends the turn: the answer does. Malformed calls get one retry; the step cap bounds a looping model.
    stopWhen: turnStops([], MAX_STEPS),
    // A write to the learner's own files waits for their approval, checked first (the tutor's files apply at once, with Undo).
    toolApproval: input.approvals,
    // The last step offers no tools at all (not tool_choice "none", which servers ignore), so a model that
    // keeps searching must answer with what it found; one that still calls tools gets one more try, then a
    // sentence with Retry (lib/ai/answer-now.ts).
    prepareStep: ({ stepNumber }) => (stepNumber >= MAX_STEPS - 1 ? answerNowStep(instructions) : undefined),
    providerOptions: agentProviderOptions(AGENT.workspaceTutor, { singleCallTools: [WORKSPACE_TOOL.setMilestone] }),
  });
}

export type WorkspaceTutorAgent = ReturnType<typeof createWorkspaceTutorAgent>;
