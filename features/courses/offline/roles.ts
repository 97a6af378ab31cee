import type { OfflineRole } from "@/lib/ai/offline/model/offline-role";
import { AGENT } from "../contract";
import { chapterWriter } from "./chapter-writer";

/** The courses feature's offline stand-in (registered in app/_compose/offline-roles.ts). */
export const coursesOfflineRoles: readonly OfflineRole[] = [
  { name: "chapter writer", agentIds: [AGENT.chapterWriter], respond: chapterWriter },
];
