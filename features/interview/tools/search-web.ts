import { tool } from "ai";
import { z } from "zod";
import { cachedSchema } from "@/lib/ai/cached-schema";
import type { SearchProvider, SearchResult } from "@/lib/ai/search/search-provider";

export interface SearchWebOutput {
  webAccess: boolean;
  provider: string | null;
  results: SearchResult[];
  /** Why there are no results, in words the research agent passes on honestly. */
  note?: string;
}

const MAX_RESULTS = 6;

/** Module level: the tool is built per research run, its schema converted to JSON Schema once per process (cachedSchema). */
const searchWebInputSchema = z.object({ query: z.string().trim().min(2).max(300).describe("A focused search query.") });

/**
 * Web search for the research agent. A failing provider is reported as "no web
 * access" with the reason, so research degrades to an honest offline brief
 * instead of failing the learner's turn.
 */
export function createSearchWebTool(provider: SearchProvider | null) {
  return tool({
    description: "Search the web. Returns titles, URLs and snippets of the top results.",
    inputSchema: cachedSchema(searchWebInputSchema),
    execute: async ({ query }, { abortSignal }): Promise<SearchWebOutput> => {
      if (!provider) {
        return { webAccess: false, provider: null, results: [], note: "No web search provider is configured." };
      }
      try {
        const results = await provider.search(query, { maxResults: MAX_RESULTS, signal: abortSignal });
        return { webAccess: true, provider: provider.name, results };
      } catch (error) {
        if (abortSignal?.aborted) throw error;
        console.warn("[searchWeb]", error);
        const reason = error instanceof Error ? error.message : "unknown error";
        return { webAccess: false, provider: provider.name, results: [], note: reason };
      }
    },
  });
}
