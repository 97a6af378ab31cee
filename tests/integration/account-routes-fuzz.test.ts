/**
 * The account routes under hostile requests, on PGlite and PostgreSQL (when TEST_DATABASE_URL is
 * set; PostgreSQL refuses NUL in text and in jsonb where PGlite may not): a chat backup of any
 * Unicode is stored and given back as sent, or refused in the one error shape, never a 5xx, and
 * nothing backed up before is lost; a guest has no backup (401); merging a guest takes `{}` only;
 * the owner's account list and password reset are the owner's (401 a guest, 403 a member) and any
 * body is a 400/404 in our shape. Fixed seed, few runs.
 */
import type { UIMessage } from "ai";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { POST as mergeGuest } from "@/app/api/account/merge-guest/route";
import { GET as ownerAccounts } from "@/app/api/account/owner/accounts/route";
import { POST as ownerReset } from "@/app/api/account/owner/reset-password/route";
import { GET as accountGet } from "@/app/api/account/route";
import { GET as readBackup, PUT as storeBackup } from "@/app/api/chat/backup/route";
import type { ChatExport } from "@/features/chat/lib/chat-records";
import { storableJson, storableString } from "@/lib/stored-text";
import { setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { testDatabaseTargets } from "@/tests/support/db/test-databases";
import { anyJson, extremeNumber, fieldText, hostileText } from "@/tests/support/http/hostile-arbitraries";
import { guestBrowser, PASSWORD, signUp, uniqueEmail, type Browser } from "@/tests/support/identity/auth-kit";
import { expectErrorAmong } from "@/tests/support/http/error-shape";

const RUNS = 12;
const SEED = 20261127;

const raw = (browser: Browser, path: string, method: string, body: string) => {
  const template = browser.request(path, { method, json: {} });
  return new Request(template, { body, headers: Object.fromEntries(template.headers) });
};

const message = fc.record({
  id: hostileText,
  role: fc.constantFrom("user", "assistant"),
  parts: fc.array(fc.record({ type: fc.constant("text"), text: fieldText(3000) }), { minLength: 1, maxLength: 2 }),
});
const backedUpChat = fc.record({
  session: fc.record({
    id: hostileText.map((text) => text.slice(0, 100)),
    title: fieldText(80),
    maskId: fc.constant("warm"),
    createdAt: fc.constant(1),
    updatedAt: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 2, max: 2 ** 40 }) }, { weight: 1, arbitrary: extremeNumber }),
    messageCount: fc.constant(0),
  }),
  messages: fc.array(message, { maxLength: 3 }),
  note: fc.option(fieldText(500), { nil: null }),
});
const exportOf = (sessions: unknown[]) => ({
  format: "nexusnote-chat-export",
  version: 1,
  exportedAt: "2026-11-27T00:00:00.000Z",
  sessions,
});

