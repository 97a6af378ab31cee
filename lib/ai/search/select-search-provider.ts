import type { ServerEnv } from "@/lib/env";
import { createSearxngProvider } from "./searxng-provider";
import type { SearchProvider } from "./search-provider";
import { createTavilyProvider } from "./tavily-provider";

/** Tavily when its key is set, else SearXNG when its URL is set, else none (the agent says so). */
export function selectSearchProvider(env: ServerEnv): SearchProvider | null {
  if (env.TAVILY_API_KEY) {
    return createTavilyProvider({ apiKey: env.TAVILY_API_KEY, baseUrl: env.TAVILY_BASE_URL, timeoutMs: env.SEARCH_TIMEOUT_MS });
  }
  if (env.SEARXNG_URL) return createSearxngProvider({ baseUrl: env.SEARXNG_URL, timeoutMs: env.SEARCH_TIMEOUT_MS });
  return null;
}
