// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import type { UIMessage } from "ai";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LEARNER_NOTE_MAX_LENGTH } from "../lib/chat-limits";
import { createMemoryChatStore, type ChatStore } from "../lib/chat-db";
import type { ChatSession } from "../lib/chat-records";
import { useChatSession } from "./use-chat-session";

const encoder = new TextEncoder();
const sse = (chunk: unknown) => encoder.encode(`data: ${JSON.stringify(chunk)}\n\n`);
const headers = { "content-type": "text/event-stream", "x-vercel-ai-ui-message-stream": "v1" };

function replyChunks(text: string, extra: unknown[] = []) {
  return [
    { type: "start", messageId: `reply-${Math.random()}` },
    { type: "start-step" },
    { type: "text-start", id: "t" },
    { type: "text-delta", id: "t", delta: text },
    { type: "text-end", id: "t" },
    ...extra,
    { type: "finish-step" },
    { type: "finish" },
  ];
}

/** A fetch that answers each call with the next scripted stream (an array closes; "hang" stays open after a partial reply). */
function scriptFetch(script: (unknown[] | "hang")[]) {
  const bodies: Record<string, unknown>[] = [];
  const aborted: boolean[] = [];
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    const index = bodies.length;
    bodies.push(JSON.parse(String(init.body)) as Record<string, unknown>);
    aborted.push(false);
    const step = script[index] ?? replyChunks("ok");
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        if (step === "hang") {
          for (const chunk of replyChunks("PARTIAL-REPLY").slice(0, 4)) controller.enqueue(sse(chunk));
          init.signal?.addEventListener("abort", () => {
            aborted[index] = true;
            controller.error(new DOMException("aborted", "AbortError"));
          });
          return;
        }
        for (const chunk of step) controller.enqueue(sse(chunk));
        controller.enqueue(encoder.encode("data: [DONE]\n\n"));
        controller.close();
      },
    });
    return new Response(stream, { status: 200, headers });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { bodies, aborted, fetchMock };
}

const newSession = (id: string): ChatSession => ({ id, title: "", maskId: "default", createdAt: 1, updatedAt: 1, messageCount: 0 });

function renderSession(store: ChatStore, id: string, options: { mask?: "warm" | "blunt"; note?: string; messages?: UIMessage[] } = {}) {
  return renderHook(() =>
    useChatSession({
      store,
      session: newSession(id),
      initialMessages: options.messages ?? [],
      initialNote: options.note ?? "",
      currentMaskId: () => options.mask ?? "default",
    }),
  );
}

