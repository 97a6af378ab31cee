// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import type { UIMessage } from "ai";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useDeferredChat, type ChatEngine } from "./use-deferred-chat";

// The engine's module stays "on the network" until a test lets it arrive; `requested` says it was asked for.
const engineArrival = vi.hoisted(() => {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive, requested: false };
});
vi.mock("@ai-sdk/react", async (importOriginal) => {
  engineArrival.requested = true;
  await engineArrival.arrived;
  return importOriginal();
});

const encoder = new TextEncoder();
const headers = { "content-type": "text/event-stream", "x-vercel-ai-ui-message-stream": "v1" };

/** A server that streams `text` in pieces (or answers 429 with the app's error body). */
function scriptServer(reply: { pieces: string[] } | { status: number; body: unknown }) {
  const requests: { messages: UIMessage[] }[] = [];
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    requests.push(JSON.parse(String(init.body)) as { messages: UIMessage[] });
    if ("status" in reply) return new Response(JSON.stringify(reply.body), { status: reply.status });
    const chunks = [
      { type: "start", messageId: "reply-1" },
      { type: "start-step" },
      { type: "text-start", id: "t" },
      ...reply.pieces.map((delta) => ({ type: "text-delta", id: "t", delta })),
      { type: "text-end", id: "t" },
      { type: "finish-step" },
      { type: "finish" },
    ];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(`data: ${JSON.stringify(chunk)}\n\n`));
        controller.enqueue(encoder.encode("data: [DONE]\n\n"));
        controller.close();
      },
    });
    return new Response(body, { status: 200, headers });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { requests, fetchMock };
}

const earlier: UIMessage[] = [
  { id: "u0", role: "user", parts: [{ type: "text", text: "Teach me Rust" }] },
  { id: "a0", role: "assistant", parts: [{ type: "text", text: "What do you know already?" }] },
];
const transport = ({ DefaultChatTransport }: ChatEngine) => new DefaultChatTransport<UIMessage>({ api: "/api/test-chat" });
const textOf = (message: UIMessage | undefined) => message?.parts.map((part) => (part.type === "text" ? part.text : "")).join("");

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("useDeferredChat", () => {
  // These three run before the engine has arrived (they are in order on purpose).
  it("renders without asking for the engine, and fetches it when told the learner is about to talk", async () => {
    const { result } = renderHook(() => useDeferredChat({ id: "idle", messages: earlier, transport }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    // Mounting alone (a page right after hydration) downloads nothing.
    expect(engineArrival.requested).toBe(false);
    expect(result.current.messages).toEqual(earlier);
    act(() => result.current.prepare());
    await waitFor(() => expect(engineArrival.requested).toBe(true));
    expect(result.current.status).toBe("ready");
  });

  it("shows the conversation so far and lets Stop drop a message still waiting for the engine", async () => {
    const server = scriptServer({ pieces: ["never"] });
    const { result } = renderHook(() => useDeferredChat({ id: "stop-early", messages: earlier, transport }));
    expect(result.current.messages).toEqual(earlier);
    expect(result.current.status).toBe("ready");

    act(() => void result.current.sendMessage({ text: "hello" }));
    expect(result.current.status).toBe("submitted");
    await act(() => result.current.stop());
    expect(result.current.status).toBe("ready");
    expect(result.current.messages).toEqual(earlier);
    expect(server.fetchMock).not.toHaveBeenCalled();
  });

  it("sends a message typed before the engine loaded, once it has, and streams the reply in", async () => {
    const server = scriptServer({ pieces: ["Own", "ership ", "first."] });
    const { result } = renderHook(() => useDeferredChat({ id: "send-early", messages: earlier, transport }));
    act(() => result.current.setMessages((current) => current.slice(0, 1)));
    act(() => void result.current.sendMessage({ text: "Only a little" }));
    expect(result.current.status).toBe("submitted");
    expect(server.fetchMock).not.toHaveBeenCalled();

    engineArrival.arrive();
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(server.requests).toHaveLength(1);
    // The edit made before the engine arrived is what was sent, with the new message after it.
    expect(server.requests[0]?.messages.map(textOf)).toEqual(["Teach me Rust", "Only a little"]);
    expect(result.current.messages.map(textOf)).toEqual(["Teach me Rust", "Only a little", "Ownership first."]);
    expect(result.current.error).toBeUndefined();
  });

  it("reports a refused request as an error, and clears it", async () => {
    scriptServer({ status: 429, body: { error: { code: "rate_limited", message: "Slow down." } } });
    const onError = vi.fn();
    const { result } = renderHook(() => useDeferredChat({ id: "refused", transport, onError }));
    await act(() => result.current.sendMessage({ text: "hi" }));
    await waitFor(() => expect(result.current.status).toBe("error"));
    expect(result.current.error?.message).toContain("rate_limited");
    expect(onError).toHaveBeenCalledTimes(1);
    act(() => result.current.clearError());
    expect(result.current.status).toBe("ready");
    expect(result.current.error).toBeUndefined();
  });

  it("re-sends by itself when sendAutomaticallyWhen says so, reading the latest callback", async () => {
    const server = scriptServer({ pieces: ["ok"] });
    let rule: (options: { messages: UIMessage[] }) => boolean = () => false;
    const { result, rerender } = renderHook(() =>
      useDeferredChat({ id: "auto", transport, sendAutomaticallyWhen: (options) => rule(options), experimental_throttle: 20 }),
    );
    await act(() => result.current.sendMessage({ text: "first" }));
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(server.requests).toHaveLength(1);

    let sentAgain = false;
    rule = () => {
      if (sentAgain) return false;
      sentAgain = true;
      return true;
    };
    rerender();
    await act(() => result.current.sendMessage({ text: "second" }));
    await waitFor(() => expect(server.requests).toHaveLength(3));
    await waitFor(() => expect(result.current.status).toBe("ready"));
  });

  it("starts a new conversation when the id changes", async () => {
    scriptServer({ pieces: ["ok"] });
    const { result, rerender } = renderHook(({ id, messages }) => useDeferredChat({ id, messages, transport }), {
      initialProps: { id: "one", messages: earlier },
    });
    expect(result.current.messages).toEqual(earlier);
    rerender({ id: "two", messages: [] });
    expect(result.current.id).toBe("two");
    expect(result.current.messages).toEqual([]);
  });
});
