/**
 * Chat sessions follow the learner: backed up from one browser to the account, restored on another,
 * through the real route. Merged session by session, never duplicated; a guest has no backup; one
 * account never sees another's.
 */
import type { UIMessage } from "ai";
import { describe, expect, it } from "vitest";
import { GET as readBackup, PUT as storeBackup } from "@/app/api/chat/backup/route";
import type { ChatExport } from "@/features/chat/lib/chat-records";
import { setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { testDatabaseTargets } from "@/tests/support/db/test-databases";
import { guestBrowser, PASSWORD, signUp, type Browser } from "@/tests/support/identity/auth-kit";

const message = (id: string, role: "user" | "assistant", text: string): UIMessage => ({ id, role, parts: [{ type: "text", text }] });
const chat = (id: string, updatedAt: number, messages: UIMessage[], note: string | null = null) => ({
  session: { id, title: `Chat ${id}`, maskId: "warm" as const, createdAt: 1, updatedAt, messageCount: messages.length },
  messages,
  note,
});
const exportOf = (...sessions: ChatExport["sessions"]): ChatExport => ({
  format: "nexusnote-chat-export",
  version: 1,
  exportedAt: "2026-11-26T00:00:00.000Z",
  sessions,
});
const put = async (browser: Browser, document: unknown) => {
  const response = await storeBackup(browser.request("/api/chat/backup", { method: "PUT", json: document }));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const get = async (browser: Browser) => {
  const response = await readBackup(browser.request("/api/chat/backup"));
  return { status: response.status, body: (await response.json()) as ChatExport & { error?: { message: string } } };
};

const first = [message("u1", "user", "What is a pod?"), message("a1", "assistant", "The smallest deployable unit.")];
const further = [...first, message("u2", "user", "And a service?")];
const forked = [first[0]!, message("a7", "assistant", "A group of containers.")];

describe.each(testDatabaseTargets().map((target) => [target.name, target] as const))("chat backup (%s)", (_name, target) => {
  setUpCourseRouteEnvironment({ open: target.open });

  it("backs up from one browser, restores on another, and merges without duplicating or losing a session", async () => {
    const laptop = await guestBrowser();
    const { email } = await signUp(laptop);
    const phone = await guestBrowser();
    expect((await phone.auth("sign-in/email", { email, password: PASSWORD })).status).toBe(200);

    expect(await put(laptop, exportOf(chat("a", 10, first, "likes analogies"), chat("b", 20, first)))).toEqual({
      status: 200,
      body: { added: 2, updated: 0, unchanged: 0 },
    });
    const restored = await get(phone);
    expect(restored.status).toBe(200);
    expect(restored.body.sessions.map((entry) => entry.session.id)).toEqual(["b", "a"]);
    expect(restored.body.sessions[1]).toEqual(chat("a", 10, first, "likes analogies"));

    // The same backup again is nothing new; the phone went further with "a" and forked "b".
    expect((await put(laptop, exportOf(chat("a", 10, first), chat("b", 20, first)))).body).toEqual({ added: 0, updated: 0, unchanged: 2 });
    expect((await put(phone, exportOf(chat("a", 30, further), chat("b", 40, forked)))).body).toEqual({
      added: 1,
      updated: 1,
      unchanged: 0,
    });
    // An older copy from the laptop changes nothing.
    expect((await put(laptop, exportOf(chat("a", 10, first)))).body).toEqual({ added: 0, updated: 0, unchanged: 1 });

    const merged = (await get(laptop)).body.sessions;
    expect(merged).toHaveLength(3);
    expect(merged.find((entry) => entry.session.id === "a")?.messages).toEqual(further);
    expect(merged.find((entry) => entry.session.id === "b")?.messages).toEqual(first);
    expect(merged.find((entry) => !["a", "b"].includes(entry.session.id))?.messages).toEqual(forked);
  });

  it("another account sees none of it, a guest is asked to sign in, and a body that is not an export is refused in words", async () => {
    const owner = await guestBrowser();
    await signUp(owner);
    await put(owner, exportOf(chat("mine", 10, first)));

    const other = await guestBrowser();
    await signUp(other);
    expect((await get(other)).body.sessions).toEqual([]);

    const guest = await guestBrowser();
    const refused = await get(guest);
    expect(refused.status).toBe(401);
    expect(refused.body.error?.message).toMatch(/Sign in to back up your chats/);
    expect((await put(guest, exportOf(chat("x", 1, first)))).status).toBe(401);

    const bad = await put(owner, { format: "nexusnote-chat-export", version: 1, exportedAt: "x", sessions: [{ session: { id: "" } }] });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/Send a NexusNote chat export \(at sessions\.0/);
    expect((await get(owner)).body.sessions.map((entry) => entry.session.id)).toEqual(["mine"]);
  });
});
