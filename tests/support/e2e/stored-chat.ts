import { expect, type Page } from "@playwright/test";
import { CHAT_DB_NAME, STORES } from "@/features/chat/lib/chat-db-backend";

/**
 * What the chat's store (IndexedDB, in the page) holds for the open session, so a browser test reloads once
 * a save has landed instead of after a fixed wait: a reload can cut a write that was still pending.
 */
interface StoredSession {
  note: string | null;
  userMessages: number;
  /** Assistant message ids whose every part has finished streaming. */
  settledReplies: string[];
}

async function readStoredSession(page: Page, sessionId: string): Promise<StoredSession | null> {
  return page.evaluate(
    async ({ name, stores, sessionId }) => {
      const db = await new Promise<IDBDatabase | null>((resolve) => {
        const request = indexedDB.open(name);
        // Never create the app's database from a test: no database yet is nothing stored.
        request.onupgradeneeded = () => request.transaction?.abort();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => resolve(null);
      });
      if (!db) return null;
      const get = (store: string) =>
        new Promise<unknown>((resolve) => {
          const request = db.transaction(store).objectStore(store).get(sessionId);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => resolve(undefined);
        });
      const [messages, note] = (await Promise.all([get(stores.messages), get(stores.notes)])) as [
        { messages?: { id?: string; role?: string; parts?: { state?: string }[] }[] } | undefined,
        { note?: string } | undefined,
      ];
      db.close();
      const list = messages?.messages ?? [];
      const settled = (parts: { state?: string }[] = []) =>
        parts.every((part) => part.state !== "streaming" && part.state !== "input-streaming");
      return {
        note: note?.note ?? null,
        userMessages: list.filter((message) => message.role === "user").length,
        settledReplies: list.filter((message) => message.role === "assistant" && settled(message.parts)).map((message) => message.id ?? ""),
      };
    },
    { name: CHAT_DB_NAME, stores: STORES, sessionId },
  );
}

/** The open session's id, from the sidebar's active entry. */
async function openSessionId(page: Page): Promise<string> {
  const id = await page.locator('[data-testid="session-item"][data-active="true"]').getAttribute("data-session-id");
  expect(id, "an open session in the sidebar").toBeTruthy();
  return id!;
}

/** Waits until the store holds the learner note as typed. */
export async function expectNoteStored(page: Page, note: string) {
  const sessionId = await openSessionId(page);
  await expect.poll(async () => (await readStoredSession(page, sessionId))?.note ?? null, { timeout: 10_000 }).toBe(note);
}

/** Waits until the store holds the conversation as shown: every learner message, and the last reply finished. */
export async function expectConversationStored(page: Page) {
  const sessionId = await openSessionId(page);
  const learnerMessages = await page.getByTestId("learner-message").count();
  const lastReply = await page.getByTestId("tutor-message").last().getAttribute("data-message-id");
  expect(lastReply, "a reply on the page").toBeTruthy();
  await expect
    .poll(
      async () => {
        const stored = await readStoredSession(page, sessionId);
        return { userMessages: stored?.userMessages ?? 0, lastReplySettled: stored?.settledReplies.includes(lastReply!) ?? false };
      },
      { timeout: 10_000 },
    )
    .toEqual({ userMessages: learnerMessages, lastReplySettled: true });
}
