import { call, mayCall, type OfflineReply, type RoleContext } from "@/lib/ai/offline/model/role-context";
import { PRACTICE_TOOL } from "../contract-constants";
import { milestoneTickRequest } from "../lib/milestone-request";
import { explainMilestoneOutputSchema } from "../lib/tutor-tool-schemas";

/**
 * "Mark milestone 2 as done" / "把里程碑2标记为完成": the offline tutor asks the practice service what
 * the milestone still needs (explainMilestone) and says it as given — never a tick. Null: not such a
 * request, or the tool is not on offer.
 */
export function milestoneReply(
  ctx: RoleContext,
  text: string,
  current: readonly { toolName: string; value: unknown }[],
): OfflineReply | null {
  const result = current.findLast((entry) => entry.toolName === PRACTICE_TOOL.explainMilestone);
  if (result) {
    const output = explainMilestoneOutputSchema.safeParse(result.value).data;
    return output ? { text: output.ok ? output.text : output.error } : null;
  }
  const n = milestoneTickRequest(text);
  if (n === null || !mayCall(ctx, PRACTICE_TOOL.explainMilestone)) return null;
  return call(PRACTICE_TOOL.explainMilestone, { milestone: n });
}
