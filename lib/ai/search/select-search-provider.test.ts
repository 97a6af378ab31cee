import { describe, expect, it } from "vitest";
import { readServerEnv } from "@/lib/env";
import { selectSearchProvider } from "./select-search-provider";

describe("selectSearchProvider", () => {
  it("none configured → null (the research agent works offline)", () => {
    expect(selectSearchProvider(readServerEnv({}))).toBeNull();
    expect(selectSearchProvider(readServerEnv({ TAVILY_API_KEY: "", SEARXNG_URL: "" }))).toBeNull();
  });

  it("SearXNG when only its URL is set", () => {
    expect(selectSearchProvider(readServerEnv({ SEARXNG_URL: "http://127.0.0.1:8888" }))?.name).toBe("SearXNG");
  });

  it("Tavily wins when its key is set", () => {
    expect(selectSearchProvider(readServerEnv({ TAVILY_API_KEY: "tvly-x", SEARXNG_URL: "http://127.0.0.1:8888" }))?.name).toBe("Tavily");
  });
});
