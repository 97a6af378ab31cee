import { asSchema } from "ai";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SearchProviderError, type SearchProvider, type SearchResult } from "@/lib/ai/search/search-provider";
import { createSearchWebTool, type SearchWebOutput } from "./search-web";

afterEach(() => {
  vi.restoreAllMocks();
});

async function runSearch(provider: SearchProvider | null, query = "kubernetes", abortSignal?: AbortSignal) {
  const searchWeb = createSearchWebTool(provider);
  return (await searchWeb.execute!({ query }, { toolCallId: "s1", messages: [], abortSignal, context: {} })) as SearchWebOutput;
}

const results: SearchResult[] = [{ title: "Kubernetes docs", url: "https://kubernetes.io/docs/", snippet: "Docs" }];

describe("searchWeb tool", () => {
  it("no provider → webAccess false with a note, no results", async () => {
    const output = await runSearch(null);
    expect(output).toEqual({ webAccess: false, provider: null, results: [], note: "No web search provider is configured." });
  });

  it("a working provider → its results, with webAccess and at most 6 asked for", async () => {
    const search = vi.fn<SearchProvider["search"]>().mockResolvedValue(results);
    const output = await runSearch({ name: "Fake", search }, "kubernetes 2025");
    expect(output).toEqual({ webAccess: true, provider: "Fake", results });
    expect(search).toHaveBeenCalledWith("kubernetes 2025", expect.objectContaining({ maxResults: 6 }));
  });

  it("a failing provider → webAccess false with the reason, not a throw", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const provider: SearchProvider = {
      name: "Tavily",
      search: () => Promise.reject(new SearchProviderError("Tavily", "timed out after 100 ms")),
    };
    await expect(runSearch(provider)).resolves.toEqual({
      webAccess: false,
      provider: "Tavily",
      results: [],
      note: "Tavily search failed: timed out after 100 ms",
    });
  });

  it("a provider throwing a non-Error still degrades gracefully", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const output = await runSearch({ name: "Odd", search: () => Promise.reject("nope") });
    expect(output).toMatchObject({ webAccess: false, note: "unknown error" });
  });

  it("an aborted request is not swallowed", async () => {
    const controller = new AbortController();
    controller.abort();
    const provider: SearchProvider = { name: "Fake", search: () => Promise.reject(new DOMException("aborted", "AbortError")) };
    await expect(runSearch(provider, "kubernetes", controller.signal)).rejects.toThrow(/aborted/);
  });

  it("rejects a query that is too short", async () => {
    const searchWeb = createSearchWebTool(null);
    // As the SDK checks a model's call: through the tool's Schema.
    const schema = asSchema(searchWeb.inputSchema);
    expect((await schema.validate!({ query: "k" })).success).toBe(false);
    expect((await schema.validate!({ query: "k8s" })).success).toBe(true);
  });

  it("converts its input schema to JSON Schema once per process, not per research run", async () => {
    const first = asSchema(createSearchWebTool(null).inputSchema);
    const second = asSchema(createSearchWebTool(null).inputSchema);
    expect(second).toBe(first);
    expect(await second.jsonSchema).toBe(await first.jsonSchema);
  });
});
