import type { OfflineRole } from "@/lib/ai/offline/model/offline-role";
import { answerFromMaterial } from "./material-answerer";

/**
 * A host tutor's offline role that also answers from the learner's material:
 * a question goes to the material first when searchMaterial is on offer; the
 * host's role answers everything else (its own tools, quizzes, referenced lines).
 */
export function withMaterialAnswers(host: OfflineRole): OfflineRole {
  return {
    name: `${host.name} with material`,
    agentIds: host.agentIds,
    respond: (ctx) => answerFromMaterial(ctx) ?? host.respond(ctx),
  };
}
