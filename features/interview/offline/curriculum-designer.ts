import { BLOCK, TOOL, type CurriculumRequestBlock } from "../contract";
import { composeOutline, outlineAsText } from "./build-outline";
import { detectLanguage } from "@/lib/ai/offline/text/detect-language";
import { parseCurriculumRequest } from "./parse-blocks";
import { reviseOutline } from "./revise-outline";
import { findBlock, lastUserText } from "@/lib/ai/offline/model/read-prompt";
import { call, mayCall, type OfflineReply, type RoleContext } from "@/lib/ai/offline/model/role-context";
import { cleanUserText, clip } from "@/lib/ai/offline/text/text-utils";

/** The curriculum designer: reads the curriculum-request block and submits one outline (new, or a revision). */
export function curriculumDesigner(ctx: RoleContext): OfflineReply {
  const last = lastUserText(ctx.prompt);
  const request: CurriculumRequestBlock = parseCurriculumRequest(findBlock(ctx.prompt, BLOCK.curriculumRequest), detectLanguage(last)) ?? {
    // Outside the protocol: design for whatever the user last asked about, with an empty profile.
    language: detectLanguage(last),
    topic: clip(cleanUserText(last ?? "this subject"), 60),
    profile: { goal: null, background: null, targetOutcome: null, cognitiveStyle: null },
    research: null,
    emphasis: null,
  };
  // Asked to change a saved outline: start from it, so the learner's hand edits survive.
  const outline = request.currentOutline ? reviseOutline(request.currentOutline, request) : composeOutline(request);
  if (mayCall(ctx, TOOL.submitOutline)) return call(TOOL.submitOutline, { ...outline });
  return { text: outlineAsText(outline, request.language) };
}
