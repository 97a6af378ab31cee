"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { chatUiStore, useChatUi } from "../hooks/chat-store";
import type { ChatStore, StoredChat } from "../lib/chat-db";
import { flushOpenSessions, renameOpenSession } from "../lib/session-runtime";
import { ChatImportError, IMPORT_MAX_BYTES, newSessionId, type ChatSession } from "../lib/chat-record-basics";
import { sanitizeMessages } from "../lib/sanitize-messages";
import { chatMessages } from "./chat-messages";
import type { ChatPanel } from "./chat-panel";
import { ChatSessionView } from "./chat-session-view";
import { SessionSidebar } from "./session-sidebar";

const LAST_SESSION_KEY = "nexusnote-chat-last-session";

// The store layer (IndexedDB, and the zod checks on what it reads back) is not in the page's
// first load: it is fetched while the page starts, as reading the store is async anyway.
let storeModule: Promise<typeof import("../lib/chat-db")> | undefined;
const loadStoreModule = () => (storeModule ??= import("../lib/chat-db"));
if (typeof window !== "undefined") void loadStoreModule().catch(() => (storeModule = undefined));
const openChatStore = () => loadStoreModule().then((module) => module.openChatStore());

function remember(id: string | null) {
  try {
    if (id) localStorage.setItem(LAST_SESSION_KEY, id);
    else localStorage.removeItem(LAST_SESSION_KEY);
  } catch {
    // storage blocked: a reload opens the newest session instead
  }
}
function remembered(): string | null {
  try {
    return localStorage.getItem(LAST_SESSION_KEY);
  } catch {
    return null;
  }
}

function freshChat(): StoredChat {
  const now = Date.now();
  return {
    session: { id: newSessionId(), title: "", maskId: chatUiStore.getState().maskId, createdAt: now, updatedAt: now, messageCount: 0 },
    messages: [],
    note: "",
  };
}

function download(name: string, data: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** /chat: the sessions sidebar and the open session. */
export function ChatApp({ panel }: { panel?: ChatPanel } = {}) {
  const strings = useMessages(chatMessages);
  const [store, setStore] = useState<ChatStore | null>(null);
  const [sessions, setSessions] = useState<ChatSession[]>([]);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState<StoredChat | null>(null);
  const [notice, setNotice] = useState<{ kind: "ok" | "error"; text: string } | null>(null);
  const sidebarOpen = useChatUi((state) => state.sidebarOpen);
  const setSidebarOpen = useChatUi((state) => state.setSidebarOpen);
  const queryRef = useRef(query);
  // The chat on screen, for callbacks that finish after the learner has moved on.
  const shownId = useRef<string | null>(null);
  useEffect(() => {
    shownId.current = active?.session.id ?? null;
  }, [active]);

  const refresh = useCallback(
    async (target: ChatStore | null = store) => {
      if (!target) return;
      setSessions(await target.listSessions(queryRef.current));
    },
    [store],
  );

  // Open the store, then the session the learner was in (or the newest).
  useEffect(() => {
    chatUiStore.getState().hydrateMask();
    let cancelled = false;
    void (async () => {
      const opened = await openChatStore();
      const list = await opened.listSessions();
      const wanted = remembered();
      const id = list.find((session) => session.id === wanted)?.id ?? list[0]?.id;
      const loaded = id ? await opened.getSession(id) : null;
      if (cancelled) return;
      setStore(opened);
      setSessions(list);
      setActive(loaded ? { ...loaded, messages: sanitizeMessages(loaded.messages) } : freshChat());
      chatUiStore.getState().setActiveSessionId(loaded?.session.id ?? null);
    })();
    return () => {
      cancelled = true;
    };
  }, []);

  const loadToken = useRef(0);
  const openSession = useCallback(
    async (id: string) => {
      if (!store) return;
      const token = ++loadToken.current;
      const loaded = await store.getSession(id);
      if (token !== loadToken.current || !loaded) return;
      chatUiStore.getState().reset();
      chatUiStore.getState().setActiveSessionId(id);
      remember(id);
      setActive({ ...loaded, messages: sanitizeMessages(loaded.messages) });
    },
    [store],
  );

  const newChat = useCallback(() => {
    loadToken.current++;
    chatUiStore.getState().reset();
    remember(null);
    setActive(freshChat());
  }, []);

  const onSaved = useCallback(
    (session: ChatSession) => {
      // A new chat becomes the active (and remembered) session on its first save. A late save of a
      // session the learner has already left (its stopped stream) must not take that place back.
      if (session.id === shownId.current && chatUiStore.getState().activeSessionId !== session.id) {
        chatUiStore.getState().setActiveSessionId(session.id);
        remember(session.id);
      }
      void refresh();
    },
    [refresh],
  );

  const onQuery = (value: string) => {
    setQuery(value);
    queryRef.current = value;
    void refresh();
  };

  const onRename = async (id: string, title: string) => {
    if (!store) return;
    renameOpenSession(id, title);
    await store.renameSession(id, title);
    await refresh();
  };

  const onDelete = async (id: string) => {
    if (!store) return;
    // Leave the session first (its view unmounts and stops), so no late save recreates it.
    if (active?.session.id === id) flushSync(() => newChat());
    await store.deleteSession(id);
    await refresh();
  };

  const onExport = async (ids?: string[]) => {
    if (!store) return;
    // The open session may have a save pending (its reply just finished): write it first.
    await flushOpenSessions();
    const data = await store.exportSessions(ids);
    const stamp = new Date().toISOString().slice(0, 10);
    download(ids?.length === 1 ? `nexusnote-chat-${ids[0]}-${stamp}.json` : `nexusnote-chats-${stamp}.json`, data);
  };

  const onImport = async (file: File) => {
    if (!store) return;
    try {
      if (file.size > IMPORT_MAX_BYTES) throw new ChatImportError("too-large", "too large");
      const { added, updated, unchanged } = await store.importSessions(await file.text());
      setNotice({ kind: "ok", text: strings.imported({ added, updated, unchanged }) });
      await refresh();
    } catch (error) {
      const text =
        error instanceof ChatImportError
          ? `${strings.importErrors[error.code]}${error.code === "not-an-export" ? ` ${error.message}` : ""}`
          : strings.importErrors.unknown;
      setNotice({ kind: "error", text });
    }
  };

  if (!store || !active) {
    return (
      <p className="m-auto p-8 text-sm text-fg-muted" role="status" data-testid="chat-loading">
        {strings.loading}
      </p>
    );
  }

  const activeTitle = sessions.find((session) => session.id === active.session.id)?.title;
  return (
    <div className="flex min-h-0 flex-1" data-testid="chat-app" data-persistent={store.persistent}>
      <h1 className="sr-only">{strings.pageTitle}</h1>
      <SessionSidebar
        sessions={sessions}
        activeId={active.session.id}
        query={query}
        onQuery={onQuery}
        onNew={() => {
          newChat();
          setSidebarOpen(false);
        }}
        onOpen={(id) => {
          void openSession(id);
          setSidebarOpen(false);
        }}
        onRename={(id, title) => void onRename(id, title)}
        onDelete={(id) => void onDelete(id)}
        onExport={(ids) => void onExport(ids)}
        onImport={(file) => void onImport(file)}
        notice={notice}
        open={sidebarOpen}
        onClose={() => setSidebarOpen(false)}
        strings={strings}
      />
      <ChatSessionView
        key={active.session.id}
        store={store}
        chat={active}
        title={activeTitle}
        strings={strings}
        onSaved={onSaved}
        onToggleSidebar={() => setSidebarOpen(!sidebarOpen)}
        panel={panel}
      />
    </div>
  );
}
