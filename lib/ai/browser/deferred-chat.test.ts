import type { UIMessage } from "ai";
import { describe, expect, it, vi } from "vitest";
import { DeferredChat } from "./deferred-chat";

// The engine's code cannot be downloaded (the learner went offline, or a deploy replaced its chunk).
vi.mock("./chat-engine", () => {
  throw Object.assign(new Error("Failed to load chunk /_next/static/chunks/0vmag7vxppg5q.js from module 964698"), {
    name: "ChunkLoadError",
  });
});

const earlier: UIMessage[] = [
  { id: "u0", role: "user", parts: [{ type: "text", text: "Teach me Rust" }] },
  { id: "a0", role: "assistant", parts: [{ type: "text", text: "What do you know already?" }] },
];

function chatWith(messages: UIMessage[]) {
  const chat = new DeferredChat<UIMessage>("offline", messages, {
    transport: ({ DefaultChatTransport }) => new DefaultChatTransport({ api: "/api/test-chat" }),
  });
  const seen = { messages: 0, errors: 0 };
  chat["~registerMessagesCallback"](() => (seen.messages += 1));
  chat["~registerErrorCallback"](() => (seen.errors += 1));
  return { chat, seen };
}

describe("DeferredChat when its engine cannot load", () => {
  it("keeps the message the learner sent (the composer has cleared it) and reports the error for a retry", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { chat, seen } = chatWith(earlier);
    await chat.sendMessage({ text: "What is ownership?" });
    expect(chat.status).toBe("error");
    expect(chat.error).toBeInstanceOf(Error);
    expect(chat.messages.slice(0, 2)).toEqual(earlier);
    expect(chat.messages).toHaveLength(3);
    expect(chat.messages[2]).toMatchObject({ role: "user", parts: [{ type: "text", text: "What is ownership?" }] });
    expect(seen.messages).toBeGreaterThan(0);
    expect(seen.errors).toBeGreaterThan(0);
  });

  it("a message given as parts keeps its id and parts; a call that sends nothing adds nothing", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { chat } = chatWith([]);
    await chat.sendMessage({ id: "m1", parts: [{ type: "text", text: "你好" }] } as Parameters<typeof chat.sendMessage>[0]);
    expect(chat.messages).toEqual([{ id: "m1", role: "user", parts: [{ type: "text", text: "你好" }] }]);
    await chat.regenerate();
    expect(chat.messages).toHaveLength(1);
    expect(chat.status).toBe("error");
  });
});
