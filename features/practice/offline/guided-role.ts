import { z } from "zod";
import { conversationOf, findBlock } from "@/lib/ai/offline/model/read-prompt";
import type { OfflineRole } from "@/lib/ai/offline/model/offline-role";
import type { OfflineReply, RoleContext } from "@/lib/ai/offline/model/role-context";
import { PRACTICE_TOOL } from "../contract-constants";
import { GUARD_CORRECTION, GUIDED_BLOCK } from "../prompts/guided-instructions";

const blockSchema = z.object({ say: z.string().nullable() });

/**
 * The offline tutor in guided mode (issue 26): it walks the same ladder as any model, saying the
 * rung the server chose for this turn (made from the question's rubric and cited lines,
 * lib/guided-hints.ts) when the learner has just written. Null: nothing to say from the ladder.
 */
export function guidedReply(ctx: RoleContext): OfflineReply | null {
  const conversation = conversationOf(ctx.prompt);
  // Asked to write a reply again without the answer: the offline tutor cannot rewrite, so it says the
  // same, and the guard says the ladder's rung instead.
  const last = conversation.at(-1);
  if (last?.role === "user" && last.content.some((part) => part.type === "text" && part.text.startsWith(GUARD_CORRECTION))) {
    const before = conversation.at(-2);
    const said = before?.role === "assistant" ? before.content.map((part) => (part.type === "text" ? part.text : "")).join("") : "";
    return { text: said };
  }
  const block = blockSchema.safeParse(findBlock(ctx.prompt, GUIDED_BLOCK));
  if (!block.success || !block.data.say) return null;
  // Only in answer to the learner's message, not after a tool the turn called.
  if (last?.role !== "user") return null;
  return { text: block.data.say };
}

/** A host tutor's offline role that says the ladder's rung in guided mode, and otherwise answers as the host. */
export function withGuidedLadder(host: OfflineRole): OfflineRole {
  return {
    name: `${host.name} guided`,
    agentIds: host.agentIds,
    respond: (ctx) => {
      const reply = guidedReply(ctx);
      if (reply) return reply;
      // In guided mode the server records answers: the host's quiz never records one itself.
      if (findBlock(ctx.prompt, GUIDED_BLOCK) === null) return host.respond(ctx);
      const tools = new Map([...ctx.tools].filter(([name]) => name !== PRACTICE_TOOL.recordAnswer));
      return host.respond({ ...ctx, tools });
    },
  };
}
