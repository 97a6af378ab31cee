/**
 * Test support for the sources tutor (not a test file): an in-memory material
 * store behind the MaterialAccess the tools run against, owner-scoped like the
 * real search service and reader, with a keyword match good enough to rank.
 */
import type { UIMessage, UIMessageChunk } from "ai";
import type { MaterialAccess } from "@/features/sources/tools/material-toolkit";
import type { SearchHit, SourceSummary } from "@/features/sources/contract";
import { AppError } from "@/lib/errors";

export interface FakeSource {
  id: string;
  ownerId: string;
  courseId: string;
  title: string;
  lines: string[];
}

const summaryOf = (source: FakeSource): SourceSummary => ({
  id: source.id,
  courseId: source.courseId,
  kind: "upload",
  title: source.title,
  fileName: `${source.title}.md`,
  type: "md",
  bytes: source.lines.join("\n").length,
  status: "ready",
  error: null,
  pageCount: null,
  lineCount: source.lines.length,
  chunkCount: source.lines.length,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
});

const termsOf = (text: string) => {
  const normal = text.normalize("NFKC").toLowerCase();
  const words = normal.match(/[a-z0-9]{3,}/g) ?? [];
  const han = (normal.match(/[\u4e00-\u9fff]+/g) ?? []).flatMap((run) => [...run].slice(0, -1).map((c, i) => c + run[i + 1]));
  return [...words, ...han];
};

/** Each line of a source is one passage; a hit is a line sharing a term with the query. */
export function fakeMaterial(sources: FakeSource[]) {
  const searches: string[] = [];
  const access: MaterialAccess = {
    search: async ({ ownerId, courseId, query, limit }) => {
      searches.push(query);
      const terms = termsOf(query);
      const hits: SearchHit[] = [];
      for (const source of sources.filter((s) => s.ownerId === ownerId && s.courseId === courseId)) {
        source.lines.forEach((line, index) => {
          const lower = line.toLowerCase();
          const score = terms.filter((term) => lower.includes(term)).length;
          if (score > 0)
            hits.push({
              ref: `S${hits.length + 1}`,
              chunkId: `${source.id}:${index + 1}`,
              sourceId: source.id,
              kind: "upload",
              title: source.title,
              path: null,
              snippet: line,
              lineStart: index + 1,
              lineEnd: index + 1,
              pageStart: null,
              pageEnd: null,
              channels: ["keyword"],
              score,
            });
        });
      }
      hits.sort((a, b) => b.score - a.score);
      return { query, search: { mode: "keyword" }, covered: hits.length > 0, hits: hits.slice(0, limit ?? 8) };
    },
    read: async ({ ownerId, courseId, sourceId, start, end }) => {
      const source = sources.find((s) => s.id === sourceId && s.ownerId === ownerId && s.courseId === courseId);
      if (!source) throw new AppError("not_found", "No such source in this course's material.");
      const last = Math.min(end, source.lines.length);
      const numbered = source.lines
        .slice(start - 1, last)
        .map((line, i) => `${start + i}| ${line}`)
        .join("\n");
      return { source: summaryOf(source), lineStart: start, lineEnd: last, pageStart: null, pageEnd: null, numbered };
    },
  };
  return { access, searches };
}

export const textOfChunks = (chunks: UIMessageChunk[]) => chunks.map((chunk) => (chunk.type === "text-delta" ? chunk.delta : "")).join("");

export function toolPartsNamed(message: UIMessage | undefined, name: string) {
  return (message?.parts ?? []).filter((part) => part.type === `tool-${name}`) as Array<{
    type: string;
    state: string;
    input?: unknown;
    output?: unknown;
  }>;
}
