/**
 * Retrieval that does not ground on noise, on PGlite and (with TEST_DATABASE_URL) PostgreSQL,
 * through the real index and search (issue 23, item 9): the passage holding a question's rare term
 * ranks first among passages repeating its common words; a passage sharing only a lone Chinese
 * character or stop words is never returned; a question the material does not cover is refused
 * (covered: false), in English and Chinese; the offline tutor answers a covered question with the
 * sentence that matches, cited, and says "not covered" otherwise. Also: migration 0007 gives chunks
 * indexed before it the length the indexer now stores.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { evidenceFor } from "@/app/_compose/milestone-evidence";
import { sourcesTutorExtensionFor } from "@/app/_compose/sources-tutor";
import { acceptPaste } from "@/features/sources/data/source-intake";
import { answerTextOf, checkCitations } from "@/features/sources/lib/citations";
import { searchLength } from "@/features/sources/lib/search-terms";
import { searchCourseMaterial } from "@/features/sources/server/search-service";
import { loadConversation } from "@/features/workspace/data/conversation-storage";
import { streamWorkspaceTurn } from "@/features/workspace/server/tutor-turn";
import { createOfflineModel } from "@/lib/ai/offline/model/offline-model";
import { sourceChunks, sources } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/locales";
import { readUiChunks } from "@/tests/support/ai/read-ui-chunks";
import { setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { testDatabaseTargets } from "@/tests/support/db/test-databases";
import { drainSources } from "@/tests/support/sources/index-kit";
import { textOfChunks } from "@/tests/support/sources-tutor/material-kit";
import { confirmedCourse, workspaceBrowser } from "@/tests/support/workspace/workspace-kit";

/** Seven passages repeating the question's common words, one naming its rare term once. */
const BREAD: Record<string, string> = {
  "Bread basics":
    "Bread dough is used for baking bread. Good bread dough makes good bread, and baking bread dough well is used by every baker.",
  "Bread flour":
    "Bread flour is used in bread dough for baking. Bread made from bread dough with bread flour rises high when baking bread.",
  "Kneading bread":
    "Knead the bread dough before baking. Kneaded bread dough is used to make bread, and kneading bread dough takes ten minutes.",
  "Rising bread": "Bread dough rises before baking. Let the bread dough rise until doubled, then the bread dough is used for baking bread.",
  "Baking bread":
    "Baking bread needs a hot oven. Bread dough used for baking bread bakes for forty minutes; baking bread makes the kitchen smell good.",
  "Storing bread":
    "Store baked bread in a paper bag. Bread dough that was not used for baking can rest in the fridge before baking bread the next day.",
  "Bread tools":
    "A scraper is used for bread dough. A bowl is used for bread dough. A tin is used for baking bread. Bread is used for toast.",
  Couche: "Long loaves proof on a couche. A couche is a heavy linen cloth folded into pleats that holds each loaf in shape while it rises.",
};
const TEA: Record<string, string> = {
  绿茶: "泡绿茶的水温在八十摄氏度左右比较合适，水太烫会把茶叶泡熟。",
  月饼: "月饼是中秋节的传统食品，常和茶一起招待客人。",
  竹林: "这座山上有很多竹子，竹林里常有云雾。",
  储存: "茶叶要密封、避光、防潮保存，绿茶最好放在冰箱冷藏。",
};
const COFFEE: Record<string, string> = {
  Espresso: "Espresso is brewed by forcing hot water through finely ground coffee at about nine bars of pressure.",
  Roasting: "Roasting turns green coffee beans brown; a darker roast tastes more bitter.",
};

