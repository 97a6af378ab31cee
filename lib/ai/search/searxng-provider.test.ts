import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSearxngProvider } from "./searxng-provider";
import { searchError, sendJson, startTestServer, type TestServer } from "@/tests/support/search/search-test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const provider = (timeoutMs = 2000, path = "") => createSearxngProvider({ baseUrl: `${server.baseUrl}${path}`, timeoutMs });

describe("SearXNG provider", () => {
  it("asks /search for JSON and parses the results", async () => {
    server.handler = (_request, response) =>
      sendJson(response, {
        query: "rust async",
        results: [
          { title: "Async Rust book", url: "https://rust-lang.github.io/async-book/", content: "Futures and executors", engine: "ddg" },
          { title: "Tokio", url: "https://tokio.rs/" },
        ],
      });
    const results = await provider().search("rust async & tokio", { maxResults: 5 });
    expect(results).toEqual([
      { title: "Async Rust book", url: "https://rust-lang.github.io/async-book/", snippet: "Futures and executors" },
      { title: "Tokio", url: "https://tokio.rs/", snippet: "" },
    ]);
    const url = new URL(server.requests[0]!.url, server.baseUrl);
    expect(server.requests[0]?.method).toBe("GET");
    expect(url.pathname).toBe("/search");
    expect(url.searchParams.get("q")).toBe("rust async & tokio");
    expect(url.searchParams.get("format")).toBe("json");
  });

  it("keeps a base path (instance served under /searx)", async () => {
    server.handler = (_request, response) => sendJson(response, { results: [] });
    await provider(2000, "/searx").search("q", { maxResults: 5 });
    expect(new URL(server.requests[0]!.url, server.baseUrl).pathname).toBe("/searx/search");
  });

  it("drops invalid entries and stops at maxResults", async () => {
    server.handler = (_request, response) =>
      sendJson(response, {
        results: [
          { title: "   ", url: "https://a.example/" },
          { title: "Relative", url: "/relative/path" },
          { title: "Huge snippet", url: "https://b.example/", content: "s".repeat(1201) },
          { title: "Good 1", url: "https://c.example/", content: "ok" },
          { title: "Good 2", url: "https://d.example/" },
          { title: "Good 3", url: "https://e.example/" },
        ],
      });
    const results = await provider().search("q", { maxResults: 2 });
    expect(results.map((result) => result.title)).toEqual(["Good 1", "Good 2"]);
  });

  // BUG (searxng-provider.ts line 5): a result without `url` or `title` fails the whole
  // response ("unexpected response shape") instead of being dropped. Remove `.fails` once fixed.
  it("a result missing its url is dropped, not fatal", async () => {
    server.handler = (_request, response) =>
      sendJson(response, { results: [{ title: "Answer box" }, { title: "Good", url: "https://b.example/" }] });
    const results = await provider().search("q", { maxResults: 5 });
    expect(results.map((result) => result.title)).toEqual(["Good"]);
  });

  it("HTTP 500 → SearchProviderError naming the status", async () => {
    server.handler = (_request, response) => response.writeHead(500).end("Internal Server Error");
    expect((await searchError(provider().search("q", { maxResults: 3 }))).message).toBe("SearXNG search failed: HTTP 500");
  });

  it("HTTP 403 (json format disabled) → SearchProviderError", async () => {
    server.handler = (_request, response) => response.writeHead(403).end("Forbidden");
    expect((await searchError(provider().search("q", { maxResults: 3 }))).message).toMatch(/HTTP 403/);
  });

  it("a slow server → an error that says it timed out", async () => {
    server.handler = (_request, response) => {
      setTimeout(() => sendJson(response, { results: [] }), 2_000).unref();
    };
    expect((await searchError(provider(150).search("q", { maxResults: 3 }))).message).toMatch(/timed out after 150 ms/);
  });

  it("a body that is not JSON → error", async () => {
    server.handler = (_request, response) => response.writeHead(200, { "content-type": "text/html" }).end("<!doctype html>");
    expect((await searchError(provider().search("q", { maxResults: 3 }))).message).toMatch(/not JSON/);
  });

  it("JSON of the wrong shape → error", async () => {
    server.handler = (_request, response) => sendJson(response, { results: "none" });
    expect((await searchError(provider().search("q", { maxResults: 3 }))).message).toMatch(/unexpected response shape/);
  });
});
