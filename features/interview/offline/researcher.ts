import type { JSONSchema7 } from "@ai-sdk/provider";
import { BLOCK, TOOL } from "../contract";
import { briefAsText, composeFindings, type BriefRequest } from "./build-brief";
import { BRIEF_PHRASES } from "./content/brief-phrases";
import { detectLanguage } from "@/lib/ai/offline/text/detect-language";
import { parseResearchMaterial, parseResearchRequest, parseSearchOutcome, type SearchOutcome } from "./parse-blocks";
import { findBlock, lastUserText, toolResults } from "@/lib/ai/offline/model/read-prompt";
import { call, forcedTool, mayCall, type OfflineReply, type RoleContext } from "@/lib/ai/offline/model/role-context";
import { cleanUserText, clip } from "@/lib/ai/offline/text/text-utils";

/**
 * The research agent: one web search when a search tool is offered, then a
 * brief. It never knows more than its templates plus what the search returned,
 * so everything web-related in the brief is traceable to a real result. With a
 * research-material block (documents the learner attached), the learning path is
 * the documents' own sections, so the outline visibly follows them.
 */

function readRequest(ctx: RoleContext): BriefRequest {
  const last = lastUserText(ctx.prompt);
  const parsed = parseResearchRequest(findBlock(ctx.prompt, BLOCK.researchRequest), detectLanguage(last));
  if (parsed) return parsed;
  // Outside the protocol (no block): research whatever the user last asked about.
  return { topic: clip(cleanUserText(last ?? "this subject"), 60), focus: null, language: detectLanguage(last) };
}

/**
 * The search tool is app-defined; its input is expected to be `{ query }`, but
 * the name is read from the schema so a rename does not break the offline model.
 */
function queryField(schema: JSONSchema7 | undefined): string {
  const properties = schema?.properties ?? {};
  if ("query" in properties) return "query";
  const stringKeys = Object.entries(properties)
    .filter(([, definition]) => typeof definition === "object" && definition.type === "string")
    .map(([key]) => key);
  return stringKeys.find((key) => schema?.required?.includes(key)) ?? stringKeys[0] ?? "query";
}

function searchCall(ctx: RoleContext, request: BriefRequest): OfflineReply {
  const suffix = BRIEF_PHRASES[request.language].searchSuffix;
  const query = [clip(cleanUserText(request.topic), 120), request.focus ? clip(cleanUserText(request.focus), 80) : "", suffix]
    .filter(Boolean)
    .join(" ");
  return call(TOOL.searchWeb, { [queryField(ctx.tools.get(TOOL.searchWeb))]: query });
}

export function researcher(ctx: RoleContext): OfflineReply {
  const request = readRequest(ctx);
  const searchEntries = toolResults(ctx.prompt, TOOL.searchWeb);
  const searches = searchEntries
    .map((entry) => (entry.isError ? { webAccess: false, results: [] } : parseSearchOutcome(entry.value)))
    .filter((outcome): outcome is SearchOutcome => outcome !== null);
  const searched = searchEntries.length > 0;
  const forced = forcedTool(ctx);

  if (forced === TOOL.searchWeb || (!forced && !searched && mayCall(ctx, TOOL.searchWeb))) return searchCall(ctx, request);

  // Without a search tool or result the brief is written as offline, never as if searched.
  const material = parseResearchMaterial(findBlock(ctx.prompt, BLOCK.researchMaterial));
  const findings = composeFindings(request, searched ? searches : null, material);
  if (mayCall(ctx, TOOL.submitBrief)) return call(TOOL.submitBrief, { ...findings });
  return { text: briefAsText(request, findings) };
}
