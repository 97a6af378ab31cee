import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import type { UIMessage } from "ai";
import { openDB } from "idb";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CHAT_DB_NAME, createChatStore, createMemoryChatStore, STORES, type ChatStore } from "./chat-db";
import { ChatImportError, type ChatSession } from "./chat-records";

const session = (id: string, updatedAt: number, title = `Chat ${id}`): ChatSession => ({
  id,
  title,
  maskId: "warm",
  createdAt: updatedAt - 10,
  updatedAt,
  messageCount: 0,
});
const messages = (text: string): UIMessage[] => [
  { id: "u1", role: "user", parts: [{ type: "text", text }] },
  { id: "a1", role: "assistant", parts: [{ type: "text", text: `About ${text}` }] },
];

beforeEach(() => {
  // A fresh, empty IndexedDB for every test.
  globalThis.indexedDB = new IDBFactory();
});

describe.each([
  ["indexedDB", () => createChatStore()],
  ["memory", async () => createMemoryChatStore()],
])("chat store (%s)", (kind, open) => {
  let store: ChatStore;
  beforeEach(async () => {
    store = await open();
  });

  it("reports whether it persists", () => {
    expect(store.persistent).toBe(kind === "indexedDB");
  });

  it("saves a session with its messages and lists newest first, searchable by title", async () => {
    await store.saveSession(session("a", 100, "Recursion basics"), messages("recursion"));
    await store.saveSession(session("b", 300, "Kubernetes pods"), messages("pods"));
    await store.saveSession(session("c", 200, "More recursion"), []);
    expect((await store.listSessions()).map((s) => s.id)).toEqual(["b", "c", "a"]);
    expect((await store.listSessions("RECURSION")).map((s) => s.id)).toEqual(["c", "a"]);
    const loaded = await store.getSession("a");
    expect(loaded?.session).toMatchObject({ title: "Recursion basics", maskId: "warm", messageCount: 2 });
    expect(loaded?.messages).toEqual(messages("recursion"));
    expect(loaded?.note).toBe("");
  });

  it("renames, keeps notes, and deletes a session with its messages and note", async () => {
    await store.saveSession(session("a", 100), messages("x"));
    await store.saveSession(session("b", 200), messages("y"));
    await store.saveNote("a", "Beginner; likes analogies");
    await store.renameSession("a", "  New   name ");
    expect((await store.getSession("a"))?.session.title).toBe("New name");
    expect(await store.getNote("a")).toBe("Beginner; likes analogies");

    await store.deleteSession("a");
    expect(await store.getSession("a")).toBeNull();
    expect(await store.getNote("a")).toBe("");
    expect((await store.listSessions()).map((s) => s.id)).toEqual(["b"]);
  });

  it("round-trips an export through import; importing it again into the same browser adds nothing", async () => {
    await store.saveSession(session("a", 100, "First"), messages("one"));
    await store.saveNote("a", "note A");
    await store.saveSession(session("b", 200, "Second"), messages("two"));
    const exported = await store.exportSessions();
    expect(exported).toMatchObject({ format: "nexusnote-chat-export", version: 1 });
    expect(exported.sessions.map((entry) => entry.session.id)).toEqual(["b", "a"]);
    const one = await store.exportSessions(["a"]);
    expect(one.sessions).toHaveLength(1);

    expect(await store.importSessions(JSON.stringify(exported))).toEqual({ ids: [], added: 0, updated: 0, unchanged: 2 });
    expect((await store.listSessions()).map((s) => s.id)).toEqual(["b", "a"]);

    // Into an empty store the ids are kept, with messages and notes.
    const fresh = createMemoryChatStore();
    expect(await fresh.importSessions(JSON.stringify(exported))).toEqual({ ids: ["b", "a"], added: 2, updated: 0, unchanged: 0 });
    const importedA = await fresh.getSession("a");
    expect(importedA?.session.title).toBe("First");
    expect(importedA?.messages).toEqual(messages("one"));
    expect(importedA?.note).toBe("note A");
  });

  it("merges by session: a copy that went further updates, an older one changes nothing, a diverged one is kept beside", async () => {
    const further = [...messages("one"), { id: "u2", role: "user", parts: [{ type: "text", text: "and then?" }] } as UIMessage];
    const forked = [messages("one")[0]!, { id: "a9", role: "assistant", parts: [{ type: "text", text: "elsewhere" }] } as UIMessage];
    await store.saveSession(session("a", 100, "Went on elsewhere"), messages("one"));
    await store.saveSession(session("b", 100, "Went on here"), further);
    await store.saveSession(session("c", 100, "Forked"), messages("one"));
    const file = {
      format: "nexusnote-chat-export",
      version: 1,
      exportedAt: "2026-11-26T00:00:00.000Z",
      sessions: [
        { session: session("a", 300, "Went on elsewhere"), messages: further, note: null },
        { session: session("b", 50, "Went on here"), messages: messages("one"), note: null },
        { session: session("c", 300, "Forked"), messages: forked, note: null },
      ],
    };
    const outcome = await store.importSessions(JSON.stringify(file));
    expect(outcome).toMatchObject({ added: 1, updated: 1, unchanged: 1 });
    expect((await store.getSession("a"))?.messages).toEqual(further);
    expect((await store.getSession("b"))?.messages).toEqual(further);
    expect((await store.getSession("c"))?.messages).toEqual(messages("one"));
    const [forkId] = outcome.ids.filter((id) => id !== "a");
    expect(forkId).not.toBe("c");
    expect((await store.getSession(forkId!))?.messages).toEqual(forked);
    expect(await store.listSessions()).toHaveLength(4);
  });

  it("the same chat under another id (an older import gave it one) is not added again", async () => {
    await store.saveSession(session("renamed-id", 100, "Copy"), messages("one"));
    const file = {
      format: "nexusnote-chat-export",
      version: 1,
      exportedAt: "x",
      sessions: [{ session: session("a", 100, "Original"), messages: messages("one"), note: null }],
    };
    expect(await store.importSessions(JSON.stringify(file))).toEqual({ ids: [], added: 0, updated: 0, unchanged: 1 });
    expect(await store.listSessions()).toHaveLength(1);
  });

  it.each([
    ["not JSON", "{nope", "not-json"],
    ["another JSON", JSON.stringify({ hello: "world" }), "not-an-export"],
    ["an export with one bad session", "BAD", "not-an-export"],
    ["an empty export", JSON.stringify({ format: "nexusnote-chat-export", version: 1, exportedAt: "x", sessions: [] }), "empty"],
  ])("refuses %s and writes nothing", async (_label, input, code) => {
    await store.saveSession(session("a", 100, "Keep me"), messages("keep"));
    let json = input;
    if (input === "BAD") {
      const exported = await store.exportSessions();
      const good = { session: { ...session("z", 5), title: "ok" }, messages: messages("ok"), note: null };
      const bad = { session: { id: "y" }, messages: "not an array", note: null };
      json = JSON.stringify({ ...exported, sessions: [good, bad] });
    }
    const error = await store.importSessions(json).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChatImportError);
    expect((error as ChatImportError).code).toBe(code);
    expect((error as ChatImportError).message.length).toBeGreaterThan(5);
    expect((await store.listSessions()).map((s) => s.id)).toEqual(["a"]);
    expect((await store.getSession("a"))?.messages).toEqual(messages("keep"));
  });
});

