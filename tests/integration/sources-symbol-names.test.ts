/**
 * Names written with symbols are searchable as themselves, on PGlite and (with TEST_DATABASE_URL)
 * PostgreSQL, through the real index and search: a course about B+树 is found for "B+树" and for
 * a question about it, "C++" finds the C++ passage and "C" does not, C#, F#, A*, B-tree and .NET
 * find theirs (features/sources/lib/symbol-names.ts). Chapters indexed by the previous tokenizer
 * are re-indexed on the next sync (the content hash carries the tokenizer's version).
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { documentHash, syncCourseDocuments, type CourseDocument } from "@/features/sources/data/course-documents";
import { acceptPaste } from "@/features/sources/data/source-intake";
import { searchCourseMaterial } from "@/features/sources/server/search-service";
import { sourceChunks, sources } from "@/lib/db/schema";
import { setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { testDatabaseTargets } from "@/tests/support/db/test-databases";
import { drainSources } from "@/tests/support/sources/index-kit";
import { confirmedCourse, workspaceBrowser } from "@/tests/support/workspace/workspace-kit";

const chapter = (origin: string, title: string, text: string): CourseDocument => ({
  origin,
  kind: "chapter",
  path: `chapters/${origin}.md`,
  title,
  text,
});

const DATA_STRUCTURES = [
  chapter(
    "bplus",
    "B+树",
    "B+树是一种多路平衡查找树，所有数据都存放在叶子节点，叶子节点之间用指针串成有序链表，所以它适合做数据库的索引。",
  ),
  chapter("btree", "B树", "B树是一种多路平衡查找树，每个节点存放多个有序的键，适合放在磁盘上的数据库和文件系统。"),
  chapter("hash", "哈希表", "哈希表用哈希函数把键映射到桶里，等值查找平均只要常数时间，但不支持范围查询。"),
  chapter("rbtree", "红黑树", "红黑树是一种自平衡二叉查找树，插入和删除后通过旋转和变色保持平衡。"),
  chapter("index", "数据库索引", "数据库的索引让查询不必扫描整张表，常见的实现有哈希索引和有序的树形索引。"),
];
const LANGUAGES = [
  chapter("cpp", "C++", "C++ templates let one function or class work with many types, checked at compile time."),
  chapter("c", "C", "The C language gives direct access to memory through pointers and is used to write operating systems."),
  chapter("dotnet", "CLR", "C# and F# both compile to the same intermediate language and run on .NET, sharing its garbage collector."),
  chapter(
    "astar",
    "Path finding",
    "A* search expands the node with the lowest cost so far plus an admissible estimate of the cost to the goal.",
  ),
  chapter("btree", "Disk trees", "A B-tree keeps its keys sorted in wide nodes, so a lookup on disk reads only a few pages."),
  chapter(
    "binary",
    "Binary trees",
    "A binary tree node has at most two children; an in-order walk of a binary search tree visits keys in order.",
  ),
];

describe.each(testDatabaseTargets())("names written with symbols on $name", (target) => {
  const database = setUpCourseRouteEnvironment({ open: () => target.open() });
  beforeAll(() => vi.stubEnv("RATE_LIMIT_PER_MINUTE", "0"));
  afterAll(() => vi.unstubAllEnvs());

  async function courseWith(docs: CourseDocument[]) {
    const { ownerId } = await workspaceBrowser();
    const { db } = database();
    const courseId = await confirmedCourse(db, ownerId);
    await syncCourseDocuments(db, ownerId, courseId, docs);
    const search = (query: string) => searchCourseMaterial(db, { ownerId, courseId, query, embedder: null });
    const titles = async (query: string) => (await search(query)).hits.map((hit) => hit.title);
    return { db, ownerId, courseId, search, titles };
  }

  it("finds the B+树 chapter for 'B+树' and for a question about it, and no other chapter for 'B+树'", async () => {
    const { titles } = await courseWith(DATA_STRUCTURES);
    expect(await titles("B+树")).toEqual(["B+树"]);
    expect(await titles("B+树是什么？")).toEqual(["B+树"]);
    expect((await titles("B+树为什么适合做索引"))[0]).toBe("B+树");
    expect(await titles("B+ tree")).not.toContain("红黑树");
  });

  it("finds the B树 chapter for 'B树', 'B-树' and a question about it, as B+树 is found for its own", async () => {
    const { titles } = await courseWith(DATA_STRUCTURES);
    expect(await titles("B树")).toEqual(["B树"]);
    expect(await titles("B-树")).toEqual(["B树"]);
    expect((await titles("详细讲讲B树"))[0]).toBe("B树");
    expect(await titles("B+树")).toEqual(["B+树"]);
  });

  it("finds an English B-tree chapter for 'B树' and 'B-树'", async () => {
    const { titles } = await courseWith(LANGUAGES);
    expect(await titles("B树")).toEqual(["Disk trees"]);
    expect(await titles("B-树")).toEqual(["Disk trees"]);
  });

  it("finds C++ for 'C++' but not for 'C', and C#, F#, .NET, A* and B-tree as themselves", async () => {
    const { titles } = await courseWith(LANGUAGES);
    expect(await titles("C++")).toEqual(["C++"]);
    expect(await titles("C++ templates")).toEqual(["C++"]);
    expect(await titles("C++ 的 templates 是什么？")).toEqual(["C++"]);
    expect(await titles("C")).not.toContain("C++");
    expect(await titles("C#")).toEqual(["CLR"]);
    expect(await titles("F#")).toEqual(["CLR"]);
    expect(await titles(".NET")).toEqual(["CLR"]);
    expect(await titles("dotnet")).toEqual(["CLR"]);
    expect(await titles("A*")).toEqual(["Path finding"]);
    expect(await titles("What is a B-tree?")).toEqual(["Disk trees"]);
    expect(await titles("How are B-tree keys kept?")).toEqual(["Disk trees"]);
  });

  it("finds names in the learner's own pasted material too", async () => {
    const { db, ownerId, courseId, titles } = await courseWith([]);
    await acceptPaste(
      db,
      ownerId,
      { courseId },
      { title: "My notes", text: "k-means 聚类先随机选 k 个中心，再反复把每个点分给最近的中心。" },
    );
    await drainSources(db);
    expect(await titles("k-means")).toEqual(["My notes"]);
    expect(await titles("kmeans是什么")).toEqual(["My notes"]);
  });

  it("re-indexes chapters indexed by the previous tokenizer on the next sync", async () => {
    const { db, ownerId, courseId, titles } = await courseWith(DATA_STRUCTURES);
    const [row] = await db
      .select({ id: sources.id })
      .from(sources)
      .where(and(eq(sources.courseId, courseId), eq(sources.origin, "bplus")));
    // As a row stored before symbol names: the old hash and old terms.
    const old = DATA_STRUCTURES[0]!;
    await db
      .update(sources)
      .set({ contentHash: documentHash(old, old.text, 1) })
      .where(eq(sources.id, row!.id));
    await db.update(sourceChunks).set({ searchText: "b 树 是 一种" }).where(eq(sourceChunks.sourceId, row!.id));
    expect(await titles("B+树")).toEqual([]);
    expect(await syncCourseDocuments(db, ownerId, courseId, DATA_STRUCTURES)).toEqual({ indexed: 1, removed: 0 });
    expect(await titles("B+树")).toEqual(["B+树"]);
    expect(await syncCourseDocuments(db, ownerId, courseId, DATA_STRUCTURES)).toEqual({ indexed: 0, removed: 0 });
  });

  it("refreshes the terms of the learner's sources indexed by the previous tokenizer, keeping their passages", async () => {
    const { db, ownerId, courseId, titles } = await courseWith([]);
    await acceptPaste(db, ownerId, { courseId }, { title: "My notes", text: "C++ templates are checked at compile time." });
    await drainSources(db);
    const [before] = await db.select({ id: sourceChunks.id }).from(sourceChunks).where(eq(sourceChunks.courseId, courseId));
    // As a source indexed before symbol names (no version recorded, no joined lexeme).
    await db.update(sources).set({ contentHash: null }).where(eq(sources.courseId, courseId));
    await db.update(sourceChunks).set({ searchText: "c templates are checked at compile time" }).where(eq(sourceChunks.id, before!.id));
    expect(await titles("C++")).toEqual([]);
    await syncCourseDocuments(db, ownerId, courseId, []);
    expect(await titles("C++")).toEqual(["My notes"]);
    // The same passage (its id, so its vectors and citations), with its new terms.
    const after = await db.select({ id: sourceChunks.id }).from(sourceChunks).where(eq(sourceChunks.courseId, courseId));
    expect(after).toEqual([before]);
  });
});
