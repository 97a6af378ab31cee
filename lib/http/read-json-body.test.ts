import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { readJsonBody } from "./read-json-body";
import { rejectionOf } from "@/tests/support/errors/rejection-of";

const json = { "content-type": "application/json" };

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

function post(body: BodyInit | null, headers: Record<string, string> = json): Request {
  return new Request("http://localhost/api/interview", {
    method: "POST",
    headers,
    body,
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
}

const failure = (promise: Promise<unknown>): Promise<AppError> => rejectionOf(promise, AppError);

describe("readJsonBody", () => {
  it("parses a JSON body", async () => {
    await expect(readJsonBody(post(JSON.stringify({ id: "a", n: [1, 2] })), 1024)).resolves.toEqual({ id: "a", n: [1, 2] });
  });

  it("accepts a charset parameter and any case in the content type", async () => {
    await expect(readJsonBody(post('{"ok":true}', { "content-type": "Application/JSON; charset=utf-8" }), 1024)).resolves.toEqual({
      ok: true,
    });
  });

  it("decodes UTF-8 split across chunks", async () => {
    const text = JSON.stringify({ goal: "我想学日语" });
    const bytes = new TextEncoder().encode(text);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 12));
        controller.enqueue(bytes.slice(12));
        controller.close();
      },
    });
    await expect(readJsonBody(post(stream), 1024)).resolves.toEqual({ goal: "我想学日语" });
  });

  it.each([
    ["text/plain", { "content-type": "text/plain" }],
    ["form data", { "content-type": "application/x-www-form-urlencoded" }],
    ["no content type", {} as Record<string, string>],
  ])("415 for %s", async (_label, headers) => {
    const error = await failure(readJsonBody(post('{"a":1}', headers), 1024));
    expect(error.code).toBe("unsupported_media_type");
    expect(error.status).toBe(415);
    expect(error.message).toContain("application/json");
  });

  it("drops a UTF-8 byte order mark, in a body of one chunk or several, request after request", async () => {
    for (let request = 0; request < 2; request += 1) {
      await expect(readJsonBody(post("\uFEFF" + JSON.stringify({ a: "é" })), 1024)).resolves.toEqual({ a: "é" });
      await expect(readJsonBody(post(streamOf(['\uFEFF{"a":', '"é"}'])), 1024)).resolves.toEqual({ a: "é" });
    }
  });

  it("413 when the declared content-length is over the limit", async () => {
    const body = JSON.stringify({ text: "x".repeat(200) });
    const error = await failure(readJsonBody(post(body, { ...json, "content-length": String(body.length) }), 100));
    expect(error.code).toBe("payload_too_large");
    expect(error.status).toBe(413);
  });

  it("413 when the streamed body exceeds the limit with no content-length", async () => {
    const request = post(streamOf(['{"text":"', "x".repeat(600), "x".repeat(600), '"}']));
    expect(request.headers.get("content-length")).toBeNull();
    const error = await failure(readJsonBody(request, 1024));
    expect(error.code).toBe("payload_too_large");
    expect(error.status).toBe(413);
    expect(error.message).toContain("1 KB");
  });

  it("413 when the content-length lies (declares less than is sent)", async () => {
    const request = post(streamOf(["[", "1,".repeat(800), "1]"]), { ...json, "content-length": "10" });
    expect((await failure(readJsonBody(request, 1024))).code).toBe("payload_too_large");
  });

  it("a body of exactly the limit is accepted", async () => {
    const body = `"${"x".repeat(98)}"`;
    await expect(readJsonBody(post(body), 100)).resolves.toBe("x".repeat(98));
  });

  it("400 for invalid JSON", async () => {
    const error = await failure(readJsonBody(post("{not json"), 1024));
    expect(error.code).toBe("invalid_json");
    expect(error.status).toBe(400);
    expect(error.message).toBe("The request body is not valid JSON.");
  });

  it.each([
    ["no body", null],
    ["an empty body", ""],
    ["whitespace only", "  \n "],
  ])("400 for %s", async (_label, body) => {
    const error = await failure(readJsonBody(post(body), 1024));
    expect(error.code).toBe("invalid_json");
    expect(error.status).toBe(400);
    expect(error.message).toBe("The request body is empty.");
  });
});
