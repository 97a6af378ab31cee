import type { LanguageModelV4CallOptions } from "@ai-sdk/provider";
import { agentIdOf } from "@/lib/ai/agent-call";
import { fitToSchema } from "./fit-to-schema";
import { fallback, fallbackText, minimalToolCall } from "./fallback";
import type { OfflineRole } from "./offline-role";
import { buildContext, type OfflineReply, type RoleContext } from "./role-context";

/** A role that failed: the call fails with this, so the learner sees an error part and a test sees the cause. */
export class OfflineRoleError extends Error {
  constructor(role: string, cause: unknown) {
    super(`The offline ${role} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "OfflineRoleError";
  }
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
    toolCall = {
      toolName: toolCall.toolName,
      input: typeof fitted === "object" && fitted !== null ? (fitted as Record<string, unknown>) : {},
    };
  }
  if (!toolCall && !text) text = fallbackText(ctx);
  return { ...(text ? { text } : {}), ...(toolCall ? { toolCall } : {}) };
}

/**
 * Answers one model call. The role is the one registered for the calling
 * agent's id (or `pinnedAgentId` for a model bound to one agent); a call from
 * no known agent gets the honest fallback (none registered at all is an error). A role that throws fails the call
 * loudly — it is a bug to fix, not something to paper over with fallback prose.
 */
export function respond(
  options: LanguageModelV4CallOptions,
  roles: ReadonlyMap<string, OfflineRole>,
  pinnedAgentId?: string,
): OfflineReply {
  const ctx = buildContext(options);
  const agentId = agentIdOf(options.providerOptions) ?? pinnedAgentId ?? null;
  // No roles at all is a process that skipped registration (the bench once did, and its
  // interviews quietly asked "…" forever): said at once, not answered with fallback prose.
  if (agentId && roles.size === 0) {
    throw new Error(`No offline roles are registered (agent "${agentId}"): call registerAppOfflineRoles() at start-up.`);
  }
  const role = agentId ? roles.get(agentId) : undefined;
  if (!role) return enforce(fallback(ctx), ctx);
  let reply: OfflineReply;
  try {
    reply = role.respond(ctx);
  } catch (error) {
    console.error(`[offline-model] the ${role.name} role failed for agent ${agentId}:`, error);
    throw new OfflineRoleError(role.name, error);
  }
  return enforce(reply, ctx);
}
