import type { OfflineRole } from "@/lib/ai/offline/model/offline-role";
import { AGENT } from "../contract";
import { chatTutor } from "./chat-tutor";

/**
 * The tutor chat's offline stand-in (registered in app/_compose/offline-roles.ts).
 * One role plays both the chat agent and its deep-dive sub-agent: the
 * explanation must keep the tutor's voice, and the prompt block says which task it is.
 */
export const chatOfflineRoles: readonly OfflineRole[] = [
  { name: "chat tutor", agentIds: [AGENT.chat, AGENT.deepDive], respond: chatTutor },
];
