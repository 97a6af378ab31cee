import type { OfflineRole } from "@/lib/ai/offline/model/offline-role";
import { AGENT } from "../contract";
import { curriculumDesigner } from "./curriculum-designer";
import { interviewer } from "./interviewer";
import { researcher } from "./researcher";

/** The interview feature's offline stand-ins, one per agent (registered in app/_compose/offline-roles.ts). */
export const interviewOfflineRoles: readonly OfflineRole[] = [
  { name: "interviewer", agentIds: [AGENT.interview], respond: interviewer },
  { name: "researcher", agentIds: [AGENT.research], respond: researcher },
  { name: "curriculum designer", agentIds: [AGENT.curriculumDesigner], respond: curriculumDesigner },
];
