/**
 * Zero loss, counted: moving a guest's data to an account re-labels every row the guest owns in
 * every table and nothing else. What "owns" means is read from the schema, as the move reads it:
 * a table with owner_id is owned directly, a table with a foreign key to an owned table is owned
 * through it, the usage counters name their owner in their key, and better-auth's tables are the
 * account itself. A table that is none of these fails the test until someone says what it is; a
 * table with no guest row in the fixture fails it too, so the count is never vacuous.
 */
import { randomBytes } from "node:crypto";
import { getTableColumns, getTableName, sql, type SQL } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/client";
import { chatBackups } from "@/lib/db/chat-schema";
import { guidedLadders, practiceAttempts, practiceClaims, practiceItems } from "@/lib/db/practice-schema";
import * as schema from "@/lib/db/schema";
import { ownerCounterRows, ownerTables, schemaTables, transferOwnerData } from "@/lib/identity/owner-transfer";
import { setUpTestDatabase } from "@/tests/support/courses/course-test-kit";
import { testDatabaseTargets } from "@/tests/support/db/test-databases";

/**
 * better-auth's tables (and its passkey plugin's): the account itself, not data a guest could own;
 * and the instance's own model settings (lib/db/settings-schema.ts), which belong to no learner.
 */
const ACCOUNT_TABLES = new Set(["user", "session", "account", "verification", "passkey", "instance_settings"]);
const COUNTERS = getTableName(schema.usageCounters);

/** How a table's rows of one owner are found: a WHERE over the table, or null for an account table. */
function ownedWhere(table: PgTable, ownerId: string, seen: string[] = []): SQL | null {
  const name = getTableName(table);
  if (seen.includes(name)) throw new Error(`ownership loops through ${[...seen, name].join(" → ")}`);
  if (ACCOUNT_TABLES.has(name)) return null;
  if (name === COUNTERS) return ownerCounterRows(ownerId);
  if (Object.values(getTableColumns(table)).some((column) => column.name === "owner_id")) return sql`owner_id = ${ownerId}`;
  for (const foreignKey of getTableConfig(table).foreignKeys) {
    const reference = foreignKey.reference();
    const parentWhere = ownedWhere(reference.foreignTable, ownerId, [...seen, name]);
    if (!parentWhere || reference.columns.length !== 1) continue;
    const [column] = reference.columns;
    const [parentColumn] = reference.foreignColumns;
    return sql`${sql.identifier(column!.name)} IN (SELECT ${sql.identifier(parentColumn!.name)} FROM ${reference.foreignTable} WHERE ${parentWhere})`;
  }
  throw new Error(`${name}: no owner_id, no foreign key to an owned table, not a counter or account table — say who owns its rows`);
}

async function countRows(db: Database, table: PgTable, where: SQL): Promise<number> {
  const result = await db.execute(sql`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`);
  return Number((result as { rows: { n: number }[] }).rows[0]!.n);
}

async function census(db: Database, ownerId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of schemaTables()) {
    const where = ownedWhere(table, ownerId);
    if (where) counts[getTableName(table)] = await countRows(db, table, where);
  }
  return counts;
}

async function counterAmount(db: Database, ownerId: string): Promise<number> {
  const result = await db.execute(sql`SELECT coalesce(sum(amount), 0)::bigint AS n FROM usage_counters WHERE ${ownerCounterRows(ownerId)}`);
  return Number((result as { rows: { n: number | string }[] }).rows[0]!.n);
}

const id = (prefix: string) => `${prefix}_${randomBytes(9).toString("base64url")}`;

