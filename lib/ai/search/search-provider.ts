import { z } from "zod";

/** One web result as the research agent sees it; every field is validated on the way in. */
export const searchResultSchema = z.object({
  title: z.string().trim().min(1).max(300),
  url: z.url().max(2000),
  snippet: z.string().trim().max(1200),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export interface SearchProvider {
  /** Shown in logs and the research indicator ("searched with Tavily"). */
  readonly name: string;
  search(query: string, options: { maxResults: number; signal?: AbortSignal }): Promise<SearchResult[]>;
}

/** Keeps only well-formed results: a provider returning garbage yields fewer results, never bad data. */
export function keepValidResults(candidates: unknown[], maxResults: number): SearchResult[] {
  const results: SearchResult[] = [];
  for (const candidate of candidates) {
    const parsed = searchResultSchema.safeParse(candidate);
    if (parsed.success) results.push(parsed.data);
    if (results.length >= maxResults) break;
  }
  return results;
}

export class SearchProviderError extends Error {
  constructor(provider: string, reason: string, options?: { cause?: unknown }) {
    super(`${provider} search failed: ${reason}`, options);
    this.name = "SearchProviderError";
  }
}

/** fetch with a timeout that also honours the caller's abort signal. */
export async function fetchJsonWithTimeout(
  provider: string,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<unknown> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: combined });
  } catch (error) {
    const reason = timeout.aborted ? `timed out after ${timeoutMs} ms` : "could not be reached";
    throw new SearchProviderError(provider, reason, { cause: error });
  }
  if (!response.ok) throw new SearchProviderError(provider, `HTTP ${response.status}`);
  try {
    return await response.json();
  } catch (error) {
    throw new SearchProviderError(provider, "returned a body that is not JSON", { cause: error });
  }
}
