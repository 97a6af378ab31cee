import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "@/tests/support/courses/hook-fixtures";
import { sourceSummary } from "@/tests/support/sources/ui-fixtures";
import { SourcesApiError, errorFromBody, sourcesClient } from "./sources-client";

afterEach(() => vi.unstubAllGlobals());

describe("sourcesClient", () => {
  it("reads the app's error shape into status, code and sentence", async () => {
    stubFetch(() => jsonResponse({ error: { code: "not_found", message: "No such source." } }, 404));
    const error = await sourcesClient.get("c1", "s1").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SourcesApiError);
    expect(error).toMatchObject({ status: 404, code: "not_found", message: "No such source.", notFound: true });
  });

  it("keeps each file's refusal from an upload the server refused as a whole", () => {
    const body = JSON.stringify({
      error: {
        code: "unsupported_media_type",
        message: "a.exe is not a document.",
        details: {
          results: [{ ok: false, fileName: "a.exe", status: 415, code: "unsupported_media_type", message: "a.exe is not a document." }],
        },
      },
    });
    const error = errorFromBody(415, body);
    expect(error).toMatchObject({ status: 415, code: "unsupported_media_type", message: "a.exe is not a document." });
    expect(error.outcomes.map((outcome) => outcome.fileName)).toEqual(["a.exe"]);
  });

  it("treats an answer in another shape as an error, not as data", async () => {
    stubFetch(() => jsonResponse({ sources: [{ id: 1 }] }));
    await expect(sourcesClient.list("c1")).rejects.toMatchObject({ code: "invalid_response" });
    stubFetch(() => new Response("<html>proxy error</html>", { status: 502 }));
    await expect(sourcesClient.list("c1")).rejects.toMatchObject({ code: "http", status: 502, message: "" });
  });

  it("sends rename, paste and search in the contract's shapes", async () => {
    const source = sourceSummary("s 1", "ready", { title: "新标题" });
    const { requests } = stubFetch((request) => {
      if (request.method === "PATCH") return jsonResponse({ source });
      if (request.method === "POST") return jsonResponse({ results: [{ ok: true, fileName: "x", source }] }, 202);
      if (request.method === "DELETE") return new Response(null, { status: 204 });
      return jsonResponse({ query: "所有权", search: { mode: "keyword" }, hits: [] });
    });
    expect(await sourcesClient.rename("c1", "s 1", "新标题")).toEqual(source);
    await sourcesClient.paste("c1", { title: "T", text: "文本" });
    await sourcesClient.remove("c1", "s 1");
    await sourcesClient.search("c1", "所有权 & (a|b)");
    expect(requests.map((request) => [request.method, request.url, request.body])).toEqual([
      ["PATCH", "/api/courses/c1/sources/s%201", { title: "新标题" }],
      ["POST", "/api/courses/c1/sources", { title: "T", text: "文本" }],
      ["DELETE", "/api/courses/c1/sources/s%201", undefined],
      ["GET", `/api/courses/c1/search?q=${encodeURIComponent("所有权 & (a|b)")}`, undefined],
    ]);
  });

  it("reports an unreachable server as a network error", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(sourcesClient.list("c1")).rejects.toMatchObject({ code: "network", status: 0 });
  });
});