describe.each(testDatabaseTargets())("account routes under hostile requests, on $name", (target) => {
  const database = setUpCourseRouteEnvironment({ open: () => target.open(), env: { RATE_LIMIT_PER_MINUTE: "0" } });
  let owner: Browser;
  let member: Browser;
  let guest: Browser;

  beforeEach(async () => {
    await database().db.execute(sql`TRUNCATE "user" CASCADE`);
    owner = await guestBrowser();
    await signUp(owner);
    member = await guestBrowser();
    await signUp(member);
    guest = await guestBrowser();
  });

  it("a chat backup of any Unicode: stored and given back as sent, or refused in our shape; nothing kept is lost", async () => {
    const kept = {
      session: { id: "kept", title: "Kept", maskId: "warm", createdAt: 1, updatedAt: 5, messageCount: 0 },
      messages: [],
      note: null,
    };
    expect((await storeBackup(member.request("/api/chat/backup", { method: "PUT", json: exportOf([kept]) }))).status).toBe(200);
    let stored = 0;
    let run = 0;
    await fc.assert(
      // Ids new to the account (a run's number first) and distinct as stored: each chat sent is one the merge adds.
      fc.asyncProperty(
        fc.uniqueArray(backedUpChat, { minLength: 1, maxLength: 2, selector: (chat) => storableString(chat.session.id) }),
        async (drawn) => {
          run += 1;
          const chats = drawn.map((chat) => ({ ...chat, session: { ...chat.session, id: `${run}-${chat.session.id}`.slice(0, 100) } }));
          const response = await storeBackup(member.request("/api/chat/backup", { method: "PUT", json: exportOf(chats) }));
          const back = await readBackup(member.request("/api/chat/backup"));
          expect(back.status).toBe(200);
          const sessions = ((await back.json()) as ChatExport).sessions;
          expect(sessions.find((entry) => entry.session.id === "kept")).toMatchObject({ session: { title: "Kept" } });
          if (response.status !== 200) return void (await expectErrorAmong(response, [400, 413]));
          stored += 1;
          // What a browser restores is what it sent, NUL and lone surrogates as U+FFFD.
          for (const chat of storableJson(chats)!.value as typeof chats) {
            const restored = sessions.find((entry) => entry.session.id === chat.session.id);
            expect(restored?.session.updatedAt).toBe(chat.session.updatedAt + 0); // JSON has no -0
            expect(restored?.messages as UIMessage[]).toEqual(chat.messages);
            expect(restored?.note).toBe(chat.note);
          }
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
    expect(stored).toBeGreaterThan(0);
  });

  it("a chat with NUL and a cut emoji (a 500 before): kept with U+FFFD in their place, and backed up again unchanged", async () => {
    const chat = {
      session: { id: "s\u0000", title: "t\u0000", maskId: "warm", createdAt: 1, updatedAt: 9, messageCount: 1 },
      messages: [{ id: "m\u0000", role: "user", parts: [{ type: "text", text: "a\u0000b\uD800c" }] }],
      note: "n\u0000",
    };
    const put = () => storeBackup(member.request("/api/chat/backup", { method: "PUT", json: exportOf([chat]) }));
    expect(await (await put()).json()).toEqual({ added: 1, updated: 0, unchanged: 0 });
    expect(await (await put()).json()).toEqual({ added: 0, updated: 0, unchanged: 1 });
    const [restored] = ((await (await readBackup(member.request("/api/chat/backup"))).json()) as ChatExport).sessions;
    expect(restored).toMatchObject({
      session: { id: "s\uFFFD", title: "t\uFFFD" },
      messages: [{ id: "m\uFFFD", parts: [{ type: "text", text: "a\uFFFDb\uFFFDc" }] }],
      note: "n\uFFFD",
    });
    // A part nested past any message's shape (JSON.stringify's stack gave out on it): a 400, nothing stored.
    const deep = {
      ...chat,
      session: { ...chat.session, id: "deep" },
      messages: [{ ...chat.messages[0]!, parts: [{ type: "text", deep: "DEEP" }] }],
    };
    const body = JSON.stringify(exportOf([deep])).replace('"DEEP"', `${"[".repeat(20_000)}1${"]".repeat(20_000)}`);
    const refused = await storeBackup(raw(member, "/api/chat/backup", "PUT", body));
    await expectErrorAmong(refused, [400]);
    // A session time that is no whole number of milliseconds (bigint refused 0.5 and 1e308 with a 500): a 400, nothing stored.
    for (const updatedAt of [0.5, 1e308, 2 ** 63]) {
      const odd = { ...chat, session: { ...chat.session, id: `t${updatedAt}`, updatedAt } };
      await expectErrorAmong(await storeBackup(member.request("/api/chat/backup", { method: "PUT", json: exportOf([odd]) })), [400]);
    }
    const after = ((await (await readBackup(member.request("/api/chat/backup"))).json()) as ChatExport).sessions;
    expect(after.map((entry) => entry.session.id)).toEqual(["s\uFFFD"]);
  });

  it("a backup of any JSON: a 400/413 in our shape, or stored; a guest's is 401 whatever it sends", async () => {
    const body = fc.oneof(
      anyJson,
      fc.array(anyJson, { maxLength: 3 }).map(exportOf),
      backedUpChat.map((chat) => exportOf([chat, 7])),
    );
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        const response = await storeBackup(member.request("/api/chat/backup", { method: "PUT", json: value }));
        if (response.status !== 200) await expectErrorAmong(response, [400, 413]);
        await expectErrorAmong(await storeBackup(guest.request("/api/chat/backup", { method: "PUT", json: value })), [400, 401, 413]);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    await expectErrorAmong(await readBackup(guest.request("/api/chat/backup")), [401]);
  });

  it("merging a guest: `{}` only; anything else is a 400 (413 when oversized), a guest's a 401 or 400, never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(anyJson, async (value) => {
        const body = JSON.stringify(value);
        const response = await mergeGuest(raw(member, "/api/account/merge-guest", "POST", body));
        const empty = typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;
        if (empty) expect(response.status).toBe(200);
        else await expectErrorAmong(response, [400, 413]);
        const asGuest = await mergeGuest(raw(guest, "/api/account/merge-guest", "POST", body));
        await expectErrorAmong(asGuest, [400, 401, 413]);
      }),
      { numRuns: 5, seed: SEED, examples: [[{}], [{ extra: "\u0000" }]] },
    );
    expect((await accountGet(member.request("/api/account"))).status).toBe(200);
    // A name with a NUL and a cut emoji (its insert failed, and the sign-up with it): the account is made, the name stored normalised.
    const browser = await guestBrowser();
    const signedUp = await browser.auth("sign-up/email", { email: uniqueEmail(), password: PASSWORD, name: " Ada\u0000 Lovelace\uD800 " });
    expect(signedUp.status).toBe(200);
    expect(((await signedUp.json()) as { user: { name: string } }).user.name).toBe("Ada Lovelace\uFFFD");
  });

  it("the owner's list and password reset: 401 a guest, 403 a member, and any body of the owner's a 400/404", async () => {
    await expectErrorAmong(await ownerAccounts(guest.request("/api/account/owner/accounts")), [401]);
    await expectErrorAmong(await ownerAccounts(member.request("/api/account/owner/accounts")), [403]);
    expect((await ownerAccounts(owner.request("/api/account/owner/accounts"))).status).toBe(200);
    const body = fc.oneof(
      anyJson,
      fc.record({
        email: fc.oneof(hostileText, fc.constantFrom("nobody@example.org", "a\u0000@example.org")),
        newPassword: fieldText(200),
      }),
      fc.record({ email: fc.constant("nobody@example.org"), newPassword: fc.constant("long enough password"), extra: anyJson }),
    );
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        const text = JSON.stringify(value);
        await expectErrorAmong(await ownerReset(raw(owner, "/api/account/owner/reset-password", "POST", text)), [400, 404, 413]);
        await expectErrorAmong(await ownerReset(raw(member, "/api/account/owner/reset-password", "POST", text)), [400, 403, 413]);
        await expectErrorAmong(await ownerReset(raw(guest, "/api/account/owner/reset-password", "POST", text)), [400, 401, 413]);
      }),
      {
        numRuns: RUNS,
        seed: SEED,
        examples: [
          [{ email: "a\u0000@example.org", newPassword: "long enough password" }],
          [{ email: "x@example.org", newPassword: "\u0000".repeat(9) }],
        ],
      },
    );
  });

  it("signing up or in with fields of any Unicode (the auth handler): an account or a 4xx, never a 5xx", async () => {
    const fields = fc.record({
      email: fc.oneof(
        hostileText,
        hostileText.map((local) => `${local}@example.org`),
      ),
      password: fc.oneof(fieldText(200), fc.constant("correct horse battery staple")),
      name: fc.oneof(fieldText(300), anyJson),
    });
    await fc.assert(
      fc.asyncProperty(fields, fc.boolean(), async (body, signIn) => {
        const browser = await guestBrowser();
        const response = await browser.auth(signIn ? "sign-in/email" : "sign-up/email", body);
        expect(response.status, await response.clone().text()).toBeLessThan(500);
      }),
      {
        numRuns: 8,
        seed: SEED,
        examples: [
          [{ email: "nul\u0000@example.org", password: "correct horse battery staple", name: "a\u0000\uD800" }, false],
          [{ email: "rtl@example.org", password: "correct horse battery staple", name: "\u0000" }, false],
          [{ email: "nul\u0000@example.org", password: "\u0000correct horse battery", name: "x" }, true],
        ],
      },
    );
    expect((await accountGet(member.request("/api/account"))).status).toBe(200);
    // A name with a NUL and a cut emoji (its insert failed, and the sign-up with it): the account is made, the name stored normalised.
    const browser = await guestBrowser();
    const signedUp = await browser.auth("sign-up/email", { email: uniqueEmail(), password: PASSWORD, name: " Ada\u0000 Lovelace\uD800 " });
    expect(signedUp.status).toBe(200);
    expect(((await signedUp.json()) as { user: { name: string } }).user.name).toBe("Ada Lovelace\uFFFD");
  });
});