describe.each(testDatabaseTargets())("retrieval relevance on $name", (target) => {
  const database = setUpCourseRouteEnvironment({ open: () => target.open() });
  beforeAll(() => vi.stubEnv("RATE_LIMIT_PER_MINUTE", "0"));
  afterAll(() => vi.unstubAllEnvs());

  async function courseWith(texts: Record<string, string>, language: Locale = "en") {
    const { ownerId } = await workspaceBrowser();
    const { db } = database();
    const courseId = await confirmedCourse(db, ownerId, { language });
    for (const [title, text] of Object.entries(texts)) await acceptPaste(db, ownerId, { courseId }, { title, text });
    await drainSources(db);
    const search = (query: string) => searchCourseMaterial(db, { ownerId, courseId, query, embedder: null });
    return { db, ownerId, courseId, search };
  }

  it("ranks the passage holding the question's rare term first, ahead of passages repeating its common words", async () => {
    const { search } = await courseWith(BREAD);
    const result = await search("What is a couche used for when baking bread dough?");
    expect(result.covered).toBe(true);
    expect(result.hits[0]).toMatchObject({ title: "Couche", channels: ["keyword"] });
    // Its snippet starts at the sentence that answers.
    expect(result.hits[0]!.snippet).toContain("A couche is a heavy linen cloth");
  });

  it("never returns a passage that shares only a lone Chinese character or stop words, and refuses the off-topic question", async () => {
    const { search } = await courseWith(TEA, "zh");
    // 月亮上有水吗: 水 (绿茶), 月 (月饼) and 上有 (竹林) are all it shares with the material.
    const moon = await search("月亮上有水吗？");
    expect(moon).toMatchObject({ covered: false, hits: [] });
    const sharedCharacters = await search("猫为什么喜欢晒太阳？红烧肉怎么做？");
    expect(sharedCharacters).toMatchObject({ covered: false, hits: [] });
    // The material still answers what it does cover.
    const covered = await search("泡绿茶用多少度的水？");
    expect(covered.covered).toBe(true);
    expect(covered.hits[0]).toMatchObject({ title: "绿茶" });
    expect(covered.hits.map((hit) => hit.title)).not.toContain("月饼");
  });

  it("refuses an English question the material does not cover, even when it shares a common word", async () => {
    const { search } = await courseWith(COFFEE);
    expect(await search("What is the boiling point of water on Mount Everest?")).toMatchObject({ covered: false, hits: [] });
    expect(await search("What is it and why is it so?")).toMatchObject({ covered: false, hits: [] });
    const covered = await search("How much pressure does espresso need?");
    expect(covered.hits[0]).toMatchObject({ title: "Espresso" });
  });

  it("answers any question text, FTS syntax and scripts PostgreSQL's parser reads differently included, never an error", async () => {
    const { search } = await courseWith({ Thai: "ภาษาไทยง่ายนิดเดียว ๆ ฯ 〪〫 テスト", ...COFFEE });
    const hostile = [
      `a & b | !c (d) e:* <f> 'g' "h" \\i'; DROP TABLE sources; -- <-> :*A`,
      "ภาษาไทยง่ายนิดเดียว ๆ",
      "〪〫 ⺀ ㈠ 😀👍🏽 𠮷",
      `'''' \\\\ '' "" \\'`,
      "espresso ".repeat(1200),
      "中".repeat(9000),
    ];
    for (const query of hostile) await expect(search(query), query.slice(0, 40)).resolves.toMatchObject({ covered: expect.any(Boolean) });
    expect((await search("ภาษาไทยง่ายนิดเดียว")).hits[0]).toMatchObject({ title: "Thai" });
  });

  async function offlineTurn(texts: Record<string, string>, language: Locale, question: string) {
    const { db, ownerId, courseId } = await courseWith(texts, language);
    const response = await streamWorkspaceTurn({
      db,
      ownerId,
      courseId,
      request: { text: question, references: [] },
      model: createOfflineModel(),
      evidenceFor: evidenceFor(db, ownerId),
      extension: sourcesTutorExtensionFor(db, ownerId, courseId),
    });
    expect(response.status).toBe(200);
    const text = textOfChunks(await readUiChunks(response));
    const answer = (await loadConversation(db, courseId)).at(-1)!;
    return { text, citations: checkCitations(answerTextOf(answer as never), answer as never) };
  }

  it("offline: a covered question gets the sentence that answers it with its citation, not pasted passages", async () => {
    const { text, citations } = await offlineTurn(BREAD, "en", "What is a couche?");
    expect(text).toMatch(
      /Your material says: “A couche is a heavy linen cloth folded into pleats that holds each loaf in shape while it rises\.” \[S\d+\]/,
    );
    expect(text).not.toContain("Bread dough is used for baking bread");
    expect(citations.length).toBeGreaterThan(0);
    expect(citations.every((citation) => citation.verified)).toBe(true);
  });

  it("offline: an off-topic Chinese question is told the material does not cover it, with no citation", async () => {
    const { text, citations } = await offlineTurn(TEA, "zh", "月亮上有水吗？");
    expect(text).toContain("你的资料没有涉及这一点");
    expect(citations).toEqual([]);
  });

  it("migration 0007 gives chunks and sources indexed before it the lengths the indexer stores", async () => {
    const { db, courseId } = await courseWith({ ...COFFEE, ...TEA });
    const chunkLengths = () =>
      db
        .select({ id: sourceChunks.id, text: sourceChunks.searchText, length: sourceChunks.searchLength, sourceId: sourceChunks.sourceId })
        .from(sourceChunks)
        .where(eq(sourceChunks.courseId, courseId));
    const sourceLengths = async () =>
      new Map(
        (await db.select({ id: sources.id, length: sources.searchLength }).from(sources).where(eq(sources.courseId, courseId))).map(
          (row) => [row.id, row.length],
        ),
      );
    const before = await chunkLengths();
    expect(before.length).toBeGreaterThan(0);
    for (const row of before) expect(row.length).toBe(searchLength(row.text));
    const totals = await sourceLengths();
    for (const [id, total] of totals) {
      expect(total).toBe(before.filter((row) => row.sourceId === id).reduce((sum, row) => sum + row.length, 0));
    }
    const migration = readFileSync(path.join(process.cwd(), "lib/db/migrations/0007_search_length.sql"), "utf8");
    const backfills = migration.split("--> statement-breakpoint").filter((statement) => statement.includes("UPDATE"));
    expect(backfills).toHaveLength(2);
    await db.execute(sql`UPDATE source_chunks SET search_length = 1 WHERE course_id = ${courseId}`);
    await db.execute(sql`UPDATE sources SET search_length = 0 WHERE course_id = ${courseId}`);
    for (const backfill of backfills) await db.execute(sql.raw(backfill));
    expect(new Map((await chunkLengths()).map((row) => [row.id, row.length]))).toEqual(new Map(before.map((row) => [row.id, row.length])));
    expect(await sourceLengths()).toEqual(totals);
  });
});
