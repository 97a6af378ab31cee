// @vitest-environment happy-dom
import "fake-indexeddb/auto";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { IDBFactory } from "fake-indexeddb";
import type { UIMessage } from "ai";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "@/lib/i18n/i18n-provider";
import type { Locale } from "@/lib/i18n/locales";
import { jsonResponse, stubFetch } from "@/tests/support/courses/hook-fixtures";
import { openChatStore, resetChatStoreForTests } from "../lib/chat-db";
import { ChatBackupPanel } from "./chat-backup-panel";

const messages: UIMessage[] = [
  { id: "u1", role: "user", parts: [{ type: "text", text: "What is a pod?" }] },
  { id: "a1", role: "assistant", parts: [{ type: "text", text: "The smallest unit." }] },
];
const session = (id: string, updatedAt: number) => ({
  id,
  title: `Chat ${id}`,
  maskId: "warm" as const,
  createdAt: 1,
  updatedAt,
  messageCount: 0,
});

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  resetChatStoreForTests();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = (locale: Locale = "en") =>
  render(
    <I18nProvider initialLocale={locale}>
      <ChatBackupPanel />
    </I18nProvider>,
  );

describe("the chats' backup on the account page", () => {
  it("backs up every chat of this browser and says what the account took", async () => {
    await (await openChatStore()).saveSession(session("a", 10), messages);
    const { requests } = stubFetch(() => jsonResponse({ added: 1, updated: 0, unchanged: 0 }));
    show();
    fireEvent.click(screen.getByTestId("chat-backup"));
    await waitFor(() =>
      expect(screen.getByTestId("chat-backup-status").textContent).toBe("1 chat added, 0 brought up to date, 0 already backed up."),
    );
    expect(requests[0]).toMatchObject({ method: "PUT", url: "/api/chat/backup" });
    expect((requests[0]!.body as { sessions: { session: { id: string }; messages: unknown[] }[] }).sessions).toMatchObject([
      { session: { id: "a" }, messages },
    ]);
  });

  it("sends nothing from a browser with no chats, and says so", async () => {
    const { requests } = stubFetch(() => jsonResponse({}));
    show();
    fireEvent.click(screen.getByTestId("chat-backup"));
    await waitFor(() => expect(screen.getByTestId("chat-backup-status").textContent).toBe("This browser has no chats to back up yet."));
    expect(requests).toEqual([]);
  });

  it("restores the account's chats into this browser without doubling the ones already here", async () => {
    await (await openChatStore()).saveSession(session("a", 10), messages);
    const backup = {
      format: "nexusnote-chat-export",
      version: 1,
      exportedAt: "2026-11-26T00:00:00.000Z",
      sessions: [
        {
          session: session("b", 20),
          messages: [{ id: "u9", role: "user", parts: [{ type: "text", text: "Another question" }] }],
          note: null,
        },
        { session: session("a", 10), messages, note: null },
      ],
    };
    stubFetch(() => jsonResponse(backup));
    show("zh");
    fireEvent.click(screen.getByTestId("chat-restore"));
    await waitFor(() => expect(screen.getByTestId("chat-backup-status").textContent).toBe("恢复了 1 个对话，更新 0 个，1 个已经在这里。"));
    expect((await (await openChatStore()).listSessions()).map((chat) => chat.id)).toEqual(["b", "a"]);
  });

  it("a guest's answer is said in the server's words", async () => {
    stubFetch(() =>
      jsonResponse({ error: { code: "unauthorized", message: "Sign in to back up your chats to your account, or to restore them." } }, 401),
    );
    show();
    fireEvent.click(screen.getByTestId("chat-restore"));
    await waitFor(() => expect(screen.getByTestId("chat-backup-status").textContent).toMatch(/Sign in to back up your chats/));
  });
});
