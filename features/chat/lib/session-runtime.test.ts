import type { UIMessage } from "ai";
import { describe, expect, it, vi } from "vitest";
import type { ChatStore } from "./chat-db";
import type { ChatSession } from "./chat-records";
import { createSessionRuntime, registerOpenSession, renameOpenSession } from "./session-runtime";

const session: ChatSession = { id: "s1", title: "Tell me about graphs", maskId: "default", createdAt: 1, updatedAt: 1, messageCount: 1 };
const messages: UIMessage[] = [
  { id: "u1", role: "user", parts: [{ type: "text", text: "Tell me about graphs" }] },
  { id: "a1", role: "assistant", parts: [{ type: "text", text: "Graphs are …" }] },
];

function storeSpy() {
  const saveSession = vi.fn<(session: ChatSession, messages: UIMessage[]) => Promise<void>>(async () => {});
  return { saveSession, store: { saveSession, saveNote: async () => {} } as unknown as ChatStore };
}

describe("an open chat session", () => {
  it("a rename from the sidebar is what its pending save writes, not the old title back", async () => {
    const { saveSession, store } = storeSpy();
    const runtime = createSessionRuntime({ store, session, note: "", intervalMs: 10_000 });
    const unregister = registerOpenSession(runtime);
    // The reply just finished: its save waits for the debounce.
    runtime.messageSaver.schedule(messages, "debounce");
    renameOpenSession("s1", "Graph theory notes");
    renameOpenSession("other", "Not this one");
    await runtime.flush();
    expect(saveSession).toHaveBeenCalledTimes(1);
    expect(saveSession.mock.calls[0]![0].title).toBe("Graph theory notes");
    unregister();
  });

  it("a session no longer open is not renamed through it", async () => {
    const { saveSession, store } = storeSpy();
    const runtime = createSessionRuntime({ store, session, note: "", intervalMs: 10_000 });
    registerOpenSession(runtime)();
    renameOpenSession("s1", "Graph theory notes");
    runtime.messageSaver.schedule(messages, "debounce");
    await runtime.flush();
    expect(saveSession.mock.calls[0]![0].title).toBe("Tell me about graphs");
  });
});
