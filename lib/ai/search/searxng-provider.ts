import { z } from "zod";
import { fetchJsonWithTimeout, keepValidResults, SearchProviderError, type SearchProvider } from "./search-provider";

const searxngResponseSchema = z.object({
  results: z.array(z.object({ title: z.unknown().optional(), url: z.unknown().optional(), content: z.unknown().optional() }).passthrough()),
});

/** SearXNG's JSON API (the instance must enable `json` in `search.formats`). */
export function createSearxngProvider(options: { baseUrl: string; timeoutMs: number }): SearchProvider {
  return {
    name: "SearXNG",
    async search(query, { maxResults, signal }) {
      const url = new URL("search", options.baseUrl.endsWith("/") ? options.baseUrl : `${options.baseUrl}/`);
      url.searchParams.set("q", query);
      url.searchParams.set("format", "json");
      const body = await fetchJsonWithTimeout("SearXNG", url.toString(), { method: "GET" }, options.timeoutMs, signal);
      const parsed = searxngResponseSchema.safeParse(body);
      if (!parsed.success) throw new SearchProviderError("SearXNG", "returned an unexpected response shape");
      return keepValidResults(
        parsed.data.results.map((result) => ({ title: result.title, url: result.url, snippet: result.content ?? "" })),
        maxResults,
      );
    },
  };
}
