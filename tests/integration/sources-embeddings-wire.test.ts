/**
 * Embeddings through the real `@ai-sdk/openai` provider (configured from the environment as the
 * app does) against a loopback endpoint that misbehaves: overloaded answers are retried, garbage
 * is refused without harming keyword search, and the fallback to the LLM's URL and key works.
 * PGlite only: it carries pgvector (the PostgreSQL here has none; see sources-index.test.ts).
 */
import { embed } from "ai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { embedPendingChunks } from "@/features/sources/server/embedding-pass";
import { embedderFromEnv } from "@/features/sources/server/embedder";
import { searchCourseMaterial } from "@/features/sources/server/search-service";
import { acceptPaste } from "@/features/sources/data/source-intake";
import { readServerEnv } from "@/lib/env";
import { setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { startEmbeddingServer, type EmbeddingServer } from "@/tests/support/sources/embedding-server";
import { drainSources } from "@/tests/support/sources/index-kit";
import { confirmedCourse, workspaceBrowser } from "@/tests/support/workspace/workspace-kit";

describe("embeddings over the wire", () => {
  const database = setUpCourseRouteEnvironment();
  let server: EmbeddingServer;
  beforeAll(async () => {
    server = await startEmbeddingServer();
  });
  afterAll(() => server.close());

  it("is off without EMBEDDING_MODEL, and falls back to the LLM's URL and key", async () => {
    expect(embedderFromEnv(readServerEnv({ LLM_BASE_URL: server.baseURL, LLM_API_KEY: "k" }))).toBeNull();
    const fallback = embedderFromEnv(
      readServerEnv({ EMBEDDING_MODEL: "embed-small", LLM_BASE_URL: server.baseURL, LLM_API_KEY: "llm-key" }),
    );
    expect(fallback?.modelId).toBe("embed-small");
    const { embedding } = await embed({ model: fallback!.model, value: "car" });
    expect(embedding).toHaveLength(64);
    expect(server.requests.at(-1)).toMatchObject({ model: "embed-small", authorization: "Bearer llm-key" });
  });

  it("retries an overloaded endpoint, then searches semantically; garbage leaves keyword search working", async () => {
    const { ownerId } = await workspaceBrowser();
    const { db } = database();
    const courseId = await confirmedCourse(db, ownerId);
    await acceptPaste(db, ownerId, { courseId }, { title: "Cars", text: "Change the car oil every ten thousand kilometres." });
    await acceptPaste(db, ownerId, { courseId }, { title: "Cooking", text: "Simmer the tomato sauce for twenty minutes." });
    await drainSources(db);
    const embedder = embedderFromEnv(
      readServerEnv({
        EMBEDDING_MODEL: "embed-small",
        EMBEDDING_BASE_URL: server.baseURL,
        EMBEDDING_API_KEY: "embed-key",
        // The test vectors are bags of words: "automobile" and the Cars passage are 1/√8 ≈ 0.35 alike.
        EMBEDDING_MIN_SIMILARITY: "0.3",
        LLM_API_KEY: "llm-key",
      }),
    )!;
    expect(embedder.minSimilarity).toBe(0.3);

    server.failNext(2);
    expect(await embedPendingChunks(db, embedder)).toBe(2);
    expect(server.requests.slice(-3).map((request) => [request.model, request.authorization])).toEqual([
      ["embed-small", "Bearer embed-key"],
      ["embed-small", "Bearer embed-key"],
      ["embed-small", "Bearer embed-key"],
    ]);
    const semantic = await searchCourseMaterial(db, { ownerId, courseId, query: "automobile", embedder });
    expect(semantic.search).toEqual({ mode: "hybrid", embeddingModel: "embed-small" });
    expect(semantic.hits[0]).toMatchObject({ title: "Cars", channels: ["semantic"] });

    await acceptPaste(db, ownerId, { courseId }, { title: "Sailing", text: "Trim the sail to the wind." });
    await drainSources(db);
    server.setGarbage(true);
    await expect(embedPendingChunks(db, embedder)).rejects.toThrow();
    const keyword = await searchCourseMaterial(db, { ownerId, courseId, query: "sail wind", embedder });
    expect(keyword.hits[0]).toMatchObject({ title: "Sailing", channels: ["keyword"] });
    expect(keyword.search.note).toMatch(/failed this time/);
    server.setGarbage(false);
    expect(await embedPendingChunks(db, embedder)).toBe(1);
  });
});