/** An owner with a row in every owned table (a course with chapters, a job, files and their history, the tutor's talk, sources and chunks, a question with its card, an attempt, a claim and a hint ladder, a backed-up chat, counters). */
async function populate(db: Database, ownerId: string, options: { interviewId?: string; bucket?: string } = {}): Promise<void> {
  const courseId = id("crs");
  await db
    .insert(schema.courses)
    .values({ id: courseId, ownerId, interviewId: options.interviewId ?? id("iv"), goal: "g", language: "en", profile: {}, outline: {} });
  const chapterIds = [id("ch"), id("ch")];
  await db.insert(schema.chapters).values(
    [0, 1].map((position) => ({
      id: chapterIds[position]!,
      courseId,
      moduleIndex: 0,
      position,
      moduleTitle: "M",
      title: `C${position}`,
      objective: "o",
      minutes: 5,
    })),
  );
  await db.insert(schema.generationJobs).values({ id: id("job"), courseId, status: "done" });
  await db.insert(schema.workspaceFiles).values({ courseId, path: "notes.md", content: "hi", bytes: 2, lastAuthor: "learner" });
  await db
    .insert(schema.workspaceFileVersions)
    .values([1, 2].map((version) => ({ courseId, path: "notes.md", version, content: "v", author: "learner" })));
  await db.insert(schema.workspaceConversations).values({ courseId, messages: [] });
  const sourceId = id("src");
  const looseSourceId = id("src");
  await db.insert(schema.sources).values([
    { id: sourceId, ownerId, courseId, kind: "paste", title: "t", status: "ready" },
    { id: looseSourceId, ownerId, interviewId: id("iv"), kind: "upload", title: "attached on /create" },
  ]);
  await db.insert(schema.sourceChunks).values(
    [0, 1, 2].map((ordinal) => ({
      id: id("chk"),
      sourceId,
      courseId,
      ownerId,
      ordinal,
      text: "x",
      lineStart: 1,
      lineEnd: 1,
      searchText: "x",
    })),
  );
  const itemId = id("pq");
  await db.insert(practiceItems).values({
    id: itemId,
    ownerId,
    courseId,
    chapterId: chapterIds[0]!,
    kind: "cloze",
    language: "en",
    prompt: "p",
    answer: "a",
    accepted: [],
    keyPoints: [],
    citedPath: "chapters/01-01-c0.md",
    lineStart: 1,
    lineEnd: 1,
    chapterHash: "h",
    source: "offline",
  });
  await db.insert(practiceAttempts).values({
    id: id("pa"),
    itemId,
    ownerId,
    courseId,
    answer: "a",
    correct: true,
    score: 1,
    feedback: "f",
    missingPoints: [],
    confidence: 3,
  });
  await db.insert(practiceClaims).values({ ownerId, courseId, chapterId: chapterIds[0]! });
  await db.insert(guidedLadders).values({ ownerId, itemId, scope: `course:${courseId}`, hintsUsed: 1, tries: [] });
  const entry = {
    session: { id: id("chat"), title: "t", maskId: "warm", createdAt: 1, updatedAt: 2, messageCount: 0 },
    messages: [],
    note: null,
  };
  await db.insert(chatBackups).values({ ownerId, sessionId: entry.session.id, sessionUpdatedAt: 2, entry, bytes: 10 });
  const expiresAt = new Date(Date.now() + 86_400_000);
  await db.insert(schema.usageCounters).values([
    { key: `tokens:owner:${ownerId}`, bucket: options.bucket ?? "2026-11-26", amount: 1200, expiresAt },
    { key: `rate:owner:${ownerId}`, bucket: "m1", amount: 3, expiresAt },
  ]);
}

describe.each(testDatabaseTargets().map((target) => [target.name, target] as const))("moving a guest's data (%s)", (_name, target) => {
  const db = setUpTestDatabase(target);

  it("every table is accounted for, and the move covers exactly the tables with an owner column", () => {
    for (const table of schemaTables()) ownedWhere(table, "g_probe"); // throws for an unclassified table
    expect(ownerTables().map(getTableName).sort()).toEqual([
      "chat_backups",
      "courses",
      "guided_ladders",
      "practice_attempts",
      "practice_claims",
      "practice_items",
      "source_chunks",
      "sources",
    ]);
  });

  it("into a new account: every owned row of every table moves, the guest keeps none, nobody else's moves", async () => {
    const [guest, account, bystander] = [id("g"), id("u"), id("g")];
    await populate(db(), guest);
    await populate(db(), bystander);
    const guestBefore = await census(db(), guest);
    const bystanderBefore = await census(db(), bystander);
    for (const [table, count] of Object.entries(guestBefore))
      expect(count, `the fixture gives the guest rows in ${table}`).toBeGreaterThan(0);

    await transferOwnerData(db(), guest, account);

    expect(await census(db(), account)).toEqual(guestBefore);
    expect(Object.values(await census(db(), guest)).every((count) => count === 0)).toBe(true);
    expect(await census(db(), bystander)).toEqual(bystanderBefore);
  });

  it("into an account that has data of its own (the merge): the sums add up, the day's budget stays spent, a clashing interview keeps both courses", async () => {
    const [guest, account] = [id("g"), id("u")];
    const sharedInterview = id("iv");
    await populate(db(), guest, { interviewId: sharedInterview });
    await populate(db(), account, { interviewId: sharedInterview });
    const [guestBefore, accountBefore] = [await census(db(), guest), await census(db(), account)];
    const tokens = (await counterAmount(db(), guest)) + (await counterAmount(db(), account));

    const { moved } = await transferOwnerData(db(), guest, account);

    const after = await census(db(), account);
    for (const table of Object.keys(guestBefore)) {
      // Counters of the same key and day merge into one row; their amounts add up (below).
      if (table === COUNTERS) continue;
      expect(after[table], table).toBe(guestBefore[table]! + accountBefore[table]!);
    }
    expect(await counterAmount(db(), account)).toBe(tokens);
    expect(await counterAmount(db(), guest)).toBe(0);
    expect(moved).toMatchObject({ courses: 1, sources: 2, source_chunks: 3, usage_counters: 2 });
  });

  it("is all or nothing: a failure part-way moves no row", async () => {
    const [guest, account] = [id("g"), id("u")];
    await populate(db(), guest);
    const before = await census(db(), guest);
    // A trigger that refuses the chunks' update stands in for any failure after the courses moved.
    await db().execute(
      sql.raw(`CREATE OR REPLACE FUNCTION nn_refuse() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$ LANGUAGE plpgsql`),
    );
    await db().execute(sql.raw(`CREATE TRIGGER nn_refuse BEFORE UPDATE ON source_chunks FOR EACH ROW EXECUTE FUNCTION nn_refuse()`));
    try {
      await expect(transferOwnerData(db(), guest, account)).rejects.toThrow();
    } finally {
      await db().execute(sql.raw(`DROP TRIGGER nn_refuse ON source_chunks`));
    }
    expect(await census(db(), guest)).toEqual(before);
    expect(Object.values(await census(db(), account)).every((count) => count === 0)).toBe(true);
  });
});
