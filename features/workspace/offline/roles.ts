import type { OfflineGrounding } from "@/lib/ai/offline/model/grounding";
import type { OfflineRole } from "@/lib/ai/offline/model/offline-role";
import { AGENT } from "../contract";
import { createWorkspaceTutor } from "./workspace-tutor";

/**
 * The workspace tutor's offline stand-in (registered in app/_compose/offline-roles.ts), grounded in
 * whichever material search the app hands it (the sources feature's, there).
 */
export function workspaceOfflineRoles(grounding?: OfflineGrounding): readonly OfflineRole[] {
  return [{ name: "workspace tutor", agentIds: [AGENT.workspaceTutor], respond: createWorkspaceTutor(grounding) }];
}
