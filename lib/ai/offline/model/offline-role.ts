import type { OfflineReply, RoleContext } from "./role-context";

/**
 * An offline stand-in for one or more agents. Each feature declares its roles
 * next to the agents they play (features/<f>/offline/roles.ts) and app/_compose
 * registers them; the model picks a role by the calling agent's id (see
 * lib/ai/agent-call.ts), never by guessing from the tools on offer.
 */
export interface OfflineRole {
  /** A readable name for logs and errors ("interviewer"). */
  name: string;
  /** The agent ids this role plays. */
  agentIds: readonly string[];
  respond(ctx: RoleContext): OfflineReply;
}

const slot = globalThis as typeof globalThis & { __nexusnoteOfflineRoles?: Map<string, OfflineRole> };

/**
 * Registers roles process-wide. The registry lives on globalThis because Next
 * builds instrumentation.ts and the route handlers into separate bundles that
 * share one process. A second role for the same agent id is a wiring bug.
 */
export function registerOfflineRoles(roles: readonly OfflineRole[]): void {
  const registry = (slot.__nexusnoteOfflineRoles ??= new Map());
  for (const role of roles) {
    for (const agentId of role.agentIds) {
      const existing = registry.get(agentId);
      if (existing && existing !== role) {
        throw new Error(`Offline roles "${existing.name}" and "${role.name}" both claim agent "${agentId}".`);
      }
      registry.set(agentId, role);
    }
  }
}

/** The registered roles by agent id (a copy). */
export function registeredOfflineRoles(): Map<string, OfflineRole> {
  return new Map(slot.__nexusnoteOfflineRoles ?? []);
}

export function rolesByAgent(roles: readonly OfflineRole[]): Map<string, OfflineRole> {
  const map = new Map<string, OfflineRole>();
  for (const role of roles) for (const agentId of role.agentIds) map.set(agentId, role);
  return map;
}
