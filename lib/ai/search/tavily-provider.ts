import { z } from "zod";
import { fetchJsonWithTimeout, keepValidResults, SearchProviderError, type SearchProvider } from "./search-provider";

const tavilyResponseSchema = z.object({
  results: z.array(z.object({ title: z.unknown().optional(), url: z.unknown().optional(), content: z.unknown().optional() }).passthrough()),
});

export function createTavilyProvider(options: { apiKey: string; baseUrl: string; timeoutMs: number }): SearchProvider {
  return {
    name: "Tavily",
    async search(query, { maxResults, signal }) {
      const body = await fetchJsonWithTimeout(
        "Tavily",
        `${options.baseUrl.replace(/\/$/, "")}/search`,
        {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${options.apiKey}` },
          body: JSON.stringify({ query, max_results: maxResults, search_depth: "basic" }),
        },
        options.timeoutMs,
        signal,
      );
      const parsed = tavilyResponseSchema.safeParse(body);
      if (!parsed.success) throw new SearchProviderError("Tavily", "returned an unexpected response shape");
      return keepValidResults(
        parsed.data.results.map((result) => ({ title: result.title, url: result.url, snippet: result.content })),
        maxResults,
      );
    },
  };
}