describe("IndexedDB specifics", () => {
  it("skips malformed records instead of crashing", async () => {
    const store = await createChatStore();
    await store.saveSession(session("good", 100), messages("fine"));
    const db = await openDB(CHAT_DB_NAME);
    await db.put(STORES.sessions, { id: "bad", updatedAt: "yesterday" });
    await db.put(STORES.messages, {
      sessionId: "good",
      messages: [{ id: "m", role: "user", parts: [{ type: "text", text: "ok" }] }, 42, { role: "x" }],
    });
    db.close();
    expect((await store.listSessions()).map((s) => s.id)).toEqual(["good"]);
    expect(await store.getSession("bad")).toBeNull();
    expect((await store.getSession("good"))?.messages).toHaveLength(1);
  });

  it("upgrades a v1 database to v2 keeping its data", async () => {
    // A v1 database, as the first release created it: sessions + messages, no notes, no index, no maskId.
    const v1 = await openDB(CHAT_DB_NAME, 1, {
      upgrade(db) {
        db.createObjectStore("sessions", { keyPath: "id" });
        db.createObjectStore("messages", { keyPath: "sessionId" });
      },
    });
    await v1.put("sessions", { id: "old", title: "From v1", createdAt: 1, updatedAt: 2, messageCount: 2 });
    await v1.put("sessions", { id: "older", title: "Older", createdAt: 1, updatedAt: 1, messageCount: 0 });
    await v1.put("messages", { sessionId: "old", messages: messages("v1") });
    v1.close();

    const store = await createChatStore();
    expect(store.persistent).toBe(true);
    expect((await store.listSessions()).map((s) => s.id)).toEqual(["old", "older"]);
    const loaded = await store.getSession("old");
    expect(loaded?.session).toMatchObject({ title: "From v1", maskId: "default" });
    expect(loaded?.messages).toEqual(messages("v1"));
    await store.saveNote("old", "kept after upgrade");
    expect(await store.getNote("old")).toBe("kept after upgrade");

    const raw = await openDB(CHAT_DB_NAME);
    expect(raw.version).toBe(2);
    expect([...raw.objectStoreNames].sort()).toEqual(["messages", "notes", "sessions"]);
    expect([...raw.transaction("sessions").store.indexNames]).toEqual(["by-updated"]);
    expect((await raw.get("sessions", "old")).maskId).toBe("default");
    raw.close();
  });

  it("falls back to memory when indexedDB is missing or fails to open", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    // @ts-expect-error simulating a browser without IndexedDB
    globalThis.indexedDB = undefined;
    expect((await createChatStore()).persistent).toBe(false);
    globalThis.indexedDB = {
      open: () => {
        throw new Error("blocked");
      },
    } as unknown as IDBFactory;
    const store = await createChatStore();
    expect(store.persistent).toBe(false);
    await store.saveSession(session("m", 1), messages("mem"));
    expect((await store.getSession("m"))?.messages).toHaveLength(2);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
