import type { GroundedPassage, GroundingResult, OfflineGrounding } from "@/lib/ai/offline/model/grounding";
import { toolResults } from "@/lib/ai/offline/model/read-prompt";
import { call, mayCall } from "@/lib/ai/offline/model/role-context";
import { SOURCES_TOOL } from "../contract";
import { bestSentences, joinSentences } from "../lib/best-sentence";
import { queryUnits } from "../lib/query-units";
import { searchMaterialOutputSchema, type MaterialHit } from "../lib/tool-schemas";
import { quotable } from "./material-answerer";
import { searchQueryFor } from "./material-terms";

/**
 * The sources feature's side of the offline grounding port (lib/ai/offline/model/grounding.ts): a
 * search is a searchMaterial call, and its passages come back with the sentence that best matches
 * the host's focus, picked by the same units the search matched (never one sharing only a stop word).
 */

function citationOf(hit: MaterialHit): string {
  if (hit.path) return `${hit.path}:${hit.lineStart}-${hit.lineEnd}`;
  const pages =
    hit.pageStart === null
      ? ""
      : hit.pageEnd && hit.pageEnd !== hit.pageStart
        ? `, pp. ${hit.pageStart}–${hit.pageEnd}`
        : `, p. ${hit.pageStart}`;
  return `${quotable(hit.title).slice(0, 80)}${pages}, lines ${hit.lineStart}–${hit.lineEnd}`;
}

function passageOf(hit: MaterialHit, focus: string): GroundedPassage {
  const snippet = hit.snippet.replace(/^…|…$/g, "");
  return {
    ref: hit.ref,
    citation: citationOf(hit),
    path: hit.path,
    lineStart: hit.lineStart,
    lineEnd: hit.lineEnd,
    sentence: quotable(joinSentences(bestSentences(snippet, queryUnits(focus)))),
    snippet: quotable(snippet),
  };
}

export const materialGrounding: OfflineGrounding = {
  searchCall(ctx, query) {
    const text = searchQueryFor(query);
    return text && mayCall(ctx, SOURCES_TOOL.searchMaterial) ? call(SOURCES_TOOL.searchMaterial, { query: text }) : null;
  },
  results(ctx, toolCallIds, focus) {
    return toolResults(ctx.prompt, SOURCES_TOOL.searchMaterial)
      .filter((result) => toolCallIds.has(result.toolCallId))
      .map((result): GroundingResult => {
        const output = searchMaterialOutputSchema.safeParse(result.value);
        if (!output.success) return { ok: false, error: "the search returned something unreadable" };
        if (!output.data.ok) return { ok: false, error: quotable(output.data.error).slice(0, 160) };
        const { query, hits } = output.data;
        return { ok: true, query, passages: hits.map((hit) => passageOf(hit, focus ?? query)) };
      });
  },
};
