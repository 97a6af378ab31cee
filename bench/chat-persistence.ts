/**
 * The chat's persistence layer at scale: opening /chat lists the sessions
 * (500 stored), opening a session loads and sanitises its messages (500).
 * Runs the real store code on fake-indexeddb — an in-memory IndexedDB in Node —
 * so the numbers measure our code (schema checks, sorting, sanitising) plus a
 * slower-than-browser IndexedDB; a browser's real one is usually faster.
 */
import "fake-indexeddb/auto";
import type { UIMessage } from "ai";
import { createChatStore, resetChatStoreForTests } from "@/features/chat/lib/chat-db";
import type { ChatSession } from "@/features/chat/lib/chat-records";
import { sanitizeMessages } from "@/features/chat/lib/sanitize-messages";

const SESSIONS = 500;
const MESSAGES = 500;

function conversation(count: number): UIMessage[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `m${index}`,
    role: index % 2 === 0 ? "user" : "assistant",
    parts: [
      { type: "text", text: `${index % 2 === 0 ? "Question" : "Answer"} ${index}: ${"explain the idea with an example. ".repeat(8)}` },
    ],
  })) as UIMessage[];
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function timeIt(runs: number, action: () => Promise<unknown>) {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await action();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

export async function benchChatPersistence() {
  resetChatStoreForTests();
  const store = await createChatStore();
  const now = Date.now();
  const short = conversation(6);
  for (let index = 0; index < SESSIONS; index += 1) {
    const session: ChatSession = {
      id: `s${index}`,
      title: `Session ${index} about graphs`,
      maskId: "default",
      createdAt: now - index * 60_000,
      updatedAt: now - index * 60_000,
      messageCount: short.length,
    };
    await store.saveSession(session, index === 0 ? conversation(MESSAGES) : short);
  }
  const openList = await timeIt(20, () => store.listSessions());
  const openSession = await timeIt(20, async () => {
    const stored = await store.getSession("s0");
    if (!stored || stored.messages.length !== MESSAGES) throw new Error("the 500-message session did not load");
    return sanitizeMessages(stored.messages);
  });
  return { sessions: SESSIONS, messages: MESSAGES, openList, openSession };
}
