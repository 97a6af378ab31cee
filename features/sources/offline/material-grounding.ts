import type { GroundedPassage, GroundingResult, OfflineGrounding } from "@/lib/ai/offline/model/grounding";
import { toolResults } from "@/lib/ai/offline/model/read-prompt";
import { call, mayCall } from "@/lib/ai/offline/model/role-context";
import { SOURCES_TOOL } from "../contract";
import { bestSentences, joinSentences } from "../lib/best-sentence";
import { queryUnits } from "../lib/query-units";
import { searchMaterialOutputSchema, type MaterialHit } from "../lib/tool-schemas";
import { detectLanguage } from "@/lib/ai/offline/text/detect-language";
import { atSentence, quotable, where } from "./material-answerer";
import { MATERIAL_PHRASES } from "./material-phrases";
import { searchQueryFor } from "./material-terms";

/**
 * The sources feature's side of the offline grounding port (lib/ai/offline/model/grounding.ts): a
 * search is a searchMaterial call, and its passages come back with the sentence that best matches
 * the host's focus, picked by the same units the search matched (never one sharing only a stop word).
 */

/** A chapter or file by its path and lines ("path:12", "path:12-14"); an upload by its title, pages and lines, in the learner's language. */
function citationOf(hit: MaterialHit, focus: string): string {
  if (hit.path) return hit.lineEnd > hit.lineStart ? `${hit.path}:${hit.lineStart}-${hit.lineEnd}` : `${hit.path}:${hit.lineStart}`;
  return where(MATERIAL_PHRASES[detectLanguage(focus)], hit);
}

function passageOf(hit: MaterialHit, focus: string): GroundedPassage {
  const snippet = hit.snippet.replace(/^…|…$/g, "");
  const sentence = joinSentences(bestSentences(snippet, queryUnits(focus)));
  // A quote is cited by the lines it stands on, not the whole passage's range.
  const citeSentence = (quoted: string) => citationOf(atSentence(hit, quoted), focus);
  return {
    ref: hit.ref,
    citation: sentence ? citeSentence(sentence) : citationOf(hit, focus),
    path: hit.path,
    lineStart: hit.lineStart,
    lineEnd: hit.lineEnd,
    sentence: quotable(sentence),
    snippet: quotable(snippet),
    lines: hit.lines ?? [],
    citeLines: (start, end) => citationOf({ ...hit, lineStart: start, lineEnd: end }, focus),
    citeSentence,
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