let store: ChatStore;
beforeEach(() => {
  store = createMemoryChatStore();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("useChatSession", () => {
  it("sends the mask and note, saves the session with its title, and keeps the tutor's note", async () => {
    const { bodies } = scriptFetch([
      replyChunks("Hello!", [
        { type: "tool-input-available", toolCallId: "n1", toolName: "updateLearnerNote", input: { note: "Beginner in SQL" } },
        { type: "tool-output-available", toolCallId: "n1", output: { note: "Beginner in SQL" } },
      ]),
    ]);
    const { result } = renderSession(store, "s1", { mask: "warm", note: "Likes examples" });
    act(() => {
      result.current.sendText("  How do   SQL joins work?  ");
    });
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(bodies[0]).toMatchObject({ id: "s1", maskId: "warm", note: "Likes examples" });
    expect(result.current.maskId).toBe("warm");

    await waitFor(async () => expect((await store.getSession("s1"))?.messages).toHaveLength(2));
    const saved = await store.getSession("s1");
    expect(saved?.session).toMatchObject({ title: "How do SQL joins work?", maskId: "warm", messageCount: 2 });
    await waitFor(() => expect(result.current.note).toBe("Beginner in SQL"));
    await waitFor(async () => expect(await store.getNote("s1")).toBe("Beginner in SQL"));
  });

  it("applies a valid learner-note output and ignores the ones that break the note's schema", async () => {
    scriptFetch([
      replyChunks("Noted.", [
        { type: "tool-input-available", toolCallId: "good", toolName: "updateLearnerNote", input: { note: "Knows Python" } },
        { type: "tool-output-available", toolCallId: "good", output: { note: "Knows Python" } },
        { type: "tool-input-available", toolCallId: "long", toolName: "updateLearnerNote", input: { note: "x" } },
        { type: "tool-output-available", toolCallId: "long", output: { note: "x".repeat(LEARNER_NOTE_MAX_LENGTH + 1) } },
        { type: "tool-input-available", toolCallId: "odd", toolName: "updateLearnerNote", input: { note: "y" } },
        { type: "tool-output-available", toolCallId: "odd", output: { note: 42 } },
      ]),
    ]);
    const { result } = renderSession(store, "s-bad-note", { note: "Likes examples" });
    act(() => void result.current.sendText("hi"));
    await waitFor(() => expect(result.current.status).toBe("ready"));
    await waitFor(async () => expect(await store.getNote("s-bad-note")).toBe("Knows Python"));
    // Every check was queued behind the same schema import: once it has settled, so have they.
    await act(async () => void (await import("../lib/chat-schemas")));
    expect(result.current.note).toBe("Knows Python");
    expect(await store.getNote("s-bad-note")).toBe("Knows Python");
  });

  it("reads the note at request time (an edit applies to the next request)", async () => {
    const { bodies } = scriptFetch([replyChunks("one"), replyChunks("two")]);
    const { result } = renderSession(store, "s2");
    act(() => void result.current.sendText("first"));
    await waitFor(() => expect(result.current.status).toBe("ready"));
    act(() => result.current.setNote("Wants to pass an exam"));
    act(() => void result.current.sendText("second"));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[0]).not.toHaveProperty("note");
    expect(bodies[1]).toMatchObject({ note: "Wants to pass an exam", maskId: "default" });
  });

  it("continues by itself only after an option card is answered", async () => {
    const { bodies } = scriptFetch([
      [
        { type: "start", messageId: "q" },
        { type: "start-step" },
        {
          type: "tool-input-available",
          toolCallId: "o1",
          toolName: "offerOptions",
          input: { question: "Level?", options: ["New", "Some"] },
        },
        { type: "finish-step" },
        { type: "finish" },
      ],
      replyChunks("Great, let's start."),
    ]);
    const { result } = renderSession(store, "s3");
    act(() => void result.current.sendText("teach me"));
    await waitFor(() => expect(result.current.pendingQuestion?.toolCallId).toBe("o1"));
    expect(bodies).toHaveLength(1);
    act(() => void result.current.answer({ selected: ["New"] }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    await waitFor(() => expect(result.current.status).toBe("ready"));
    const answered = (bodies[1]?.messages as UIMessage[]).at(-1)?.parts.find((part) => part.type === "tool-offerOptions");
    expect(answered).toMatchObject({ state: "output-available", output: { selected: ["New"] } });
  });

  it("switching sessions mid-stream stops the old stream and never saves its partial reply", async () => {
    const { aborted } = scriptFetch(["hang", replyChunks("Reply in B")]);
    const save = vi.spyOn(store, "saveSession");
    const first = renderSession(store, "A");
    act(() => void first.result.current.sendText("question in A"));
    await waitFor(() => expect(first.result.current.messages.at(-1)?.role).toBe("assistant"));
    // The session switch: the keyed view unmounts before the throttled save fires.
    first.unmount();
    await waitFor(() => expect(aborted[0]).toBe(true));

    const second = renderSession(store, "B");
    act(() => void second.result.current.sendText("question in B"));
    await waitFor(() => expect(second.result.current.status).toBe("ready"));
    await new Promise((resolve) => setTimeout(resolve, 400));

    const everything = JSON.stringify(save.mock.calls);
    expect(everything).not.toContain("PARTIAL-REPLY");
    for (const [session, messages] of save.mock.calls) {
      const text = JSON.stringify(messages);
      if (session.id === "B") expect(text).not.toContain("question in A");
    }
    expect((await store.getSession("B"))?.messages).toHaveLength(2);
  });

  it("flushes a pending save on pagehide", async () => {
    scriptFetch([replyChunks("saved on pagehide")]);
    const { result } = renderSession(store, "P");
    const save = vi.spyOn(store, "saveSession");
    act(() => void result.current.sendText("hi"));
    await waitFor(() => expect(result.current.status).toBe("ready"));
    const before = save.mock.calls.length;
    act(() => void window.dispatchEvent(new Event("pagehide")));
    expect(save.mock.calls.length).toBe(before + 1);
    expect(JSON.stringify(save.mock.calls.at(-1))).toContain("saved on pagehide");
  });
});
