import { afterEach, describe, expect, it, vi } from "vitest";
import { createModelFetch, unpatchedFetch } from "./model-fetch";

const sse = 'data: {"choices":[{"delta":{"content":"Hi"}}]}\n\ndata: [DONE]\n\n';
const answer = () => new Response(sse, { headers: { "content-type": "text/event-stream" } });
const options = { firstByteTimeoutMs: 1000, idleTimeoutMs: 1000 };

afterEach(() => vi.unstubAllGlobals());

describe("the model fetch's HTTP client", () => {
  it("uses the fetch under Next.js's patch, not the patched global one", async () => {
    const original = vi.fn(async () => answer());
    const patched = Object.assign(
      vi.fn(async () => answer()),
      { _nextOriginalFetch: original },
    );
    vi.stubGlobal("fetch", patched);
    expect(unpatchedFetch()).toBe(original);
    const response = await createModelFetch(options)("http://model.test/v1/chat/completions", { method: "POST", body: "{}" });
    expect(await response.text()).toBe(sse);
    expect(original).toHaveBeenCalledTimes(1);
    expect(patched).not.toHaveBeenCalled();
  });

  it("falls back to the global fetch where nothing patched it, and an injected fetch wins over both", async () => {
    const global = vi.fn(async () => answer());
    vi.stubGlobal("fetch", global);
    await (await createModelFetch(options)("http://model.test/v1", { method: "POST" })).text();
    expect(global).toHaveBeenCalledTimes(1);
    const injected = vi.fn(async () => answer());
    await (await createModelFetch({ ...options, fetch: injected })("http://model.test/v1", { method: "POST" })).text();
    expect(injected).toHaveBeenCalledTimes(1);
    expect(global).toHaveBeenCalledTimes(1);
  });

  it("still aborts the request it made when the reader cancels the body", async () => {
    let signal: AbortSignal | undefined;
    const stalled = vi.fn(async (_input: unknown, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      const body = new ReadableStream<Uint8Array>({ start: (c) => c.enqueue(new TextEncoder().encode('data: {"choices":[]}\n\n')) });
      return new Response(body, { headers: { "content-type": "text/event-stream" } });
    });
    vi.stubGlobal("fetch", Object.assign(vi.fn(), { _nextOriginalFetch: stalled }));
    const response = await createModelFetch(options)("http://model.test/v1", { method: "POST" });
    const reader = response.body!.getReader();
    await reader.read();
    await reader.cancel("learner left");
    expect(signal?.aborted).toBe(true);
  });
});
