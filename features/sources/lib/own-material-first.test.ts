import { describe, expect, it } from "vitest";
import type { SearchHit } from "../contract";
import { ownMaterialKept } from "./own-material-first";

const hit = (id: string, kind: SearchHit["kind"]): SearchHit => ({
  ref: "S0",
  chunkId: id,
  sourceId: `src-${id}`,
  kind,
  title: id,
  path: kind === "chapter" ? `chapters/${id}.md` : null,
  snippet: id,
  lineStart: 1,
  lineEnd: 2,
  pageStart: null,
  pageEnd: null,
  channels: ["keyword"],
  score: 1,
});

describe("search hits: the learner's own material is never crowded out by the course's chapters", () => {
  it("a relevant upload ranked below the limit takes the last place when no top hit is the learner's", () => {
    const ranked = [hit("c1", "chapter"), hit("c2", "chapter"), hit("c3", "chapter"), hit("doc", "upload"), hit("c4", "chapter")];
    const kept = ownMaterialKept(ranked, 3);
    expect(kept.map((entry) => entry.chunkId)).toEqual(["c1", "c2", "doc"]);
    expect(kept.map((entry) => entry.ref)).toEqual(["S1", "S2", "S3"]);
  });

  it("changes nothing when the learner's material is already there, or there is none", () => {
    const mixed = [hit("c1", "chapter"), hit("p", "paste"), hit("c2", "chapter"), hit("doc", "upload")];
    expect(ownMaterialKept(mixed, 3).map((entry) => entry.chunkId)).toEqual(["c1", "p", "c2"]);
    const chapters = [hit("c1", "chapter"), hit("f", "file"), hit("c2", "chapter")];
    expect(ownMaterialKept(chapters, 2).map((entry) => entry.chunkId)).toEqual(["c1", "f"]);
  });
});
