import type { LanguageModelV3CallOptions } from "@ai-sdk/provider";
import { BLOCK, CHAT_TOOL, TOOL } from "@/lib/ai/agent-protocol";
import { fitToSchema } from "./fit-to-schema";
import { findBlock } from "./read-prompt";
import { buildContext, offered, type OfflineReply, type RoleContext } from "./role-context";
import { chapterWriter } from "./roles/chapter-writer";
import { chatTutor } from "./roles/chat-tutor";
import { curriculumDesigner } from "./roles/curriculum-designer";
import { fallback, fallbackText, minimalToolCall } from "./roles/fallback";
import { interviewer } from "./roles/interviewer";
import { researcher } from "./roles/researcher";

export type OfflineRole = "interviewer" | "researcher" | "curriculumDesigner" | "chapterWriter" | "chatTutor" | "fallback";

const ROLES: Record<OfflineRole, (ctx: RoleContext) => OfflineReply> = {
  interviewer,
  researcher,
  curriculumDesigner,
  chapterWriter,
  chatTutor,
  fallback,
};

/**
 * Which agent is calling. The tools on offer identify it unambiguously (each
 * agent has its own submit tool); the prompt blocks are the fallback for
 * text-only calls made without tools.
 */
export function detectRole(ctx: RoleContext): OfflineRole {
  if (offered(ctx, TOOL.submitOutline)) return "curriculumDesigner";
  if (offered(ctx, TOOL.saveChapter)) return "chapterWriter";
  if (offered(ctx, TOOL.submitBrief) || offered(ctx, TOOL.searchWeb)) return "researcher";
  if (offered(ctx, TOOL.presentOptions) || offered(ctx, TOOL.researchTopic) || offered(ctx, TOOL.designCurriculum)) {
    return "interviewer";
  }
  if (offered(ctx, CHAT_TOOL.deepDive) || (offered(ctx, CHAT_TOOL.offerOptions) && offered(ctx, CHAT_TOOL.updateLearnerNote))) {
    return "chatTutor";
  }
  if (ctx.tools.size > 0) return "fallback";
  if (findBlock(ctx.prompt, BLOCK.curriculumRequest) !== null) return "curriculumDesigner";
  if (findBlock(ctx.prompt, BLOCK.chapterRequest) !== null) return "chapterWriter";
  if (findBlock(ctx.prompt, BLOCK.researchRequest) !== null) return "researcher";
  if (findBlock(ctx.prompt, BLOCK.interviewState) !== null) return "interviewer";
  if (findBlock(ctx.prompt, BLOCK.deepDiveRequest) !== null || findBlock(ctx.prompt, BLOCK.chatContext) !== null) return "chatTutor";
  return "fallback";
}

/**
 * The caller's toolChoice is a contract, and tool inputs must validate. Roles
 * already try to honour both; this is the last line that guarantees it.
 */
function enforce(reply: OfflineReply, ctx: RoleContext): OfflineReply {
  let { text, toolCall } = reply;
  const { choice } = ctx;
  if (toolCall && (choice.mode === "none" || !ctx.tools.has(toolCall.toolName))) toolCall = undefined;
  if (choice.mode === "tool" && toolCall?.toolName !== choice.toolName) toolCall = minimalToolCall(ctx)?.toolCall;
  if (choice.mode === "required" && !toolCall) toolCall = minimalToolCall(ctx)?.toolCall;
  if (toolCall) {
    const schema = ctx.tools.get(toolCall.toolName);
    const fitted = schema ? fitToSchema(toolCall.input, schema) : toolCall.input;
    toolCall = { toolName: toolCall.toolName, input: typeof fitted === "object" && fitted !== null ? (fitted as Record<string, unknown>) : {} };
  }
  if (!toolCall && !text) text = fallbackText(ctx);
  return { ...(text ? { text } : {}), ...(toolCall ? { toolCall } : {}) };
}

export function respond(options: LanguageModelV3CallOptions): OfflineReply {
  const ctx = buildContext(options);
  let reply: OfflineReply;
  try {
    reply = ROLES[detectRole(ctx)](ctx);
  } catch (error) {
    // A bug in a role must not break the learner's session: degrade to the honest fallback, but leave a trace.
    console.warn("[offline-model] role failed, using fallback:", error);
    reply = fallback(ctx);
  }
  return enforce(reply, ctx);
}
