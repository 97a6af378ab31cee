import { afterEach, describe, expect, it, vi } from "vitest";
import { errorFromResponse } from "@/lib/api/api-client";
import { ApiError } from "@/lib/api/api-error";
import { jsonResponse, stubFetch } from "@/tests/support/courses/hook-fixtures";
import { sourceSummary } from "@/tests/support/sources/ui-fixtures";
import { sourcesOperations } from "./sources-operations";
import { uploadRefusals, uploadRefusalsSchema } from "./sources-requests";

afterEach(() => vi.unstubAllGlobals());

describe("the sources operations", () => {
  it("read the app's error shape into status, code and sentence", async () => {
    stubFetch(() => jsonResponse({ error: { code: "not_found", message: "No such source." } }, 404));
    const error = await sourcesOperations.get("c1", "s1").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: "not_found", message: "No such source.", notFound: true });
  });

  it("keep each file's refusal from an upload the server refused as a whole", async () => {
    const body = {
      error: {
        code: "unsupported_media_type",
        message: "a.exe is not a document.",
        details: {
          results: [{ ok: false, fileName: "a.exe", status: 415, code: "unsupported_media_type", message: "a.exe is not a document." }],
        },
      },
    };
    const error = await errorFromResponse(415, body, uploadRefusalsSchema);
    expect(error).toMatchObject({ status: 415, code: "unsupported_media_type", message: "a.exe is not a document." });
    expect(uploadRefusals(error).map((outcome) => outcome.fileName)).toEqual(["a.exe"]);
  });

  it("treat an answer in another shape as an error, not as data", async () => {
    stubFetch(() => jsonResponse({ sources: [{ id: 1 }] }));
    await expect(sourcesOperations.list("c1")).rejects.toMatchObject({ code: "invalid_response" });
    stubFetch(() => new Response("<html>proxy error</html>", { status: 502 }));
    await expect(sourcesOperations.list("c1")).rejects.toMatchObject({ code: "http", status: 502, message: "" });
  });

  it("send rename, paste and search in the contract's shapes", async () => {
    const source = sourceSummary("s 1", "ready", { title: "新标题" });
    const { requests } = stubFetch((request) => {
      if (request.method === "PATCH") return jsonResponse({ source });
      if (request.method === "POST" && request.url.endsWith("/search"))
        return jsonResponse({ query: "所有权", search: { mode: "keyword" }, covered: false, hits: [] });
      if (request.method === "POST") return jsonResponse({ results: [{ ok: true, fileName: "x", source }] }, 202);
      if (request.method === "DELETE") return new Response(null, { status: 204 });
      return new Response(null, { status: 405 });
    });
    expect(await sourcesOperations.rename("c1", "s 1", "新标题")).toEqual(source);
    await sourcesOperations.paste("c1", { title: "T", text: "文本" });
    await sourcesOperations.remove("c1", "s 1");
    await sourcesOperations.search("c1", "所有权 & (a|b)");
    // A query as long as the limit allows, which no URL the server accepts could carry, goes in the body.
    const long = "所有权".repeat(3_333);
    await sourcesOperations.search("c1", long);
    expect(requests.map((request) => [request.method, request.url, request.body])).toEqual([
      ["PATCH", "/api/courses/c1/sources/s%201", { title: "新标题" }],
      ["POST", "/api/courses/c1/sources", { title: "T", text: "文本" }],
      ["DELETE", "/api/courses/c1/sources/s%201", undefined],
      ["POST", "/api/courses/c1/search", { q: "所有权 & (a|b)" }],
      ["POST", "/api/courses/c1/search", { q: long }],
    ]);
  });

  it("report an unreachable server as a network error", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(sourcesOperations.list("c1")).rejects.toMatchObject({ code: "network", status: 0 });
  });
});
