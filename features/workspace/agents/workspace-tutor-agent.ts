import "server-only";
import { ToolLoopAgent, type InferUITools, type LanguageModel, type ToolSet, type UIMessage } from "ai";
import { agentProviderOptions, NO_TELEMETRY } from "@/lib/ai/agent-call";
import { withSteeredToolChoice } from "@/lib/ai/steered-tool-choice";
import { turnStops } from "@/lib/ai/tool-stop-conditions";
import type { Locale } from "@/lib/i18n/locales";
import { AGENT, LEARNING_FILES, WORKSPACE_TOOL, type WorkspaceContextBlock, type WorkspaceMessageMetadata } from "../contract";
import type { TurnWriteFacts } from "../lib/write-gate";
import { buildTutorInstructions } from "../prompts/tutor-prompt";
import { createCreateFileTool, createFileCall } from "../tools/create-file";
import { createEditFileTool, editFileCall } from "../tools/edit-file";
import { createReadFileTool } from "../tools/read-file";
import { createReplaceLinesTool, replaceLinesCall } from "../tools/replace-lines";
import { createSetMilestoneTool, setMilestonePlan, type EvidenceWording } from "../tools/set-milestone";
import { writeApproval, type TurnWriteGate, type WorkspaceToolContext } from "../tools/tool-context";

/** The line setMilestone writes under a ticked milestone, in the course's language: what earned it, linked. */
const EVIDENCE_WORDING: Record<Locale, EvidenceWording> = {
  en: { label: "Evidence", line: (attempts, links) => `${attempts} correct practice answers — the attempts: ${links}` },
  zh: { label: "证据", line: (attempts, links) => `练习中答对 ${attempts} 次——查看作答：${links}` },
};

export function createWorkspaceTools(context: WorkspaceToolContext, language: Locale) {
  return {
    [WORKSPACE_TOOL.readFile]: createReadFileTool(context),
    [WORKSPACE_TOOL.editFile]: createEditFileTool(context),
    [WORKSPACE_TOOL.replaceLines]: createReplaceLinesTool(context),
    [WORKSPACE_TOOL.createFile]: createCreateFileTool(context),
    [WORKSPACE_TOOL.setMilestone]: createSetMilestoneTool(context, EVIDENCE_WORDING[language]),
  };
}

export type WorkspaceTools = ReturnType<typeof createWorkspaceTools>;

/**
 * Which writes wait for the learner (AI SDK 7 `toolApproval`), one rule for every write tool
 * (tools/tool-context.ts, writeApproval): their own files always; every file, milestones included, in a turn
 * that read material or where they asked for no change (../lib/write-gate.ts); and only a proposal the write
 * (and, for a tick, the practice evidence) would accept is offered. Otherwise the tutor's files apply at once.
 */
export function createWorkspaceApprovals(context: WorkspaceToolContext, gate: TurnWriteGate, language: Locale) {
  return {
    [WORKSPACE_TOOL.editFile]: writeApproval(context, gate, editFileCall),
    [WORKSPACE_TOOL.replaceLines]: writeApproval(context, gate, replaceLinesCall),
    [WORKSPACE_TOOL.createFile]: writeApproval(context, gate, createFileCall),
    [WORKSPACE_TOOL.setMilestone]: writeApproval(
      context,
      gate,
      setMilestonePlan(context, EVIDENCE_WORDING[language]),
      LEARNING_FILES.milestones,
    ),
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
  /** Which of `tools` return material strangers wrote (a source's text, search passages): writes after them are proposals. */
  materialTools?: readonly string[];
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
  /** What the tools run against: the approval rule previews each proposal's write with it. */
  toolContext: WorkspaceToolContext;
  context: WorkspaceContextBlock;
  extension?: TutorExtension;
  /** The turn's write rule: what the learner asked for (../lib/write-gate.ts). */
  writeFacts: TurnWriteFacts;
}) {
  const extra = input.extension?.instructions;
  const extraText = typeof extra === "function" ? extra({ language: input.context.language }) : extra;
  const instructions = [buildTutorInstructions(input.context), extraText].filter(Boolean).join("\n\n");
  const gate: TurnWriteGate = { facts: input.writeFacts, materialTools: new Set(input.extension?.materialTools ?? []) };
  return new ToolLoopAgent({
    id: AGENT.workspaceTutor,
    telemetry: NO_TELEMETRY,
    model: withSteeredToolChoice(input.model),
    tools: withExtensionTools(input.tools, input.extension),
    instructions,
    maxOutputTokens: 4096,
    // No tool ends the turn: the answer does. Malformed calls get one retry; the step cap bounds a looping model.
    stopWhen: turnStops([], MAX_STEPS),
    // Which writes wait for the learner, each checked before it is offered (tools/tool-context.ts, writeApproval).
    toolApproval: createWorkspaceApprovals(input.toolContext, gate, input.context.language),
    // The last step offers no tools at all (not tool_choice "none", which servers ignore), so a model that
    // keeps searching must answer with what it found; one that still calls tools gets one more try, then a
    // sentence with Retry (lib/ai/answer-now.ts).
    prepareStep: ({ stepNumber }) => (stepNumber >= MAX_STEPS - 1 ? answerNowStep(instructions) : undefined),
    providerOptions: agentProviderOptions(AGENT.workspaceTutor, { singleCallTools: [WORKSPACE_TOOL.setMilestone] }),
  });
}

export type WorkspaceTutorAgent = ReturnType<typeof createWorkspaceTutorAgent>;
