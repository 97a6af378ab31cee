import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTavilyProvider } from "./tavily-provider";
import { searchError, sendJson, startTestServer, type TestServer } from "@/tests/support/search/search-test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const provider = (timeoutMs = 2000) => createTavilyProvider({ apiKey: "tvly-test", baseUrl: `${server.baseUrl}/`, timeoutMs });

describe("Tavily provider", () => {
  it("posts the query with the key and parses the results", async () => {
    server.handler = (_request, response) =>
      sendJson(response, {
        query: "kubernetes",
        results: [
          { title: " Kubernetes docs ", url: "https://kubernetes.io/docs/", content: "Production-grade orchestration", score: 0.9 },
          { title: "CKA guide", url: "https://example.com/cka", content: "Exam tips" },
        ],
      });
    const results = await provider().search("kubernetes 2025", { maxResults: 5 });
    expect(results).toEqual([
      { title: "Kubernetes docs", url: "https://kubernetes.io/docs/", snippet: "Production-grade orchestration" },
      { title: "CKA guide", url: "https://example.com/cka", snippet: "Exam tips" },
    ]);
    const [request] = server.requests;
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("/search");
    expect(request?.headers.authorization).toBe("Bearer tvly-test");
    expect(JSON.parse(request!.body)).toMatchObject({ query: "kubernetes 2025", max_results: 5 });
  });

  it("drops invalid entries and stops at maxResults", async () => {
    server.handler = (_request, response) =>
      sendJson(response, {
        results: [
          { title: "", url: "https://a.example/", content: "blank title" },
          { title: "Null URL", url: null, content: "x" },
          { title: "Bad URL", url: "not a url", content: "x" },
          { title: 42, url: "https://b.example/", content: "numeric title" },
          { title: "Good 1", url: "https://c.example/", content: "ok" },
          { title: "Good 2", url: "https://d.example/", content: "ok" },
          { title: "Good 3", url: "https://e.example/", content: "ok" },
        ],
      });
    const results = await provider().search("q", { maxResults: 2 });
    expect(results.map((result) => result.title)).toEqual(["Good 1", "Good 2"]);
  });

  // BUG (tavily-provider.ts line 5): in zod 4 an object key typed z.unknown() is still
  // required, so ONE result without `content` (or `url`/`title`) makes the whole
  // response "an unexpected response shape" and the search fails, instead of that
  // entry being dropped as keepValidResults intends. Same for title/url in
  // searxng-provider.ts line 5. Remove `.fails` once fixed.
  it("a result missing a field is dropped, not fatal", async () => {
    server.handler = (_request, response) =>
      sendJson(response, {
        results: [
          { title: "No content", url: "https://a.example/" },
          { title: "Good", url: "https://b.example/", content: "ok" },
        ],
      });
    const results = await provider().search("q", { maxResults: 5 });
    expect(results.map((result) => result.title)).toEqual(["Good"]);
  });

  it("HTTP 500 → SearchProviderError naming the status", async () => {
    server.handler = (_request, response) => sendJson(response, { detail: "boom" }, 500);
    const error = await searchError(provider().search("q", { maxResults: 3 }));
    expect(error.message).toBe("Tavily search failed: HTTP 500");
  });

  it("a slow server → an error that says it timed out", async () => {
    server.handler = (_request, response) => {
      setTimeout(() => sendJson(response, { results: [] }), 2_000).unref();
    };
    const started = Date.now();
    const error = await searchError(provider(150).search("q", { maxResults: 3 }));
    expect(error.message).toMatch(/timed out after 150 ms/);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("a body that is not JSON → error", async () => {
    server.handler = (_request, response) => response.writeHead(200, { "content-type": "text/html" }).end("<html>captcha</html>");
    const error = await searchError(provider().search("q", { maxResults: 3 }));
    expect(error.message).toMatch(/not JSON/);
  });

  it("JSON of the wrong shape → error", async () => {
    server.handler = (_request, response) => sendJson(response, { answer: "no results field" });
    expect((await searchError(provider().search("q", { maxResults: 3 }))).message).toMatch(/unexpected response shape/);
  });

  it("an unreachable server → error", async () => {
    const closed = await startTestServer();
    const baseUrl = closed.baseUrl;
    await closed.close();
    const error = await searchError(createTavilyProvider({ apiKey: "k", baseUrl, timeoutMs: 2000 }).search("q", { maxResults: 3 }));
    expect(error.message).toMatch(/could not be reached/);
  });

  it("the caller's abort signal cancels the search", async () => {
    server.handler = (_request, response) => {
      setTimeout(() => sendJson(response, { results: [] }), 2_000).unref();
    };
    const controller = new AbortController();
    const pending = provider(5_000).search("q", { maxResults: 3, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const error = await searchError(pending);
    expect(error.message).not.toMatch(/timed out/);
  });
});
