import type { OfflineRole } from "@/lib/ai/offline/model/offline-role";
import { AGENT } from "../contract";
import { workspaceTutor } from "./workspace-tutor";

/** The workspace tutor's offline stand-in (registered in app/_compose/offline-roles.ts). */
export const workspaceOfflineRoles: readonly OfflineRole[] = [
  { name: "workspace tutor", agentIds: [AGENT.workspaceTutor], respond: workspaceTutor },
];
