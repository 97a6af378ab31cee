import { describe, expect, it, vi } from "vitest";
import { AppError } from "@/lib/errors";
import { SOURCE_LIMITS, type SearchHit, type SearchResponse, type SourceSummary } from "../contract";
import { readSourceInputSchema, searchMaterialInputSchema, type ReadSourceOutput, type SearchMaterialOutput } from "../lib/tool-schemas";
import { createRefRegistry } from "./ref-registry";
import { createSourcesTools } from "./sources-tools";
import type { SourcesToolContext } from "./tool-context";

const summary = (id: string, owner = "me"): SourceSummary & { owner: string } => ({
  id,
  owner,
  courseId: "c1",
  kind: "upload",
  title: `Title ${id}`,
  fileName: `${id}.pdf`,
  type: "pdf",
  bytes: 10,
  status: "ready",
  error: null,
  pageCount: 3,
  lineCount: 300,
  chunkCount: 4,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
});

const hit = (sourceId: string, lineStart: number, serviceRef: string, extra: Partial<SearchHit> = {}): SearchHit => ({
  ref: serviceRef,
  chunkId: `${sourceId}-${lineStart}`,
  sourceId,
  kind: "upload",
  title: `Title ${sourceId}`,
  path: null,
  snippet: `text at ${lineStart}`,
  lineStart,
  lineEnd: lineStart + 4,
  pageStart: 1,
  pageEnd: 1,
  channels: ["keyword"],
  score: 1,
  ...extra,
});

function fakeContext(results: Record<string, SearchHit[]>) {
  const search = vi.fn(async ({ query }: { query: string }): Promise<SearchResponse> => ({
    query,
    search: { mode: "keyword" },
    covered: (results[query] ?? []).length > 0,
    hits: results[query] ?? [],
  }));
  const read = vi.fn(async (input: { ownerId: string; sourceId: string; start: number; end: number }) => {
    // Owner-scoped like the real reader: another browser's id is not found.
    if (input.sourceId !== "a" && input.sourceId !== "chap") throw new AppError("not_found", "No such source in this course.");
    return {
      source: { ...summary(input.sourceId), kind: input.sourceId === "chap" ? ("chapter" as const) : ("upload" as const) },
      lineStart: input.start,
      lineEnd: Math.min(input.end, 300),
      pageStart: 1,
      pageEnd: 2,
      numbered: `${input.start}| hello`,
    };
  });
  const context: SourcesToolContext = { ownerId: "me", courseId: "c1", search, read, refs: createRefRegistry() };
  return { context, tools: createSourcesTools(context), search, read };
}

const call = { toolCallId: "t", messages: [], context: {} };
async function search(tools: ReturnType<typeof createSourcesTools>, query: string) {
  return (await tools.searchMaterial.execute!({ query }, call)) as SearchMaterialOutput;
}
async function read(tools: ReturnType<typeof createSourcesTools>, sourceId: string, start: number, end: number) {
  return (await tools.readSource.execute!({ sourceId, start, end }, call)) as ReadSourceOutput;
}

describe("searchMaterial and readSource", () => {
  it("gives refs unique within the turn; the same passage keeps its ref across searches and reads", async () => {
    const { tools, search: searchFn } = fakeContext({
      pods: [hit("a", 1, "S1"), hit("a", 10, "S2")],
      nodes: [hit("b", 5, "S1"), hit("a", 10, "S2", { channels: ["keyword", "semantic"] })],
    });
    const first = await search(tools, "pods");
    const second = await search(tools, "nodes");
    expect(first.ok && first.hits.map((h) => h.ref)).toEqual(["S1", "S2"]);
    expect(second.ok && second.hits.map((h) => h.ref)).toEqual(["S3", "S2"]);
    expect(second.ok && second.hits[1]!.channels).toEqual(["keyword", "semantic"]);
    expect(searchFn).toHaveBeenCalledWith(expect.objectContaining({ ownerId: "me", courseId: "c1", query: "pods" }));
    const same = await read(tools, "a", 10, 14);
    expect(same.ok && same.ref).toBe("S2");
    const other = await read(tools, "a", 20, 30);
    expect(other.ok && other.ref).toBe("S4");
  });

  it("a search with nothing relevant says so where the model reads it: covered false, no hits, a note to say it", async () => {
    const { tools } = fakeContext({ pods: [hit("a", 1, "S1")] });
    const found = await search(tools, "pods");
    expect(found).toMatchObject({ ok: true, covered: true });
    expect(found.ok && found.note).toBeUndefined();
    const none = await search(tools, "quasars");
    expect(none).toMatchObject({ ok: true, covered: false, hits: [] });
    expect(none.ok && none.note).toMatch(/does not cover this/);
  });

  it("a continued answer keeps the refs it already gave: new passages number on, old ones keep theirs", async () => {
    const { context, tools } = fakeContext({ pods: [hit("a", 1, "S1"), hit("a", 10, "S2")] });
    context.refs.adopt({
      ref: "S1",
      sourceId: "a",
      kind: "upload",
      title: "Title a",
      path: null,
      lineStart: 10,
      lineEnd: 14,
      pageStart: 1,
      pageEnd: 1,
    });
    const result = await search(tools, "pods");
    expect(result.ok && result.hits.map((h) => `${h.ref}@${h.lineStart}`)).toEqual(["S2@1", "S1@10"]);
  });

  it("a chapter read after its hit keeps the hit's workspace path (so a citation opens the file)", async () => {
    const { tools } = fakeContext({ ch: [hit("chap", 3, "S1", { kind: "chapter", path: "chapters/01-01-pods.md" })] });
    await search(tools, "ch");
    const lines = await read(tools, "chap", 3, 4);
    expect(lines.ok && lines.path).toBe("chapters/01-01-pods.md");
  });

  it("another owner's source id is a not-found result, not a thrown error", async () => {
    const { tools } = fakeContext({});
    const result = await read(tools, "someone-elses", 1, 5);
    expect(result).toEqual({ ok: false, error: "No such source in this course." });
  });

  it("an internal failure of the search is a result the model can act on (logged, not shown raw)", async () => {
    const { context } = fakeContext({});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const tools = createSourcesTools({ ...context, search: () => Promise.reject(new Error("connection refused 10.0.0.1")) });
    const result = await search(tools, "pods");
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).not.toContain("10.0.0.1");
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it("caps a read at the line limit and says it was cut", async () => {
    const { tools, read: readFn } = fakeContext({});
    const result = await read(tools, "a", 1, 1000);
    expect(readFn).toHaveBeenCalledWith(expect.objectContaining({ start: 1, end: SOURCE_LIMITS.readLines }));
    expect(result.ok && result.truncated).toBe(true);
  });

  it("validates inputs with the sources limits", () => {
    expect(searchMaterialInputSchema.safeParse({ query: "x".repeat(SOURCE_LIMITS.queryChars + 1) }).success).toBe(false);
    expect(searchMaterialInputSchema.safeParse({ query: " \u200b\u0000 " }).success).toBe(false);
    expect(searchMaterialInputSchema.safeParse({ query: "什么是 Pod？🙂 ' OR 1=1 --" }).success).toBe(true);
    expect(searchMaterialInputSchema.safeParse({ query: "pods", limit: SOURCE_LIMITS.hitsPerSearch + 1 }).success).toBe(false);
    expect(readSourceInputSchema.safeParse({ sourceId: "a", start: 5, end: 2 }).success).toBe(false);
    expect(readSourceInputSchema.safeParse({ sourceId: "a", start: 0, end: 2 }).success).toBe(false);
  });
});
